import type { BulkReplyAnswer, BulkReplyBody } from '@schemas/bulkReply';
import { httpClient } from './httpClient';

/** A bulk reply: the pasted lines, `answer` or `reject`, the service, and whether to only preview. */
export type BulkReplyParams = BulkReplyBody;

/** What the reply did (or, with `dry_run`, would do): the counts and each line's result. */
export type BulkReplyOutcome = BulkReplyAnswer['data'];

/**
 * One line of the outcome: its number, IMEI, the code (or reason) the server took from it, the
 * order it hit, the result and why.
 */
export type BulkReplyLineOutcome = BulkReplyOutcome['lines'][number];

/** POST /admin_orders_bulk_reply: many pending orders answered from pasted lines. */
export const bulkReply = async (params: BulkReplyParams): Promise<BulkReplyOutcome> => {
  const { json } = await httpClient<BulkReplyAnswer>('/admin_orders_bulk_reply', {
    method: 'POST',
    body: params,
  });
  return json.data;
};
