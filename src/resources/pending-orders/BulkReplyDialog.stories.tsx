import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpError } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeBulkReply } from '../../order-parts/bulkReplyStoryData';
import { orderStoryDataProvider, storyOrders } from '../../order-parts/orderStoryData';
import { storyAdmin } from '../../stories/fixtures';
import { StoryWrapper } from '../../stories/StoryWrapper';

const meta = {
  title: 'Admin/Pending orders/Bulk reply',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-orders',
    auth: { signedInAs: storyAdmin },
    dataProvider: orderStoryDataProvider(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pending orders of the stories (oldest first). */
const FIRST = '356938035643809';
const SECOND = '490154203237518';
const THIRD = '352099001761481';

/** Opens the dialog from the queue (once the queue has loaded) and pastes `lines`. */
const openAndPaste = async (canvasElement: HTMLElement, lines: string) => {
  await within(canvasElement).findAllByText(FIRST, {}, { timeout: 5000 });
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bulk reply' }));
  const dialog = await within(document.body).findByRole('dialog', { name: 'Bulk reply' });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
  const box = within(dialog).getByRole('textbox', { name: 'Lines' });
  await userEvent.click(box);
  await userEvent.paste(lines);
  return within(dialog);
};

/** The preview table's rows as [line, IMEI, code (when completing), order #, result, message]. */
const previewRows = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('table', { name: 'Preview' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** The IMEIs of the queue; `hidden` reads it behind the open dialog too. */
const queueImeis = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => within(row).getAllByRole('cell', { hidden: true })[1]?.textContent);

/** Two orders completed and the dialog closed: how a confirmation that went as previewed ends. */
const twoCompletedAndClosed = async () => {
  await waitFor(
    () =>
      expect(
        within(document.body).getByText('Bulk reply: 2 completed, 0 rejected, 0 skipped.'),
      ).toBeVisible(),
    { timeout: 3000 },
  );
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
};

export const PreviewWithSkippedLines: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const dialog = await openAndPaste(
      canvasElement,
      [
        `${FIRST} NCK-1111`,
        '',
        `${SECOND}|NCK-2222`,
        '12345 NCK-3333',
        '356938035643817, NCK-4444',
        THIRD,
      ].join('\n'),
    );
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      '2 to complete, 0 to reject and refund, 3 skipped',
    );
    await expect(
      dialog.getByText(
        'Preview: nothing has been sent yet. Confirm answers the lines that hit an order.',
      ),
    ).toBeVisible();
    await expect(previewRows(dialog)).toEqual([
      [
        '1',
        FIRST,
        'NCK-1111',
        '1',
        'Complete',
        'Order #1 (iPhone Clean Unlock, Carla Gómez) will be completed with this code.',
      ],
      [
        '3',
        SECOND,
        'NCK-2222',
        '2',
        'Complete',
        'Order #2 (Samsung Network Unlock, Carla Gómez) will be completed with this code.',
      ],
      [
        '4',
        '12345',
        'NCK-3333',
        '',
        'Invalid',
        'Not an IMEI: an IMEI has exactly 15 digits, this one has 5.',
      ],
      ['5', '356938035643817', 'NCK-4444', '', 'Not pending', 'No pending order has this IMEI.'],
      ['6', THIRD, '', '', 'Invalid', 'There is no code after the IMEI.'],
    ]);
    await expect(confirm).toBeEnabled();
    // A preview changes nothing: the queue still holds the three orders.
    await expect(queueImeis(canvasElement)).toEqual([FIRST, SECOND, THIRD]);
  },
};

export const ConfirmSendsThePreviewedLines: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const dialog = await openAndPaste(canvasElement, `${FIRST} NCK-1111\n${THIRD}\tNCK-3333`);
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      '2 to complete, 0 to reject and refund, 0 skipped',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await twoCompletedAndClosed();
    await waitFor(() => expect(queueImeis(canvasElement)).toEqual([SECOND]));
  },
};

export const RejectWithReasons: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const dialog = await openAndPaste(canvasElement, `${FIRST}; Blacklisted\n${SECOND}`);
    await userEvent.click(dialog.getByRole('radio', { name: /the reason: reject and refund/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      '0 to complete, 2 to reject and refund, 0 skipped',
    );
    await expect(previewRows(dialog).map((row) => row[4])).toEqual([
      'Order #1 (iPhone Clean Unlock, Carla Gómez) will be rejected ("Blacklisted").',
      'Order #2 (Samsung Network Unlock, Carla Gómez) will be rejected ("Not Found").',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(
      () =>
        expect(
          within(document.body).getByText('Bulk reply: 0 completed, 2 rejected, 0 skipped.'),
        ).toBeVisible(),
      { timeout: 3000 },
    );
    await waitFor(() => expect(queueImeis(canvasElement)).toEqual([THIRD]));
  },
};

/** The first IMEI is pending twice: in the iPhone service and in the Samsung one. */
const twiceOrdered = () => {
  const orders = storyOrders();
  const first = orders[0];
  if (first) {
    orders.push({ ...first, id: 7, service: { id: 12, name: 'Samsung Network Unlock' } });
  }
  return orders;
};

export const AmbiguousUntilTheServiceIsChosen: Story = {
  args: { dataProvider: orderStoryDataProvider({ orders: twiceOrdered() }) },
  play: async ({ canvasElement }) => {
    const dialog = await openAndPaste(canvasElement, `${FIRST} NCK-1111`);
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      '0 to complete, 0 to reject and refund, 1 skipped',
    );
    await expect(previewRows(dialog)).toEqual([
      [
        '1',
        FIRST,
        'NCK-1111',
        '',
        'Ambiguous',
        'The IMEI is pending in 2 orders (#1 iPhone Clean Unlock, #7 Samsung Network Unlock): choose the service to say which.',
      ],
    ]);
    await expect(
      dialog.getByText('No line hits a pending order: there is nothing to confirm.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    // Choosing the service drops the preview; the next one hits the Samsung order.
    await userEvent.click(dialog.getByRole('combobox', { name: 'Service' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Samsung Network Unlock' }),
    );
    await waitFor(() => expect(dialog.queryByRole('status')).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(previewRows(dialog)[0]?.slice(3, 5)).toEqual(['7', 'Complete']));
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** A story server whose replies (not their preview) wait until the play lets them through. */
const heldReplies = () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const orders = storyOrders();
  const reply = fakeBulkReply(orders);
  const dataProvider = orderStoryDataProvider({
    orders,
    bulkReply: async (params) => {
      if (params.dry_run !== true) await released;
      return reply(params);
    },
  });
  return { dataProvider, release: () => release() };
};
const whileSending = heldReplies();

export const NothingChangesWhileTheRepliesAreSent: Story = {
  args: { dataProvider: whileSending.dataProvider },
  play: async ({ canvasElement }) => {
    const dialog = await openAndPaste(canvasElement, `${FIRST} NCK-1111`);
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      '1 to complete, 0 to reject and refund, 0 skipped',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    // The request sent is the one previewed: its lines, action and service are held as they are.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Lines' })).toBeDisabled());
    await expect(dialog.getByRole('radio', { name: /reject and refund/ })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Service' })).toBeDisabled();
    whileSending.release();
    await waitFor(
      () =>
        expect(
          within(document.body).getByText('Bulk reply: 1 completed, 0 rejected, 0 skipped.'),
        ).toBeVisible(),
      { timeout: 3000 },
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** A story server that counts the previews and the real replies, each answered a moment later. */
const countedReplies = () => {
  const sent = { previews: 0, replies: 0 };
  const orders = storyOrders();
  const reply = fakeBulkReply(orders);
  const dataProvider = orderStoryDataProvider({
    orders,
    bulkReply: async (params) => {
      if (params.dry_run === true) sent.previews += 1;
      else sent.replies += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return reply(params);
    },
  });
  return { dataProvider, sent };
};
const doubleClicked = countedReplies();

/**
 * Two clicks in a row (a double click) on Preview, then on Confirm: each request goes once. The
 * second real reply would answer "Not pending" for every line and hide that the first did the work.
 */
export const ADoubleClickSendsOnce: Story = {
  args: { dataProvider: doubleClicked.dataProvider },
  play: async ({ canvasElement }) => {
    const dialog = await openAndPaste(canvasElement, `${FIRST} NCK-1111\n${THIRD}\tNCK-3333`);
    const previewButton = dialog.getByRole('button', { name: 'Preview' });
    // Both clicks land before React renders the first one's pending state.
    previewButton.click();
    previewButton.click();
    await waitFor(() => expect(previewButton).toBeDisabled());
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      '2 to complete, 0 to reject and refund, 0 skipped',
    );
    await expect(doubleClicked.sent.previews).toBe(1);
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    confirm.click();
    confirm.click();
    await waitFor(() => expect(confirm).toBeDisabled());
    await expect(previewButton).toBeDisabled();
    await twoCompletedAndClosed();
    await expect(doubleClicked.sent.replies).toBe(1);
    await waitFor(() => expect(queueImeis(canvasElement)).toEqual([SECOND]));
  },
};

export const TheServerRefusesTheLines: Story = {
  args: {
    dataProvider: orderStoryDataProvider({
      bulkReply: async () => {
        const message = 'At most 1000 lines can be answered at once; these are 1001.';
        throw new HttpError(message, 422, { message, errors: { lines: [message] } });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAndPaste(canvasElement, `${FIRST} NCK-1111`);
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The lines were not sent: At most 1000 lines can be answered at once; these are 1001.',
    );
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** Pasted lines are not thrown away by a click beside the dialog or Escape: Close closes it. */
export const PastedLinesSurviveAStrayClick: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const dialog = await openAndPaste(canvasElement, `${FIRST} CODE-1`);
    await userEvent.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (backdrop) await userEvent.click(backdrop);
    await expect(within(document.body).getByRole('dialog', { name: 'Bulk reply' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Lines' })).toHaveValue(`${FIRST} CODE-1`);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog', { name: 'Bulk reply' })).toBeNull(),
    );
  },
};
