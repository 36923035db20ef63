import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyAdmin } from '../../stories/fixtures';
import { StoryWrapper } from '../../stories/StoryWrapper';
import * as userDetailStories from './UserDetail.stories';
import { usersStoryProvider } from './userStoryServer';

const stories = composeStories(userDetailStories);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('user detail', () => {
  it('adds credits without react-admin warning of a query meta unlike the mutation meta', async () => {
    const warn = vi.spyOn(console, 'warn');
    await stories.AddCredits.run();
    const metaWarnings = warn.mock.calls.filter(([message]) =>
      String(message).includes('query meta and mutation meta'),
    );
    expect(metaWarnings).toEqual([]);
  });

  it('sends one idempotency key per intended top-up', () => stories.AddCreditsKeys.run());
  it('takes credits off with a negative amount', () => stories.TakeCreditsOff.run());
  it('keeps credentials being typed through a top-up', () =>
    stories.CredentialsTypedSurviveATopUp.run());
  it("shows a top-up's server error", () => stories.AddCreditsServerError.run());
  it("says 'Error Network...' of a change without an answer", () =>
    stories.ChangeCredentialsWithoutAnswer.run());
});

describe('Change Api Key', () => {
  it('shows the whole key, on as many lines as it takes', async () => {
    await stories.Default.run();
    const key = await screen.findByLabelText('Api key');
    expect(key.tagName).toBe('TEXTAREA');
    expect(key).toHaveValue('AK-2B9D-44E1-CARLA');
  });
});

describe('Generate a new key', () => {
  it('sends one change for a double click', async () => {
    const updates: unknown[] = [];
    const provider = usersStoryProvider();
    const dataProvider = {
      ...provider,
      update: (...args: Parameters<typeof provider.update>) => {
        updates.push(args[1].data);
        return provider.update(...args);
      },
    };
    render(
      <StoryWrapper
        path="/admin/admin-user/7"
        auth={{ signedInAs: storyAdmin }}
        dataProvider={dataProvider}
      />,
    );
    const button = await screen.findByRole(
      'button',
      { name: 'Generate a new key' },
      { timeout: 5000 },
    );
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText(
      'A new API key was generated; the old one no longer works.',
      {},
      { timeout: 5000 },
    );
    expect(updates).toEqual([{ api_key: true }]);
  });
});
