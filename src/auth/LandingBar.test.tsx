import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoryWrapper } from '../stories/StoryWrapper';

afterEach(cleanup);

/** Every CSS rule the page's style sheets hold, as text (emotion writes them as rules). */
const cssRules = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

describe('landing bar on a phone', () => {
  it('keeps the whole title, the links on a second line where both do not fit, and shows the language as its icon', async () => {
    render(<StoryWrapper path="/auth/login" />);
    const title = await screen.findByText('Unlock Portal', { selector: 'header span' });
    expect(getComputedStyle(title).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(title).flexShrink).toBe('0');
    expect(getComputedStyle(title.parentElement as HTMLElement).flexWrap).toBe('wrap');
    for (const name of ['Register', 'Login']) {
      const link = screen.getByRole('link', { name });
      expect(getComputedStyle(link).flexShrink).toBe('0');
    }
    // The language button keeps its name for screen readers; on a phone it is not drawn.
    const language = screen.getByRole('button', { name: 'English' });
    const rootClass = [...(language.parentElement?.classList ?? [])].find((name) =>
      name.startsWith('css-'),
    );
    const phoneRule = cssRules().find(
      (rule) => rule.startsWith('@media (max-width: 599px)') && rule.includes(`.${rootClass}`),
    );
    expect(phoneRule).toMatch(/font-size: 0/);
  });
});
