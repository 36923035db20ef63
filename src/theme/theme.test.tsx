import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyAdmin } from '../stories/fixtures';
import { StoryWrapper } from '../stories/StoryWrapper';

afterEach(cleanup);

describe('portal theme on a narrow screen', () => {
  it('keeps the page at the screen width: a wide table scrolls inside its card', async () => {
    const { container } = render(
      <StoryWrapper path="/admin/admin-users" auth={{ signedInAs: storyAdmin }} />,
    );
    await screen.findByTestId('sidebar-user-name', {}, { timeout: 5000 });
    const wrapper = await screen.findByRole('table', {}, { timeout: 5000 });
    const layout = container.ownerDocument.querySelector('.layout');
    const content = container.ownerDocument.querySelector('.RaLayout-content');
    const tableWrapper = wrapper.closest('.RaDataTable-tableWrapper');
    expect(layout && getComputedStyle(layout).minWidth).toBe('0px');
    expect(content && getComputedStyle(content).minWidth).toBe('0px');
    expect(tableWrapper && getComputedStyle(tableWrapper).overflowX).toBe('auto');
  });
});
