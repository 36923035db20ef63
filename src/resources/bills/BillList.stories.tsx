import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAdmin } from '../../stories/fixtures';
import { onAPhone } from '../../stories/onAPhone';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { backOfficeTables, fixtureBills } from '../shared/backOfficeFixtures';
import {
  createBackOfficeProvider,
  failingLists,
  laravel422,
  storyDataProvider,
} from '../shared/storyData';
import {
  expectVisibleText,
  findCard,
  findCards,
  findDialog,
  findRow,
  listFailsToLoad,
  page,
} from '../shared/storyQueries';

const meta = {
  title: 'Admin/Bills',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-bills',
    auth: { signedInAs: storyAdmin },
    dataProvider: storyDataProvider(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const SPENT =
  "The customer's balance is $5.00, less than this top-up's $50.00: its credits were spent or taken off since. It cannot be canceled.";

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Bills', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    const success = await findRow(canvasElement, 'carla@example.com');
    for (const header of ['ID', 'User email', 'Amount', 'State', 'Date']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(success.getByText('$50.00')).toBeVisible();
    await expect(success.getByText('Success')).toBeVisible();
    await expect(success.getByText(/20 de noviembre de 2026/)).toBeVisible();
    const canceled = await findRow(canvasElement, '$20.00');
    await expect(canceled.getByText('Canceled')).toBeVisible();
    await expect(canceled.queryByRole('button', { name: 'Cancel top-up' })).toBeNull();
  },
};

export const OneUsersBills: Story = {
  args: { path: `/admin/admin-bills?filter=${encodeURIComponent('{"user_id":40}')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleText(canvas, 'Only the bills of customer40@example.com');
    await findRow(canvasElement, '$100.00');
    await expect(canvas.queryByText('carla@example.com')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all bills' }));
    await findRow(canvasElement, 'carla@example.com');
  },
};

/** The sidebar's Bills opens every bill, also after a user's Bills History (it kept their filter). */
export const SidebarOpensEveryBill: Story = {
  args: { path: `/admin/admin-bills?filter=${encodeURIComponent('{"user_id":40}')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleText(canvas, 'Only the bills of customer40@example.com');
    const location = canvas.getByTestId('story-location');
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(menu.getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(location).toHaveTextContent(/^\/admin\/admin-users/));
    const bills = menu
      .getAllByRole('link', { name: 'Bills' })
      .find((link) => link.getAttribute('href')?.endsWith('/admin-bills'));
    await userEvent.click(bills as HTMLElement);
    await findRow(canvasElement, 'carla@example.com');
    await expect(location).toHaveTextContent(/^\/admin\/admin-bills$/);
    await expect(canvas.queryByText('Only the bills of customer40@example.com')).toBeNull();
  },
};

export const CancelATopUp: Story = {
  args: { dataProvider: createBackOfficeProvider(backOfficeTables()) },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'carla@example.com');
    await userEvent.click(row.getByRole('button', { name: 'Cancel top-up' }));
    const dialog = await findDialog('Cancel top-up');
    await expectVisibleText(
      dialog,
      'Cancel bill #3 of carla@example.com for $50.00? The credits leave the balance.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel top-up' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expectVisibleText(await findRow(canvasElement, 'carla@example.com'), 'Canceled');
  },
};

/** The tables with bill #4: 5 credits an admin took off Carla (a chargeback). */
const withCreditsTakenOff = () => {
  const tables = backOfficeTables();
  tables['admin-bills'].unshift({
    ...fixtureBills[0],
    id: 4,
    amount: -5,
    created_at: '2026-11-21T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
  });
  return tables;
};

export const GiveCreditsTakenOffBack: Story = {
  args: { dataProvider: createBackOfficeProvider(withCreditsTakenOff()) },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, '-$5.00');
    await expect(row.getByText('Success')).toBeVisible();
    await expect(row.queryByRole('button', { name: 'Cancel top-up' })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: 'Give credits back' }));
    const dialog = await findDialog('Give credits back');
    await expectVisibleText(
      dialog,
      'Give back the $5.00 taken off carla@example.com in bill #4? The credits return to the balance.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Give credits back' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expectVisibleText(page(), 'The credits taken off were given back to the balance.');
    await expectVisibleText(await findRow(canvasElement, '-$5.00'), 'Canceled');
  },
};

export const CancelRefusedWhenSpent: Story = {
  args: {
    dataProvider: storyDataProvider({
      update: async () => {
        throw laravel422({ status: [SPENT] });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'carla@example.com');
    await userEvent.click(row.getByRole('button', { name: 'Cancel top-up' }));
    const dialog = await findDialog('Cancel top-up');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel top-up' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(SPENT);
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await expectVisibleText(await findRow(canvasElement, 'carla@example.com'), 'Success');
  },
};

export const ListLoadFails: Story = {
  args: { dataProvider: storyDataProvider(failingLists) },
  play: listFailsToLoad,
};

/** On a phone each bill is a card (amount, state, ID, user email, date), cancelled from there. */
export const OnAPhone: Story = {
  ...onAPhone,
  args: { dataProvider: createBackOfficeProvider(backOfficeTables()) },
  play: async ({ canvasElement }) => {
    const count = backOfficeTables()['admin-bills'].length;
    const bills = await findCards(canvasElement, 'Bills', count);
    await expect(bills.getAllByText('User email')).toHaveLength(count);
    const success = await findCard(canvasElement, 'carla@example.com');
    await expect(success.getByText('$50.00')).toBeVisible();
    await expect(success.getByText(/20 de noviembre de 2026/)).toBeVisible();
    await expect((await findCard(canvasElement, '$20.00')).getByText('Canceled')).toBeVisible();
    await userEvent.click(success.getByRole('button', { name: 'Cancel top-up' }));
    const dialog = await findDialog('Cancel top-up');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel top-up' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expectVisibleText(await findCard(canvasElement, 'carla@example.com'), 'Canceled');
  },
};
