import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as forgotStories from './ForgotPasswordPage.stories';
import * as loginStories from './LoginPage.stories';
import * as resetStories from './ResetPasswordPage.stories';

/** The stories are the fixtures: their play functions run here too, in jsdom. */
const forgot = composeStories(forgotStories);
const reset = composeStories(resetStories);
const login = composeStories(loginStories);

describe('Forgot password', () => {
  it('is offered on the login screen when mail is on', () =>
    login.OffersForgotPasswordWhenMailIsOn.run());
  it('asks for the email', () => forgot.Default.run());
  it('says the link is on its way, whatever the address', () => forgot.Sent.run());
  it('shows a refusal for too many requests', () => forgot.TooManyRequests.run());
  it('shows the server’s message on the email', () => forgot.InvalidEmail.run());
});

describe('Reset password', () => {
  it('asks for the new password twice', () => reset.Default.run());
  it('sends the token with it, then leads to the login', () => reset.Done.run());
  it('shows the server’s messages under the fields', () => reset.PasswordRefused.run());
  it('offers a new link when the link is refused', () => reset.InvalidOrExpiredLink.run());
  it('offers a new link when there is no token', () => reset.WithoutToken.run());
});
