import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpError } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toValidationErrorBody } from '../dataProvider/httpClient';
import { StoryWrapper } from '../stories/StoryWrapper';

const meta = {
  title: 'Auth/Forgot password',
  component: StoryWrapper,
  args: { path: '/auth/forgot', auth: { mail: true } },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const ask = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
};

const sentTo: string[] = [];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Forgot your password' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Sent: Story = {
  args: {
    auth: {
      mail: true,
      forgotPassword: async (email) => {
        sentTo.push(email);
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, ' carla@example.com ');
    const sent = await canvas.findByRole('status');
    await expect(sent).toHaveTextContent(
      'If an account uses carla@example.com, a link to choose a new password is on its way.',
    );
    await expect(sentTo.at(-1)).toBe('carla@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send another link' }));
    await expect(await canvas.findByLabelText('Email')).toBeVisible();
  },
};

const refusal = (status: number, message: string, errors?: Record<string, string[]>) =>
  new HttpError(
    message,
    status,
    errors ? toValidationErrorBody({ message, errors }, message) : { message },
  );

export const TooManyRequests: Story = {
  args: {
    auth: {
      mail: true,
      forgotPassword: async () => {
        throw refusal(429, 'Too many password reset requests. Please try again in 3540 seconds.');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, 'carla@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many password reset requests. Please try again in 3540 seconds.',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Email'), 'x');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const InvalidEmail: Story = {
  args: {
    auth: {
      mail: true,
      forgotPassword: async () => {
        const message = 'The email field must be a valid email address.';
        throw refusal(422, message, { email: [message] });
      },
    },
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'carla');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The email field must be a valid email address.',
    );
  },
};
