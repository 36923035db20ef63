import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as profileStories from './ProfilePage.stories';

const profile = composeStories(profileStories);

it('shows the name, the credits and the API credentials', () => profile.Default.run());
it('turns the order mails off', () => profile.OrderMailsSwitch.run());
it('stores the language of the mails when the portal’s changes', () =>
  profile.MailsFollowTheLanguage.run());

it('puts the credits under the name on a narrow screen, not past the card', async () => {
  await profile.Default.run();
  const credits = await screen.findByTestId('profile-credits');
  const header = credits.parentElement;
  if (!header) throw new Error('no header');
  expect(getComputedStyle(header).flexWrap).toBe('wrap');
});
