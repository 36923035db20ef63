import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as loginStories from './LoginPage.stories';
import * as registerStories from './RegisterPage.stories';

/** The stories are the fixtures: their play functions run here too, in jsdom. */
const login = composeStories(loginStories);
const register = composeStories(registerStories);

describe('Login page', () => {
  it('shows the form', () => login.Default.run());
  it("shows 'Loading...' while submitting", () => login.Submitting.run());
  it('shows the server message until an input changes', () => login.ServerError.run());
  it('shows the network error', () => login.NetworkError.run());
});

describe('Register page', () => {
  it('shows the form', () => register.Default.run());
  it("shows the server's field errors as placeholders", () => register.ServerErrors.run());
  it("shows 'Error Network...' without an answer", () => register.NetworkError.run());
});
