import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { BulkReplyOutcome, BulkReplyParams } from '../../dataProvider/bulkReply';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { BulkReplyDialog } from './BulkReplyDialog';

afterEach(cleanup);

const PREVIEW: BulkReplyOutcome = {
  answered: 1,
  rejected: 0,
  skipped: 1,
  lines: [
    {
      line: 1,
      imei: '356938035643809',
      code: 'CODE',
      order_id: 11,
      result: 'answered',
      message: 'will',
    },
    {
      line: 2,
      imei: '490154203237518',
      code: 'CODE',
      order_id: null,
      result: 'not_pending',
      message: 'none',
    },
  ],
};

/** A data provider that answers the preview with PREVIEW and the real send with `sent`. */
function portal(sent: BulkReplyOutcome) {
  const calls: BulkReplyParams[] = [];
  const dataProvider = {
    getList: async () => ({ data: [], total: 0 }),
    bulkReply: async (params: BulkReplyParams) => {
      calls.push(params);
      return params.dry_run ? PREVIEW : sent;
    },
  } as unknown as DataProvider;
  return { calls, dataProvider };
}

async function previewAndConfirm(dataProvider: DataProvider, onClose: () => void) {
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
      <BulkReplyDialog open onClose={onClose} />
    </AdminContext>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'Lines' }), {
    target: { value: '356938035643809 CODE\n490154203237518 CODE' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  await screen.findByText('1 to complete, 0 to reject and refund, 1 skipped');
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('the Bulk reply dialog’s Confirm', () => {
  it('sends the ids of the orders the preview showed, so no other order is answered', async () => {
    const { calls, dataProvider } = portal({ ...PREVIEW });
    let closed = false;
    await previewAndConfirm(dataProvider, () => {
      closed = true;
    });
    await waitFor(() => expect(closed).toBe(true));
    expect(calls.map((call) => [call.dry_run, call.order_ids])).toEqual([
      [true, undefined],
      [false, [11]],
    ]);
  });

  it('stays open with each line’s outcome when a line did not go as previewed', async () => {
    const failed = {
      line: 1,
      imei: '356938035643809',
      code: 'CODE',
      order_id: 11,
      result: 'failed',
      message: 'Order #11 could not be answered',
    } as const;
    const { dataProvider } = portal({
      answered: 0,
      rejected: 0,
      skipped: 2,
      lines: [failed, PREVIEW.lines[1] ?? failed],
    });
    let closed = false;
    await previewAndConfirm(dataProvider, () => {
      closed = true;
    });
    await screen.findByText('Order #11 could not be answered');
    expect(screen.getByText(/Some lines were not answered as previewed/)).toBeTruthy();
    // What was done, in the past tense (not the preview's "to complete").
    expect(screen.getByRole('status').textContent).toBe(
      '0 completed, 0 rejected and refunded, 2 skipped',
    );
    // Each line's code beside it, as the server's answer carries it.
    expect(screen.getAllByRole('cell', { name: 'CODE' })).toHaveLength(2);
    expect(closed).toBe(false);
  });

  it('previews again after a confirmation that did not go as previewed, and can confirm it', async () => {
    const { calls, dataProvider } = portal({ ...PREVIEW, answered: 0, skipped: 2 });
    await previewAndConfirm(dataProvider, () => {});
    await screen.findByText(/Some lines were not answered as previewed/);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('1 to complete, 0 to reject and refund, 1 skipped');
    expect(screen.queryByText(/Some lines were not answered as previewed/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', false),
    );
    expect(calls.map((call) => call.dry_run)).toEqual([true, false, true]);
  });
});
