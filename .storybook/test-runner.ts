import AxeBuilder from '@axe-core/playwright';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import { LAPTOP_SIZE, PHONE_SIZE, TABLET_SIZE } from '../src/stories/onAPhone';
import { ACCESSIBILITY_STANDARDS, describeViolations } from '../src/test/axeRules';

/**
 * Rules about a whole page (one main landmark, one h1, everything inside a landmark): a story
 * shows a screen's part as often as a whole one. The end-to-end journeys hold the pages to them.
 */
const PAGE_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

/** The test-runner's own page size (read before the first story), for every story not on a phone or a tablet. */
let desktop: { width: number; height: number } | null = null;

/** Until what fades in or out has settled: axe reads colours mid-fade as too pale. */
async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 3000 },
  );
}

/**
 * Before each story, the page takes a phone's or a tablet's size when the story asks for one
 * (`onAPhone`, `onATablet`: the lists that show cards there; `onALaptop`: a 1366 px screen). After each story's play function, axe checks the page as the
 * story left it (dialogs, menus and refusals included): a story with an accessibility violation
 * fails, naming the rule and where.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    desktop ??= page.viewportSize();
    const { parameters } = await getStoryContext(page, context);
    const size =
      parameters.phone === true
        ? PHONE_SIZE
        : parameters.tablet === true
          ? TABLET_SIZE
          : parameters.laptop === true
            ? LAPTOP_SIZE
            : desktop;
    if (size) await page.setViewportSize(size);
  },
  async postVisit(page) {
    await transitionsSettled(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(ACCESSIBILITY_STANDARDS)
      .disableRules(PAGE_RULES)
      .analyze();
    if (violations.length === 0) return;
    throw new Error(
      `Accessibility violations (axe):\n${describeViolations(violations).join('\n')}`,
    );
  },
};

export default config;
