import AxeBuilder from '@axe-core/playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import { ACCESSIBILITY_STANDARDS, describeViolations } from '../src/test/axeRules';

/**
 * Rules about a whole page (one main landmark, one h1, everything inside a landmark): a story
 * shows a screen's part as often as a whole one. The end-to-end journeys hold the pages to them.
 */
const PAGE_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

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
 * After each story's play function, axe checks the page as the story left it (dialogs, menus and
 * refusals included): a story with an accessibility violation fails, naming the rule and where.
 */
const config: TestRunnerConfig = {
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
