import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { orders, services, users } from '../../db/schema.js';
import type { Actor } from '../audit/index.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.js';
import { answerOrder } from './answerOrder.js';
import {
  type BulkReplyLine,
  countBulkReplyLines,
  MAX_BULK_REPLY_LINES,
  parseBulkReplyLines,
} from './bulkReplyLines.js';
import {
  DEFAULT_REJECTION_REASON,
  ORDER_COMPLETED,
  ORDER_PENDING,
  ORDER_REJECTED,
} from './types.js';

/** `answer`: each line's text is the unlock code; `reject`: it is the reason (empty: 'Not Found'). */
export type BulkReplyAction = 'answer' | 'reject';

/**
 * What became of one line; every result but `answered` and `rejected` is a skipped line.
 * `failed`: answering its order failed for another reason than a conflict (a database error).
 */
export type BulkReplyResult =
  | 'answered'
  | 'rejected'
  | 'not_pending'
  | 'ambiguous'
  | 'invalid'
  | 'failed';

export interface BulkReplyInput {
  /** The pasted text: one `IMEI<separator>code` a line. */
  text: string;
  action: BulkReplyAction;
  /** Only orders of this service: tells apart an IMEI pending in several services. */
  serviceId?: number | undefined;
  /** Say what each line would do, change nothing. */
  dryRun: boolean;
  /**
   * The orders the admin's preview showed (answered or rejected): a line whose IMEI now hits
   * another order is skipped, so that what is confirmed is what was seen. Undefined: any.
   */
  previewed?: ReadonlySet<number> | undefined;
  /** A line's answer failed unexpectedly (it is reported as `failed`): for the log. */
  onError?: ((error: unknown, orderId: number) => void) | undefined;
  /** The admin answering, for the audit log. */
  actor: Actor;
}

export interface BulkReplyLineOutcome {
  line: number;
  imei: string;
  /**
   * The code (or reason) taken from the line (`BulkReplyLine.text`), so that a preview shows it
   * as the server read it; '' when nothing follows the IMEI or the line is too long.
   */
  code: string;
  /** The order the line hit (or would hit); null when it hit none. */
  orderId: number | null;
  result: BulkReplyResult;
  message: string;
}

export interface BulkReplyOutcome {
  answered: number;
  rejected: number;
  skipped: number;
  lines: BulkReplyLineOutcome[];
}

/**
 * How many orders of one reply are answered at the same time, each in its own transaction (a
 * few of the pool's connections; the rest stay free for other requests).
 */
const ANSWERS_AT_ONCE = 4;

/** A pending order as the reply sees it: enough to answer it and to say which it is. */
interface PendingOrder {
  id: number;
  imei: string;
  price: string;
  serviceName: string;
  userName: string;
}

/**
 * The pending orders of every IMEI of the batch, in one query (oldest first), grouped by IMEI.
 */
async function pendingOrdersByImei(
  db: Executor,
  imeis: string[],
  serviceId: number | undefined,
): Promise<Map<string, PendingOrder[]>> {
  const byImei = new Map<string, PendingOrder[]>();
  if (imeis.length === 0) return byImei;
  const conditions = [eq(orders.status, ORDER_PENDING), inArray(orders.imei, imeis)];
  if (serviceId !== undefined) conditions.push(eq(orders.serviceId, serviceId));
  const rows = await db
    .select({
      id: orders.id,
      imei: orders.imei,
      price: orders.price,
      serviceName: services.name,
      userName: users.name,
    })
    .from(orders)
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(...conditions))
    .orderBy(asc(orders.id));
  for (const row of rows) {
    const list = byImei.get(row.imei);
    if (list) list.push(row);
    else byImei.set(row.imei, [row]);
  }
  return byImei;
}

async function requireService(db: Executor, serviceId: number): Promise<void> {
  const [found] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1);
  if (!found) throw InvalidInputError.field('service_id', 'The selected service id is invalid.');
}

const described = (order: PendingOrder) =>
  `Order #${order.id} (${order.serviceName}, ${order.userName})`;

/** The sentence of an answered or rejected line, in the future for a dry run. */
function answerMessage(
  order: PendingOrder,
  action: BulkReplyAction,
  reason: string,
  dryRun: boolean,
): string {
  if (action === 'answer') {
    return dryRun
      ? `${described(order)} will be completed with this code.`
      : `${described(order)} completed.`;
  }
  return dryRun
    ? `${described(order)} will be rejected ("${reason}") and $${order.price} refunded.`
    : `${described(order)} rejected ("${reason}"), $${order.price} refunded.`;
}

type Decision =
  | { kind: 'skip'; outcome: BulkReplyLineOutcome }
  | { kind: 'answer'; order: PendingOrder };

/**
 * Which order a line answers, or why it answers none: a bad line, no pending order, several
 * pending orders, or an order an earlier line of the same reply already answers.
 */
function decide(
  parsed: BulkReplyLine,
  input: BulkReplyInput,
  pending: Map<string, PendingOrder[]>,
  claimedBy: Map<number, number>,
): Decision {
  const skip = (
    result: BulkReplyResult,
    message: string,
    orderId: number | null = null,
  ): Decision => ({
    kind: 'skip',
    outcome: { line: parsed.line, imei: parsed.imei, code: parsed.text, orderId, result, message },
  });
  if (parsed.problem) return skip('invalid', parsed.problem);
  if (input.action === 'answer' && parsed.text === '') {
    return skip('invalid', 'There is no code after the IMEI.');
  }
  const candidates = pending.get(parsed.imei) ?? [];
  const ofService = input.serviceId === undefined ? '' : ' of this service';
  const [order, ...others] = candidates;
  if (!order) return skip('not_pending', `No pending order${ofService} has this IMEI.`);
  if (others.length > 0) {
    const listed = candidates.map((c) => `#${c.id} ${c.serviceName}`).join(', ');
    return skip(
      'ambiguous',
      input.serviceId === undefined
        ? `The IMEI is pending in ${candidates.length} orders (${listed}): choose the service to say which.`
        : `The IMEI is pending in ${candidates.length} orders of this service (${listed}): answer them one at a time.`,
    );
  }
  if (input.previewed && !input.previewed.has(order.id)) {
    return skip(
      'not_pending',
      `Order #${order.id} was not in the preview: preview again to answer it.`,
      order.id,
    );
  }
  const earlier = claimedBy.get(order.id);
  if (earlier !== undefined) {
    return skip('not_pending', `Order #${order.id} is answered by line ${earlier}.`, order.id);
  }
  return { kind: 'answer', order };
}

/** One line's order answered (or, in a dry run, what answering it would do). */
async function answerLine(
  db: Database,
  input: BulkReplyInput,
  line: BulkReplyLine,
  order: PendingOrder,
): Promise<BulkReplyLineOutcome> {
  const hit = { line: line.line, imei: line.imei, code: line.text, orderId: order.id };
  if (!input.dryRun) {
    try {
      await answerOrder(db, {
        orderId: order.id,
        actor: input.actor,
        status: input.action === 'answer' ? ORDER_COMPLETED : ORDER_REJECTED,
        code: line.text,
      });
    } catch (error) {
      if (error instanceof ConflictError || error instanceof NotFoundError) {
        // Answered since the lookup (another admin, the same reply sent at the same time).
        return { ...hit, result: 'not_pending', message: error.message };
      }
      // Any other failure is this line's alone: the other lines go on, and the answer says
      // line by line which orders were answered (a thrown error would hide that).
      input.onError?.(error, order.id);
      return {
        ...hit,
        result: 'failed',
        message: `Order #${order.id} could not be answered (an error on the server): check it, and send this line again if it is still pending.`,
      };
    }
  }
  const reason = line.text === '' ? DEFAULT_REJECTION_REASON : line.text;
  return {
    ...hit,
    result: input.action === 'answer' ? 'answered' : 'rejected',
    message: answerMessage(order, input.action, reason, input.dryRun),
  };
}

/**
 * `work` over every item, at most `atOnce` under way at a time, each result in its item's place.
 * With PostgreSQL's pool one answer's statements travel while another's run; on PGlite (one
 * connection) they simply take turns.
 */
async function inTurns<Item, Result>(
  items: Item[],
  atOnce: number,
  work: (item: Item) => Result | Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

/**
 * An admin's bulk reply: each line (`IMEI<separator>code`) answers the one pending order of its
 * IMEI (narrowed to a service when given), on its own, through `answerOrder` — the same rules,
 * the same ledger and refund-once, the same audit row with the admin as the actor. The pending
 * orders of all the lines are looked up in one query first. A dry run says what each line would
 * do and changes nothing. Lines that answer nothing are skipped with the reason: an order that
 * stopped being pending meanwhile (another admin, the same reply sent twice) is `not_pending`.
 */
export async function bulkReply(db: Database, input: BulkReplyInput): Promise<BulkReplyOutcome> {
  const count = countBulkReplyLines(input.text);
  if (count === 0) throw InvalidInputError.field('lines', 'The lines field is required.');
  if (count > MAX_BULK_REPLY_LINES) {
    throw InvalidInputError.field(
      'lines',
      `At most ${MAX_BULK_REPLY_LINES} lines can be answered at once; these are ${count}.`,
    );
  }
  if (input.serviceId !== undefined) await requireService(db, input.serviceId);
  const parsed = parseBulkReplyLines(input.text);
  const imeis = [...new Set(parsed.filter((line) => !line.problem).map((line) => line.imei))];
  const pending = await pendingOrdersByImei(db, imeis, input.serviceId);
  const claimedBy = new Map<number, number>();
  const decided = parsed.map((line) => {
    const decision = decide(line, input, pending, claimedBy);
    if (decision.kind === 'answer') claimedBy.set(decision.order.id, line.line);
    return { line, decision };
  });
  const lines = await inTurns(decided, ANSWERS_AT_ONCE, ({ line, decision }) =>
    decision.kind === 'skip' ? decision.outcome : answerLine(db, input, line, decision.order),
  );
  const counted = (result: BulkReplyResult) => lines.filter((l) => l.result === result).length;
  const answered = counted('answered');
  const rejected = counted('rejected');
  return { answered, rejected, skipped: lines.length - answered - rejected, lines };
}
