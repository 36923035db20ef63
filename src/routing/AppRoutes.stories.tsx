import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAdmin, storyCustomer } from '../stories/fixtures';
import { StoryWrapper } from '../stories/StoryWrapper';

const meta = {
  title: 'Routing/Route rules',
  component: StoryWrapper,
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the story's router is at the given path. */
const expectPath = (canvasElement: HTMLElement, path: string) =>
  waitFor(
    () => expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent(path),
    { timeout: 5000 },
  );

export const SignedOutVisitorLogsInAndComesBack: Story = {
  args: { path: '/admin/admin-users' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPath(canvasElement, '/auth/login');
    await userEvent.type(await canvas.findByLabelText('Email'), 'admin@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expectPath(canvasElement, '/admin/admin-users');
    await expect(
      await canvas.findByTestId('sidebar-user-name', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const SignedInVisitorSkipsTheLogin: Story = {
  args: { path: '/auth/login', auth: { signedInAs: storyCustomer } },
  play: async ({ canvasElement }) => {
    await expectPath(canvasElement, '/admin/services');
  },
};

export const CustomerOpeningAnAdminScreen: Story = {
  args: { path: '/admin/admin-categories', auth: { signedInAs: storyCustomer } },
  play: async ({ canvasElement }) => {
    await expectPath(canvasElement, '/admin/services');
  },
};

export const AdminOpeningAnAdminScreen: Story = {
  args: { path: '/admin/admin-user/7', auth: { signedInAs: storyAdmin } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByTestId('sidebar-user-name', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expectPath(canvasElement, '/admin/admin-user/7');
  },
};

export const UnknownPathLeadsToTheDashboard: Story = {
  args: { path: '/no/such/page', auth: { signedInAs: storyAdmin } },
  play: async ({ canvasElement }) => {
    await expectPath(canvasElement, '/admin/dashboard');
  },
};

export const BarePortalLeadsToTheDashboard: Story = {
  args: { path: '/admin', auth: { signedInAs: storyAdmin } },
  play: async ({ canvasElement }) => {
    await expectPath(canvasElement, '/admin/dashboard');
  },
};
