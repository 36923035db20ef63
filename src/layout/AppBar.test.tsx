import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyAdmin } from '../stories/fixtures';
import { StoryWrapper } from '../stories/StoryWrapper';

afterEach(cleanup);

const cssRules = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

describe('top bar on a phone', () => {
  it("leaves the page's title to the page's heading (there is no room for it)", async () => {
    render(<StoryWrapper path="/admin/admin-users" auth={{ signedInAs: storyAdmin }} />);
    await screen.findByTestId('sidebar-user-name', {}, { timeout: 5000 });
    const title = document.getElementById('react-admin-title');
    const titleClass = [...(title?.classList ?? [])].find((name) => name.startsWith('css-'));
    const phoneRule = cssRules().find(
      (rule) => rule.startsWith('@media (max-width: 599px)') && rule.includes(`.${titleClass}`),
    );
    expect(phoneRule).toMatch(/display: none/);
  });
});
