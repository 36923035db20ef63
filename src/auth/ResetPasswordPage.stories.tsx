import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpError } from 'react-admin';
import { expect, userEvent, within } from 'storybook/test';
import { toValidationErrorBody } from '../dataProvider/httpClient';
import { StoryWrapper } from '../stories/StoryWrapper';
import type { PasswordResetPayload } from '../types';

const meta = {
  title: 'Auth/Reset password',
  component: StoryWrapper,
  args: { path: '/auth/reset?token=mailed-token-123' },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, password: string, confirmation = password) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('New password'), password);
  await userEvent.type(canvas.getByLabelText('Confirm the new password'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Set the new password' }));
};

const invalid = (errors: Record<string, string[]>) => {
  const message = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new HttpError(message, 422, toValidationErrorBody({ message, errors }, message));
};

const sent: PasswordResetPayload[] = [];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Confirm the new password')).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Done: Story = {
  args: {
    auth: {
      resetPassword: async (payload) => {
        sent.push(payload);
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'brand-new-pass');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your password was changed. Sign in with the new one.',
    );
    await expect(sent.at(-1)).toEqual({
      token: 'mailed-token-123',
      password: 'brand-new-pass',
      c_password: 'brand-new-pass',
    });
    await userEvent.click(canvas.getByRole('link', { name: 'Go to Login' }));
    await expect(await canvas.findByRole('heading', { name: 'Login' })).toBeVisible();
  },
};

export const PasswordRefused: Story = {
  args: {
    auth: {
      resetPassword: async () => {
        throw invalid({
          password: ['The password field must be at least 8 characters.'],
          c_password: ['The password confirmation does not match.'],
        });
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'short', 'other');
    await expect(
      await canvas.findByText('The password field must be at least 8 characters.'),
    ).toBeVisible();
    await expect(canvas.getByText('The password confirmation does not match.')).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    // The form stays: the link still works with a better password.
    await expect(canvas.getByRole('button', { name: 'Set the new password' })).toBeEnabled();
  },
};

export const InvalidOrExpiredLink: Story = {
  args: {
    auth: {
      resetPassword: async () => {
        throw invalid({
          token: ['This password reset link is invalid or has expired. Ask for a new one.'],
        });
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'brand-new-pass');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired: a link works once, within 60 minutes of being sent.',
    );
    await expect(canvas.queryByLabelText('New password')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Ask for a new link' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Forgot your password' }),
    ).toBeVisible();
  },
};

export const WithoutToken: Story = {
  args: { path: '/auth/reset' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired',
    );
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot',
    );
  },
};

export const InSpanish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /English/i }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Español' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Elija una contraseña nueva' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Contraseña nueva')).toBeVisible();
  },
};
