import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
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
