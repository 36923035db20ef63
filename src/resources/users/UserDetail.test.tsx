import { composeStories } from '@storybook/react-vite';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as userDetailStories from './UserDetail.stories';

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
  it('keeps credentials being typed through a top-up', () =>
    stories.CredentialsTypedSurviveATopUp.run());
  it("shows a top-up's server error", () => stories.AddCreditsServerError.run());
});

describe('Change Api Key', () => {
  it('shows the whole key, on as many lines as it takes', async () => {
    await stories.Default.run();
    const key = await screen.findByLabelText('Api key');
    expect(key.tagName).toBe('TEXTAREA');
    expect(key).toHaveValue('AK-2B9D-44E1-CARLA');
  });
});
