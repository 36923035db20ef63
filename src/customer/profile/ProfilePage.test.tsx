import { composeStories } from '@storybook/react-vite';
import { it } from 'vitest';
import * as profileStories from './ProfilePage.stories';

const profile = composeStories(profileStories);

it('shows the name, the credits and the API credentials', () => profile.Default.run());
it('turns the order mails off', () => profile.OrderMailsSwitch.run());
it('stores the language of the mails when the portal’s changes', () =>
  profile.MailsFollowTheLanguage.run());
