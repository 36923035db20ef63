import { type Static, Type } from '@sinclair/typebox';
import {
  MAX_BULK_REPLY_LINE_LENGTH,
  MAX_BULK_REPLY_LINES,
} from '../domain/orders/bulkReplyLines.js';
import { Id, Nullable } from './fields.js';

/** POST /admin_orders_bulk_reply: the pasted lines, what they are, and whether to only preview. */
export const BulkReplyBody = Type.Object({
  lines: Type.String({
    minLength: 1,
    // Every line at its longest with its line end: longer text cannot be within the limits.
    maxLength: MAX_BULK_REPLY_LINES * (MAX_BULK_REPLY_LINE_LENGTH + 2),
    description: `One \`IMEI<separator>code\` a line (separator: spaces, a tab, \`,\`, \`;\` or \`|\`); blank lines are ignored; at most ${MAX_BULK_REPLY_LINES} lines of ${MAX_BULK_REPLY_LINE_LENGTH} characters`,
  }),
  action: Type.Union([Type.Literal('answer'), Type.Literal('reject')], {
    description:
      '`answer`: the text after the IMEI is the code; `reject`: it is the reason (empty: "Not Found"), and the price is refunded',
  }),
  service_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'Only orders of this service (tells apart an IMEI pending in several services)',
    }),
  ),
  dry_run: Type.Optional(
    Type.Boolean({ description: 'Say what each line would do and change nothing' }),
  ),
  order_ids: Type.Optional(
    Type.Array(Id, {
      maxItems: MAX_BULK_REPLY_LINES,
      description:
        'The orders the preview showed answered or rejected: a line that now hits another order (its order was answered meanwhile and the IMEI sent again) is skipped as `not_pending`',
    }),
  ),
});
export type BulkReplyBody = Static<typeof BulkReplyBody>;

/** What became of one line. */
export const BulkReplyLineResult = Type.Object({
  line: Type.Integer({ minimum: 1, description: 'The line number in the pasted text' }),
  imei: Type.String(),
  code: Type.String({
    description:
      'The code (`answer`) or reason (`reject`) as the server took it from the line: what follows the IMEI and the separator, trimmed. Empty when nothing follows the IMEI (a rejection then gives the reason "Not Found", which the message quotes) and for a line too long to be taken apart',
  }),
  order_id: Nullable(Id),
  result: Type.Union(
    [
      Type.Literal('answered'),
      Type.Literal('rejected'),
      Type.Literal('not_pending'),
      Type.Literal('ambiguous'),
      Type.Literal('invalid'),
      Type.Literal('failed'),
    ],
    {
      description:
        '`answered`/`rejected`: the order (would be) answered; skipped: `not_pending` (no pending order has the IMEI, or it was answered meanwhile), `ambiguous` (pending in several orders), `invalid` (bad IMEI, no code, too long), `failed` (answering it failed: a database error; check the order, send the line again)',
    },
  ),
  message: Type.String(),
});
export type BulkReplyLineResult = Static<typeof BulkReplyLineResult>;

/** The reply's answer: how many orders were answered, rejected and lines skipped, line by line. */
export const BulkReplyAnswer = Type.Object({
  data: Type.Object({
    answered: Type.Integer({ minimum: 0 }),
    rejected: Type.Integer({ minimum: 0 }),
    skipped: Type.Integer({ minimum: 0 }),
    lines: Type.Array(BulkReplyLineResult),
  }),
});
export type BulkReplyAnswer = Static<typeof BulkReplyAnswer>;
