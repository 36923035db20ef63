import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeLiveSource } from '../stories/fakeLiveSource';
import { storyAdmin, storyCustomer } from '../stories/fixtures';
import { StoryWrapper } from '../stories/StoryWrapper';

const meta = {
  title: 'Layout/Portal',
  component: StoryWrapper,
  args: { path: '/admin/user-profile' },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const adminEntries = ['Categories', 'Users', 'Pending Orders', 'Order History'];

/** The story's canvas once the sidebar shows the signed-in user's name. */
const sidebarOf = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const name = await canvas.findByTestId('sidebar-user-name', {}, { timeout: 5000 });
  await waitFor(() => expect(name.textContent).not.toBe(''));
  return canvas;
};

export const AsAdmin: Story = {
  args: { auth: { signedInAs: storyAdmin } },
  play: async ({ canvasElement }) => {
    const canvas = await sidebarOf(canvasElement);
    await expect(canvas.getByTestId('sidebar-user-name')).toHaveTextContent('SHOP ADMIN');
    await expect(canvas.getByText('Unlock Portal')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Admin' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Orders Admin' })).toBeVisible();
    for (const entry of adminEntries) {
      await expect(canvas.getByRole('link', { name: entry })).toBeVisible();
    }
    // Services and Bills appear twice: in the Admin group and among the customer entries.
    await expect(canvas.getAllByRole('link', { name: 'Services' })).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: 'Bills' })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(canvas.getByTestId('percent-badge')).toHaveTextContent('86%');
    await expect(canvas.getByTestId('footer-credit')).toHaveTextContent(
      String(new Date().getFullYear()),
    );

    // The groups collapse, with the mouse or with the keyboard (their button is in the tab order).
    const adminGroup = canvas.getByRole('button', { name: 'Admin' });
    await expect(adminGroup).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(adminGroup);
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Categories' })).toBeNull());
    await expect(adminGroup).toHaveAttribute('aria-expanded', 'false');
    canvas.getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.tab();
    await expect(adminGroup).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('link', { name: 'Categories' })).toBeVisible();
    await expect(adminGroup).toHaveAttribute('aria-expanded', 'true');

    // A link followed takes the focus to the new screen's heading: a screen reader says where
    // it is, and Tab goes on from the top of that screen.
    await userEvent.click(canvas.getByRole('link', { name: 'Categories' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Categories' })).toHaveFocus(),
    );
  },
};

export const AsCustomer: Story = {
  args: { auth: { signedInAs: storyCustomer } },
  play: async ({ canvasElement }) => {
    const canvas = await sidebarOf(canvasElement);
    await expect(canvas.getByTestId('sidebar-user-name')).toHaveTextContent('CARLA GÓMEZ');
    await expect(canvas.getByRole('link', { name: 'My Profile' })).toBeVisible();
    for (const entry of ['Services', 'Orders', 'Bills']) {
      await expect(canvas.getByRole('link', { name: entry })).toBeVisible();
    }
    // No admin link (a name with a pending count too), and no admin group.
    for (const hidden of ['Dashboard', ...adminEntries]) {
      await expect(canvas.queryByRole('link', { name: new RegExp(hidden) })).toBeNull();
    }
    for (const group of ['Admin', 'Orders Admin']) {
      await expect(canvas.queryByRole('button', { name: group })).toBeNull();
    }
    await expect(canvas.getByTestId('percent-badge')).toHaveTextContent('86%');
  },
};

export const MinimizedSidebar: Story = {
  args: { auth: { signedInAs: storyAdmin } },
  play: async ({ canvasElement }) => {
    const canvas = await sidebarOf(canvasElement);
    const toggles = canvas.getAllByRole('button', { name: 'Close menu' });
    await userEvent.click(toggles[toggles.length - 1]);
    await waitFor(() => expect(canvas.queryByTestId('sidebar-user-name')).toBeNull());
    await expect(canvas.getAllByRole('button', { name: 'Open menu' }).length).toBeGreaterThan(0);
    // Entries and groups keep their names as icons; the badge still reads 86%.
    await expect(canvas.getByRole('button', { name: 'Admin' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getByTestId('percent-badge')).toHaveTextContent('86%');
  },
};

export const SwitchesToSpanish: Story = {
  args: { auth: { signedInAs: storyAdmin } },
  play: async ({ canvasElement }) => {
    const canvas = await sidebarOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /English/i }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Español' }));
    await expect(await canvas.findByRole('link', { name: 'Mi Perfil' })).toBeVisible();
    await expect(await canvas.findByText('CRÉDITOS: $0.00', {}, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * A language chosen with the keyboard leaves the focus on the language button: react-admin
 * mounts the app anew for the new language, which had dropped it to the page's body.
 */
export const ChoosesALanguageWithTheKeyboard: Story = {
  args: { auth: { signedInAs: storyCustomer } },
  play: async ({ canvasElement }) => {
    const canvas = await sidebarOf(canvasElement);
    canvas.getByRole('button', { name: /English/i }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByRole('link', { name: 'Mi Perfil' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Español/ })).toHaveFocus());
  },
};

export const SignsOut: Story = {
  args: { auth: { signedInAs: storyAdmin } },
  play: async ({ canvasElement }) => {
    const canvas = await sidebarOf(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /profile/i }, { timeout: 5000 }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Login' })).toBeVisible();
  },
};

const adminDesk = createFakeLiveSource(12);

/** The pending count on Pending Orders follows the live stream: it drops as orders are answered. */
export const PendingOrdersBadge: Story = {
  args: { auth: { signedInAs: storyAdmin }, live: adminDesk },
  play: async ({ canvasElement }) => {
    adminDesk.emit({ type: 'pending', count: 12 });
    const canvas = await sidebarOf(canvasElement);
    const pending = canvas.getByRole('link', { name: /Pending Orders/ });
    await expect(within(pending).getByTestId('pending-count')).toHaveTextContent('12');
    await expect(pending).toHaveAccessibleName('12 Pending Orders');
    adminDesk.emit({ type: 'pending', count: 9 });
    await waitFor(() =>
      expect(within(pending).getByTestId('pending-count')).toHaveTextContent('9'),
    );
    // No badge on the other entries, and none once nothing waits.
    await expect(canvas.getAllByTestId('pending-count')).toHaveLength(1);
    adminDesk.emit({ type: 'pending', count: 0 });
    await waitFor(() => expect(canvas.queryByTestId('pending-count')).toBeNull());
    await expect(pending).toHaveAccessibleName('Pending Orders');
  },
};

const busyDesk = createFakeLiveSource(1500);

/** A long queue: the badge stops at 999+. */
export const PendingOrdersBadgeOverflow: Story = {
  args: { auth: { signedInAs: storyAdmin }, live: busyDesk },
  play: async ({ canvasElement }) => {
    const canvas = await sidebarOf(canvasElement);
    await expect(canvas.getByTestId('pending-count')).toHaveTextContent('999+');
  },
};

const closing = createFakeLiveSource(3);

/** Signing out leaves the portal's layout: the live stream has no listener left (it closes). */
export const SignsOutAndStopsListening: Story = {
  args: { auth: { signedInAs: storyAdmin }, live: closing },
  play: async ({ canvasElement }) => {
    const canvas = await sidebarOf(canvasElement);
    await waitFor(() => expect(closing.listeners()).toBeGreaterThan(0));
    await userEvent.click(
      await canvas.findByRole('button', { name: /profile/i }, { timeout: 5000 }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Login' })).toBeVisible();
    await waitFor(() => expect(closing.listeners()).toBe(0));
  },
};
