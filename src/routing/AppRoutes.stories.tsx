import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyAdmin, storyCustomer } from '../stories/fixtures';
import { StoryWrapper } from '../stories/StoryWrapper';

const meta = {
  title: 'Routing/Route rules',
  component: StoryWrapper,
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageHeading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { name, level: 1 }, { timeout: 5000 });

export const SignedOutVisitorLogsInAndComesBack: Story = {
  args: { path: '/admin/admin-users' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Login')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(await pageHeading(canvasElement, 'Users')).toBeVisible();
  },
};

export const SignedInVisitorSkipsTheLogin: Story = {
  args: { path: '/auth/login', auth: { signedInAs: storyCustomer } },
  play: async ({ canvasElement }) => {
    // Lands on the order form, /admin/services.
    await expect(await pageHeading(canvasElement, 'Services')).toBeVisible();
  },
};

export const CustomerOpeningAnAdminScreen: Story = {
  args: { path: '/admin/admin-categories', auth: { signedInAs: storyCustomer } },
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement, 'Services')).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Categories' })).toBeNull();
  },
};

export const UnknownPathLeadsToTheDashboard: Story = {
  args: { path: '/no/such/page', auth: { signedInAs: storyAdmin } },
  play: async ({ canvasElement }) => {
    await expect(await pageHeading(canvasElement, 'Dashboard')).toBeVisible();
  },
};
