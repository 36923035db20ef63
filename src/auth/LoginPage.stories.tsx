import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpError } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NETWORK_ERROR_MESSAGE, toValidationErrorBody } from '../dataProvider/httpClient';
import { storyAdmin } from '../stories/fixtures';
import { StoryWrapper } from '../stories/StoryWrapper';
import type { Credentials, User } from '../types';

const meta = {
  title: 'Auth/Login',
  component: StoryWrapper,
  args: { path: '/auth/login' },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = async (canvasElement: HTMLElement, password = 'secret') => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), 'carla@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
};

const neverAnswers = () => new Promise<User>(() => undefined);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Get Started' })).toBeEnabled();
    await expect(
      canvas.getByRole('link', { name: "Don't have an account? Register" }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Submitting: Story = {
  args: { auth: { login: neverAnswers } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    const overlay = await within(canvasElement).findByRole('status');
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveTextContent('Loading...');
    await expect(within(canvasElement).getByRole('button', { name: 'Get Started' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    auth: {
      login: async () => {
        throw new HttpError('These credentials do not match our records.', 422, {
          message: 'These credentials do not match our records.',
        });
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvasElement, 'wrong');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('These credentials do not match our records.');
    await expect(canvas.queryByRole('status')).toBeNull();
    // Any change of an input clears the error line.
    await userEvent.type(canvas.getByLabelText('Password'), 'x');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const NetworkError: Story = {
  args: {
    auth: {
      login: async () => {
        throw new HttpError(NETWORK_ERROR_MESSAGE, 0, { message: NETWORK_ERROR_MESSAGE });
      },
    },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Error Network, try again...');
  },
};

export const SignsInToThePortal: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    const name = await within(canvasElement).findByTestId(
      'sidebar-user-name',
      {},
      { timeout: 5000 },
    );
    await waitFor(() => expect(name).toHaveTextContent('SHOP ADMIN'));
  },
};

const codeRefusal = (message: string) =>
  new HttpError(
    message,
    422,
    toValidationErrorBody({ message, errors: { otp: [message] } }, message),
  );

/** An admin with two-factor sign-in: the password alone is answered 422 on `otp`. */
const twoFactorLogin = async ({ otp }: Credentials): Promise<User> => {
  if (otp === undefined) throw codeRefusal('Enter the 6-digit code from your authenticator app.');
  if (otp !== '123456') throw codeRefusal('The code is not valid.');
  return storyAdmin;
};

export const AsksForTheAuthenticationCode: Story = {
  args: { auth: { login: twoFactorLogin } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Authentication code')).toBeNull();
    await signIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Enter the 6-digit code from your authenticator app.',
    );
    const code = canvas.getByLabelText('Authentication code');
    await expect(code).toHaveFocus();
    await userEvent.type(code, '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The code is not valid.');
    // The email and password stay; a right code signs in.
    await expect(canvas.getByLabelText('Email')).toHaveValue('carla@example.com');
    await userEvent.clear(canvas.getByLabelText('Authentication code'));
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    const name = await canvas.findByTestId('sidebar-user-name', {}, { timeout: 5000 });
    await waitFor(() => expect(name).toHaveTextContent('SHOP ADMIN'));
  },
};

export const OffersForgotPasswordWhenMailIsOn: Story = {
  args: { auth: { mail: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Forgot your password?' }, { timeout: 5000 }),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Forgot your password' }),
    ).toBeVisible();
  },
};
