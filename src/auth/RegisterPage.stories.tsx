import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpError } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toValidationErrorBody } from '../dataProvider/httpClient';
import { StoryWrapper } from '../stories/StoryWrapper';

const meta = {
  title: 'Auth/Register',
  component: StoryWrapper,
  args: { path: '/auth/register' },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reply of a Laravel back end to a registration with an empty name and a taken email. */
const refusal = {
  message: 'The name field is required. (and 2 more errors)',
  errors: {
    name: ['The name field is required.'],
    email: ['The email has already been taken.'],
    c_password: [
      'The password confirmation and password must match.',
      'The password confirmation must be 8 characters.',
    ],
  },
};

const fillForm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Name'), 'Carla');
  await userEvent.type(canvas.getByLabelText('Email'), 'carla@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'secret123');
  await userEvent.type(canvas.getByLabelText('Confirm Password'), 'other');
  await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Register' })).toBeVisible();
    for (const label of ['Name', 'Email', 'Password', 'Confirm Password']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('button', { name: 'Get Started' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ServerErrors: Story = {
  args: {
    auth: {
      register: async () => {
        throw new HttpError(refusal.message, 422, toValidationErrorBody(refusal, refusal.message));
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(refusal.message);

    const name = canvas.getByLabelText('Name');
    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    const confirmation = canvas.getByLabelText('Confirm Password');
    // Each field's first message becomes its placeholder, highlighted, in a field emptied for it;
    // a field the server took keeps what was typed; a long message shows whole on hover.
    await expect(name).toHaveAttribute('placeholder', 'The name field is required.');
    await expect(email).toHaveAttribute('placeholder', 'The email has already been taken.');
    await expect(confirmation).toHaveAttribute(
      'placeholder',
      'The password confirmation and password must match.',
    );
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'false');
    for (const input of [name, email, confirmation]) {
      await expect(input).toHaveValue('');
    }
    await expect(password).not.toHaveValue('');
    await expect(email).toHaveAttribute('title', 'The email has already been taken.');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const NetworkError: Story = {
  args: {
    auth: {
      register: async () => {
        throw new HttpError('Error Network, try again...', 0, {});
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error Network...',
    );
    // Nothing was refused: everything typed is kept for the next try.
    await expect(within(canvasElement).getByLabelText('Email')).not.toHaveValue('');
  },
};

export const SignsUpIntoThePortal: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    const name = await within(canvasElement).findByTestId(
      'sidebar-user-name',
      {},
      { timeout: 5000 },
    );
    await waitFor(() => expect(name).toHaveTextContent('CARLA'));
    // A new customer lands on the order form and sees no admin group.
    await expect(within(canvasElement).queryByRole('button', { name: 'Admin' })).toBeNull();
  },
};
