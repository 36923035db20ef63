import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyServicesWithFields } from '../../customer/services/catalogueStoryData';
import type { Order } from '../../order-parts/order';
import { orderStoryDataProvider, storyOrders } from '../../order-parts/orderStoryData';
import { storyAdmin } from '../../stories/fixtures';
import { onAPhone } from '../../stories/onAPhone';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { findCard, findCards } from '../shared/storyQueries';

const meta = {
  title: 'Admin/Pending orders',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-orders',
    auth: { signedInAs: storyAdmin },
    dataProvider: orderStoryDataProvider(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, imei: string) => {
  const cell = await within(canvasElement).findByText(imei, {}, { timeout: 5000 });
  return within(cell.closest('tr') as HTMLElement);
};

const body = () => within(document.body);

/** A modal once it has finished appearing. */
const openedDialog = async (name: string) => {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
  return within(dialog);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Pending Orders', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    const headers = (await canvas.findAllByRole('columnheader')).map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Service',
      'IMEI',
      'Carrier response',
      'Model check',
      'Checked',
      'Forwarding',
      'Actions',
    ]);
    // Oldest first, pending only.
    const imeis = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    await expect(imeis).toEqual(['356938035643809', '490154203237518', '352099001761481']);
    const first = await rowOf(canvasElement, '356938035643809');
    await expect(first.getByText('Clean - AT&T')).toBeVisible();
    await expect(first.getByText('iPhone 13')).toBeVisible();
    const unchecked = first.getByText('Unchecked').closest('.MuiChip-root');
    await expect(unchecked?.className).toMatch(/colorError/);
    const phase = (await rowOf(canvasElement, '490154203237518'))
      .getByText('Checked')
      .closest('.MuiChip-root');
    await expect(phase?.className).toMatch(/colorWarning/);
    const otherPhase = (await rowOf(canvasElement, '352099001761481'))
      .getByText('Checked')
      .closest('.MuiChip-root');
    await expect(otherPhase?.className).toMatch(/colorSuccess/);
    await expect(first.getByRole('button', { name: 'Response' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expect(canvas.getByText('Refresh')).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

export const ClickCopiesTheImei: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByText('490154203237518', {}, { timeout: 5000 }),
    );
    await waitFor(() => expect(body().getByText('IMEI copied')).toBeVisible(), { timeout: 3000 });
  },
};

export const ResponseModal: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvasElement, '356938035643809');
    await userEvent.click(row.getByRole('button', { name: 'Response' }));
    const dialog = await openedDialog('Response');
    const send = dialog.getByRole('button', { name: 'Send Success' });
    await expect(send).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), 'NCK-1234-5678');
    await userEvent.click(send);
    await waitFor(() => expect(body().getByText('Order #1 completed.')).toBeVisible(), {
      timeout: 3000,
    });
    await waitFor(() => expect(canvas.queryByText('356938035643809')).toBeNull());
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(1 + 2));
    // The keyboard goes on with the order now in its place, not from the top of the page.
    const next = await rowOf(canvasElement, '490154203237518');
    const nextResponse = next.getByRole('button', { name: 'Response' });
    await waitFor(() => expect(nextResponse).toHaveFocus());
    await expect(nextResponse).toHaveAccessibleDescription('490154203237518');
  },
};

export const RejectModal: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvasElement, '490154203237518');
    await userEvent.click(row.getByRole('button', { name: 'Reject' }));
    const dialog = await openedDialog('Reject Order');
    await expect(
      dialog.getByText('Reject the order of 490154203237518 and give back $8.50?'),
    ).toBeVisible();
    await expect(dialog.getByText("Leave it empty to send 'Not Found'.")).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(
      () => expect(body().getByText('Order #2 rejected, the credits are back.')).toBeVisible(),
      { timeout: 3000 },
    );
    await waitFor(() => expect(canvas.queryByText('490154203237518')).toBeNull());
  },
};

export const UpdateFails: Story = {
  args: {
    dataProvider: orderStoryDataProvider({
      failAnswers: {
        status: 409,
        message: 'Order #1 was already completed; it is not pending any more.',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvasElement, '356938035643809');
    await userEvent.click(row.getByRole('button', { name: 'Response' }));
    const dialog = await openedDialog('Response');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), 'LATE');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Success' }));
    // The dialog stays open, the code as typed and the reason beneath it.
    await expect(
      await dialog.findByText(
        'The order was not changed: Order #1 was already completed; it is not pending any more.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue('LATE');
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The list has finished loading and still shows the orders.
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(canvas.getByText('356938035643809')).toBeVisible();
    await expect(canvas.getByText('Refresh')).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { dataProvider: orderStoryDataProvider({ orders: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders here.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const ForwardingAndFilter: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const byHand = await rowOf(canvasElement, '356938035643809');
    await expect(byHand.getByText('By hand')).toBeVisible();
    const placed = await rowOf(canvasElement, '490154203237518');
    await expect(placed.getByText('Placed at Upstream GSM')).toBeVisible();
    await expect(placed.getByText('Ref. R-5521')).toBeVisible();
    const held = await rowOf(canvasElement, '352099001761481');
    await expect(held.getByText('Held at Upstream GSM')).toBeVisible();
    await expect(held.getByText('Not enough credits')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Needs a person' }));
    await waitFor(() => expect(canvas.queryByText('356938035643809')).toBeNull());
    await expect(canvas.getByText('352099001761481')).toBeVisible();
    await expect(canvas.queryByText('490154203237518')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'By hand' }));
    await waitFor(() => expect(canvas.queryByText('352099001761481')).toBeNull());
    await expect(canvas.getByText('356938035643809')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(1 + 3));
  },
};

const LATE_NOTE =
  'Still waiting at Upstream GSM after 8 days (REFERENCEID R-5521): ask the supplier about it, or answer the order here';

export const LateAtSupplier: Story = {
  args: { dataProvider: orderStoryDataProvider({ placedOrderNote: LATE_NOTE }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const late = await rowOf(canvasElement, '490154203237518');
    await expect(late.getByText('Placed at Upstream GSM')).toBeVisible();
    await expect(late.getByText(LATE_NOTE)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Needs a person' }));
    await waitFor(() => expect(canvas.queryByText('356938035643809')).toBeNull());
    await expect(canvas.getByText('490154203237518')).toBeVisible();
    await expect(canvas.getByText('352099001761481')).toBeVisible();
  },
};

export const HeldOrderDetailRetries: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '352099001761481');
    await userEvent.click(row.getByRole('button', { name: 'Details' }));
    const dialog = await openedDialog('Order #3');
    const attempts = within(await dialog.findByRole('table', { name: 'Attempts' }));
    await expect(attempts.getByText('Upstream GSM')).toBeVisible();
    await expect(attempts.getByText('placeimeiorder')).toBeVisible();
    await expect(attempts.getByText('Refused')).toBeVisible();
    await expect(attempts.getByText('Not enough credits')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Retry now' }));
    await waitFor(
      () => expect(body().getByText('Order #3 queued for its supplier.')).toBeVisible(),
      { timeout: 3000 },
    );
    await expect(
      await (await rowOf(canvasElement, '352099001761481')).findByText('Queued for Upstream GSM'),
    ).toBeVisible();
  },
};

/** "Send to" offers the suppliers that route the order's service, not every supplier. */
export const HeldOrderSentToOneOfItsRoutes: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '352099001761481');
    await userEvent.click(row.getByRole('button', { name: 'Details' }));
    const dialog = await openedDialog('Order #3');
    await userEvent.click(await dialog.findByRole('combobox', { name: 'Send to' }));
    const options = await body().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Upstream GSM']);
    await userEvent.click(options[0] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(
      () => expect(body().getByText('Order #3 queued for its supplier.')).toBeVisible(),
      { timeout: 3000 },
    );
  },
};

export const PlacedOrderDetail: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '490154203237518');
    await userEvent.click(row.getByRole('button', { name: 'Details' }));
    const dialog = await openedDialog('Order #2');
    await expect(await dialog.findByText('Accepted')).toBeVisible();
    await expect(dialog.getByText('Order received · R-5521')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Retry now' })).toBeNull();
  },
};

const PRICE_NOTE =
  'Upstream GSM lists this service at 9.00, above the 8.00 the customer paid: retry it to place it anyway, or answer it here';

/** An order held before any call (its supplier's price above the order's) is not "by hand". */
export const HeldBeforeAnyCallDetail: Story = {
  args: { dataProvider: orderStoryDataProvider({ heldBeforeAnyCall: PRICE_NOTE }) },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '352099001761481');
    await expect(row.getByText(PRICE_NOTE)).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Details' }));
    const dialog = await openedDialog('Order #3');
    await expect(await dialog.findByText('No call to a supplier yet.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry now' })).toBeEnabled();
  },
};

/** An order of a service with custom fields: its values under the service, and in its detail. */
export const WithFieldValues: Story = {
  args: {
    dataProvider: orderStoryDataProvider({
      services: storyServicesWithFields(),
      orders: [
        ...storyOrders(),
        {
          ...(storyOrders()[0] as Order),
          id: 7,
          imei: '353456789012348',
          service_id: 13,
          service: { id: 13, name: 'Samsung FRP Removal (with serial)' },
          fields: { network: 'AT&T', serial: 'R58N12ABCDE' },
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '353456789012348');
    await expect(row.getByText('Samsung FRP Removal (with serial)')).toBeVisible();
    await waitFor(() =>
      expect(row.getByTestId('order-fields')).toHaveTextContent(
        'Network: AT&T · Serial number: R58N12ABCDE',
      ),
    );
    await expect(
      (await rowOf(canvasElement, '356938035643809')).queryByTestId('order-fields'),
    ).toBeNull();
    await userEvent.click(row.getByRole('button', { name: 'Details' }));
    const dialog = await openedDialog('Order #7');
    const fields = within(await dialog.findByRole('table', { name: 'Custom fields' }));
    await expect(fields.getByRole('rowheader', { name: 'Network' })).toBeVisible();
    await expect(fields.getByText('AT&T')).toBeVisible();
    await expect(fields.getByText('R58N12ABCDE')).toBeVisible();
  },
};

/**
 * On a phone each pending order is a card, its buttons in view without scrolling sideways: an
 * owner answers the queue from it, and the keyboard goes on with the next card's Response.
 */
export const OnAPhone: Story = {
  ...onAPhone,
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findCards(canvasElement, 'Pending Orders', 3);
    const first = await findCard(canvasElement, '356938035643809');
    await expect(first.getByText('Carrier response')).toBeVisible();
    await expect(first.getByText('Clean - AT&T')).toBeVisible();
    await expect(first.getByText('iPhone 13')).toBeVisible();
    await expect(first.getByText('Unchecked')).toBeVisible();
    await expect(first.getByText('Forwarding')).toBeVisible();
    const response = first.getByRole('button', { name: 'Response' });
    await expect(response).toHaveAccessibleDescription('356938035643809');
    await userEvent.click(response);
    const dialog = await openedDialog('Response');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), 'NCK-1234-5678');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Success' }));
    await waitFor(() => expect(body().getByText('Order #1 completed.')).toBeVisible(), {
      timeout: 3000,
    });
    await waitFor(() => expect(canvas.queryByText('356938035643809')).toBeNull());
    // Once the dialog has gone (the page behind it is hidden from assistive technology until then).
    await findCards(canvasElement, 'Pending Orders', 2);
    const next = await findCard(canvasElement, '490154203237518');
    const nextResponse = next.getByRole('button', { name: 'Response' });
    await waitFor(() => expect(nextResponse).toHaveFocus());
  },
};
