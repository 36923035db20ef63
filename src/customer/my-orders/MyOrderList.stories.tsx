import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Order } from '../../order-parts/order';
import { orderStoryDataProvider, storyOrders } from '../../order-parts/orderStoryData';
import { findCard, findCards, findDialog } from '../../resources/shared/storyQueries';
import { createFakeLiveSource } from '../../stories/fakeLiveSource';
import { storyCustomer } from '../../stories/fixtures';
import { onAPhone } from '../../stories/onAPhone';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { storyServicesWithFields } from '../services/catalogueStoryData';

const meta = {
  title: 'Customer/My orders',
  component: StoryWrapper,
  args: {
    path: '/admin/orders',
    auth: { signedInAs: storyCustomer },
    dataProvider: orderStoryDataProvider(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowWith = async (canvasElement: HTMLElement, text: string) => {
  const cell = await within(canvasElement).findByText(text, {}, { timeout: 5000 });
  return within(cell.closest('tr') as HTMLElement);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Orders', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    const headers = (await canvas.findAllByRole('columnheader')).map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Status',
      'Service',
      'Price',
      'Created date',
      'IMEI',
      'Code',
      'Time',
    ]);
    // Only this customer's orders (Luis Pérez's 3 and 6 are not here), newest first.
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 4);
    const completed = await rowWith(canvasElement, '••••••••9921');
    await expect(completed.getByText('Completed')).toBeVisible();
    await expect(completed.getByText('42 min')).toBeVisible();
    await expect(completed.getByText(/November 20, 2026/)).toBeVisible();
    const rejected = await rowWith(canvasElement, 'Blacklisted');
    await expect(rejected.getByText('Rejected')).toBeVisible();
    await expect(rejected.getByText('7 min')).toBeVisible();
  },
};

export const ClickRevealsAndCopies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const masked = await canvas.findByText('••••••••43809', {}, { timeout: 5000 });
    await expect(masked).toHaveAttribute('title', 'Click to show and copy');
    // Its name holds the characters it shows (WCAG 2.5.3), not the bullets.
    await expect(masked).toHaveAccessibleName('Ending in 43809: click to show and copy');
    await expect(canvas.queryByText('356938035643809')).toBeNull();
    await userEvent.click(masked);
    await expect(await canvas.findByText('356938035643809')).toBeVisible();
    await waitFor(() => expect(within(document.body).getByText('Copied')).toBeVisible(), {
      timeout: 3000,
    });
  },
};

export const FilterByStatus: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('combobox', { name: 'Status' }, { timeout: 5000 }),
    );
    const options = (await within(document.body).findAllByRole('option')).map(
      (option) => option.textContent,
    );
    await expect(options).toEqual(['All', 'Pending', 'Rejected', 'Success']);
    await userEvent.click(within(document.body).getByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByText('Blacklisted')).toBeVisible();
  },
};

export const FilterByServiceAndImei: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('combobox', { name: 'Service' }, { timeout: 5000 }),
    );
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Samsung Network Unlock' }),
    );
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByText('••••••••37518')).toBeVisible();
    // Emptied, the box shows every service's orders again.
    await userEvent.clear(canvas.getByRole('combobox', { name: 'Service' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(1 + 4), { timeout: 3000 });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search IMEI' }), '43809');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2), { timeout: 3000 });
    await expect(canvas.getByText('••••••••43809')).toBeVisible();
  },
};

/** 40 orders, 20 of them rejected: the Rejected filter still holds on page 2. */
const manyOrders = (): Order[] => {
  const base = storyOrders()[0] as Order;
  return Array.from({ length: 40 }, (_, i) => ({
    ...base,
    id: i + 1,
    imei: `3569380356${String(10000 + i)}`,
    status: i % 2 === 0 ? 3 : 1,
    code: i % 2 === 0 ? `Reason ${i + 1}` : null,
  }));
};

export const PagingKeepsTheFilter: Story = {
  args: { dataProvider: orderStoryDataProvider({ orders: manyOrders() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('combobox', { name: 'Status' }, { timeout: 5000 }),
    );
    await userEvent.click(within(document.body).getByRole('option', { name: 'Rejected' }));
    await expect(await canvas.findByText('1-15 of 20')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(await canvas.findByText('16-20 of 20')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(1 + 5));
    await expect(canvas.queryByText('Pending')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Rejected');
  },
};

export const Empty: Story = {
  args: { dataProvider: orderStoryDataProvider({ orders: [] }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No orders here.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const answeredElsewhere = storyOrders();
const customerStream = createFakeLiveSource();

/** An admin answers an order in another browser: the list shows the code without a reload. */
export const FollowsLiveEvents: Story = {
  args: {
    dataProvider: orderStoryDataProvider({ orders: answeredElsewhere }),
    live: customerStream,
  },
  play: async ({ canvasElement }) => {
    // The fake server's orders change as the real one's would: a new record for order 1.
    const index = answeredElsewhere.findIndex((order) => order.id === 1);
    const pending = answeredElsewhere[index] as Order;
    answeredElsewhere[index] = { ...pending, status: 1, code: null };
    const row = await rowWith(canvasElement, '••••••••43809');
    await expect(row.getByText('Pending')).toBeVisible();
    answeredElsewhere[index] = { ...pending, status: 4, code: 'LIVE-CODE-5150' };
    customerStream.emit({ type: 'order', order: { id: 1, status: 4, forwarding_state: null } });
    const rowNow = () =>
      within(within(canvasElement).getByText('••••••••43809').closest('tr') as HTMLElement);
    await waitFor(() => expect(rowNow().getByText('Completed')).toBeVisible(), { timeout: 3000 });
    await expect(rowNow().getByText('••••••••5150')).toBeVisible();
  },
};

/** Cancel on a pending order: confirmed, it comes back rejected "Cancelled by customer". */
export const CancelConfirm: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const row = await rowWith(canvasElement, '••••••••43809');
    await expect(row.getByText('Pending')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Cancel' }));
    const dialog = await findDialog('Cancel order');
    await expect(
      dialog.getByText(
        'Cancel the iPhone Clean Unlock order of ••••••••43809 and get $25.00 back?',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() =>
      expect(
        within(document.body).getByText('Order #1 cancelled, the credits are back.'),
      ).toBeVisible(),
    );
    const cancelled = await rowWith(canvasElement, 'Cancelled by customer');
    await expect(cancelled.getByText('Rejected')).toBeVisible();
    await expect(cancelled.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

/** Keep it: nothing is sent. */
export const CancelKeptOpen: Story = {
  args: { dataProvider: orderStoryDataProvider({ failCancel: 'must not be called' }) },
  play: async ({ canvasElement }) => {
    const row = await rowWith(canvasElement, '••••••••43809');
    await userEvent.click(row.getByRole('button', { name: 'Cancel' }));
    const dialog = await findDialog('Cancel order');
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(row.getByText('Pending')).toBeVisible();
  },
};

/** The server refuses (the order is with a supplier): its reason in a notification. */
export const CancelRefused: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const row = await rowWith(canvasElement, '••••••••37518');
    await userEvent.click(row.getByRole('button', { name: 'Cancel' }));
    const dialog = await findDialog('Cancel order');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() =>
      expect(
        within(document.body).getByText(
          'The order was not cancelled: The order is with a supplier and can no longer be cancelled.',
        ),
      ).toBeVisible(),
    );
    await expect(
      (await rowWith(canvasElement, '••••••••37518')).getByText('Pending'),
    ).toBeVisible();
  },
};

/** An order placed with custom field values shows them, labelled, under its service. */
export const WithFieldValues: Story = {
  args: {
    dataProvider: orderStoryDataProvider({
      services: storyServicesWithFields(),
      orders: [
        {
          ...(storyOrders()[0] as Order),
          service_id: 13,
          service: { id: 13, name: 'Samsung FRP Removal (with serial)' },
          fields: { serial: 'R58N12ABCDE', network: 'AT&T' },
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const row = await rowWith(canvasElement, '••••••••43809');
    await expect(row.getByTestId('order-fields')).toHaveTextContent(
      'Network: AT&T · Serial number: R58N12ABCDE',
    );
  },
};

/**
 * On a phone each order is a card with the table's fields under their labels, nothing to scroll
 * sideways; the masked values reveal and a pending order cancels there too.
 */
export const OnAPhone: Story = {
  ...onAPhone,
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    await findCards(canvasElement, 'Orders', 4);
    const completed = await findCard(canvasElement, '••••••••9921');
    await expect(completed.getByText('Completed')).toBeVisible();
    await expect(completed.getByText('Code')).toBeVisible();
    await expect(completed.getByText('IMEI')).toBeVisible();
    await expect(completed.getByText('42 min')).toBeVisible();
    await expect(completed.getByText(/November 20, 2026/)).toBeVisible();
    const rejected = await findCard(canvasElement, 'Blacklisted');
    await expect(rejected.getByText('Rejected')).toBeVisible();
    await userEvent.click(completed.getByText('••••••••9921'));
    await expect(await completed.findByText('UNLOCK-7734-9921')).toBeVisible();
    const pending = await findCard(canvasElement, '••••••••43809');
    await expect(pending.getByText('Pending')).toBeVisible();
    await expect(pending.queryByText('Code')).toBeNull();
    await userEvent.click(pending.getByRole('button', { name: 'Cancel' }));
    const dialog = await findDialog('Cancel order');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel the order' }));
    const cancelled = await findCard(canvasElement, 'Cancelled by customer');
    await expect(cancelled.getByText('Rejected')).toBeVisible();
    await expect(cancelled.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};
