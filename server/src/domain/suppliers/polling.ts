import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SupplierSettings } from '../../config.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { orderForwarding, orders, suppliers } from '../../db/schema.js';
import type { LateOrderLine } from '../../mail/templates/ordersLate.js';
import type { OrderStatusAnswer } from '../../suppliers/dhruClient.js';
import { tellAdminsOfLateOrders } from '../mail/ordersLate.js';
import { ORDER_PENDING } from '../orders/types.js';
import { supplierAccount } from './supplierAccounts.js';
import { applySupplierAnswer } from './supplierAnswers.js';
import { clientFor } from './supplierCheck.js';

/** References per getimeiorderbulk call. */
export const POLL_BATCH = 100;
/** Batches one poll job works through at most; the rest wait for the next job. */
const MAX_BATCHES = 100;
/** An order that waits long at its supplier is asked about less often: a tenth of its age... */
const POLL_AGE_FRACTION = 10;
/** ...but at least once an hour (or every SUPPLIER_POLL_SECONDS, if that is longer). */
const LONGEST_POLL_SECONDS = 3600;

/**
 * Takes up to `POLL_BATCH` placed orders of this supplier that are due, pushing their next poll
 * away in the same statement: two pollers never take the same orders. The next poll is
 * SUPPLIER_POLL_SECONDS away for a young order and a tenth of its age for an old one (an order
 * a day old: once an hour), so an order a supplier keeps at STATUS 0 for days is not asked
 * about every minute forever.
 */
async function takeDue(db: Database, supplierId: number, pollSeconds: number) {
  const rows = await rowsOf<{
    order_id: number | string;
    current_attempt_id: number | string | null;
    reference: string | null;
    imei: string | null;
    status: number | null;
    last_error: string | null;
    waited_days: number | string;
  }>(
    db,
    sql`
    UPDATE ${orderForwarding} SET next_attempt_at = now() + make_interval(secs => greatest(
      ${pollSeconds}::int,
      least(extract(epoch from now() - ${orderForwarding}.created_at) / ${POLL_AGE_FRACTION}, ${LONGEST_POLL_SECONDS}::int)))
    FROM ${orders} o
    WHERE o.id = ${orderForwarding}.order_id AND ${orderForwarding}.order_id IN (
      SELECT order_id FROM ${orderForwarding}
      WHERE state = 'placed' AND supplier_id = ${supplierId} AND next_attempt_at <= now()
      ORDER BY next_attempt_at LIMIT ${POLL_BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING ${orderForwarding}.order_id, current_attempt_id, reference, last_error,
      floor(extract(epoch from now() - ${orderForwarding}.created_at) / 86400)::int AS waited_days,
      o.imei, o.status`,
  );
  return rows.map((row) => ({
    orderId: Number(row.order_id),
    /** The attempt that placed it there: what the supplier's answer is about. */
    placement: row.current_attempt_id === null ? null : Number(row.current_attempt_id),
    reference: row.reference ?? '',
    imei: row.imei ?? '',
    /** Still pending: an order an admin answered while it was placed is still polled. */
    pending: row.status === ORDER_PENDING,
    lastError: row.last_error,
    waitedDays: Number(row.waited_days),
  }));
}

type Due = Awaited<ReturnType<typeof takeDue>>;

/** An IMEI (or serial) as written, without spaces, dashes or letter case. */
const deviceKey = (text: string) => text.replace(/[^0-9a-z]/gi, '').toLowerCase();

/** An IMEI's first 14 digits name the device; the 15th is a check digit some suppliers drop. */
const IMEI_BODY = 14;

/**
 * Whether the IMEI a supplier echoed with a status is this order's. A code for another device,
 * under this order's REFERENCEID (a supplier's mix-up, a reused reference), must not reach the
 * customer. An echo without its check digit, or with one, is the same device.
 */
function sameDevice(echoed: string, ours: string): boolean {
  const theirs = deviceKey(echoed);
  const mine = deviceKey(ours);
  if (theirs === '' || theirs === mine) return true;
  return (
    theirs.length >= IMEI_BODY &&
    mine.length >= IMEI_BODY &&
    theirs.slice(0, IMEI_BODY) === mine.slice(0, IMEI_BODY) &&
    Math.abs(theirs.length - mine.length) <= 1
  );
}

const otherDeviceMessage = (echoed: string) =>
  `The supplier answered this order's reference for another IMEI (${echoed}): its answer was not applied`;

const LATE_NOTE_START = 'Still waiting at ';
/**
 * What a person should know of an order still waiting at its supplier: nothing while it is young
 * (an earlier note, such as an unreadable answer, is outdated by this readable one), and past
 * SUPPLIER_OVERDUE_DAYS that it is late: some suppliers answer STATUS 0 forever for an order they
 * lost, and only someone asking them can tell.
 */
const waitingNote = (supplierName: string, reference: string, days: number, overdueDays: number) =>
  days >= overdueDays
    ? `${LATE_NOTE_START}${supplierName} after ${days} days (REFERENCEID ${reference}): ask the supplier about it, or answer the order here`
    : null;
/** Whether an order's note already says it is late (its day count grows, the start stays). */
const isLateNote = (note: string | null) => note?.startsWith(LATE_NOTE_START) ?? false;

/**
 * The order's note for a person, written when it changes (a broken answer repeated at every poll
 * is not written again), and only while the order is still placed where the poll asked.
 */
async function note(db: Database, order: Due[number], message: string | null) {
  if (message === order.lastError) return;
  await db
    .update(orderForwarding)
    .set({ lastError: message, updatedAt: sql`now()` })
    .where(
      and(
        eq(orderForwarding.orderId, order.orderId),
        eq(orderForwarding.state, 'placed'),
        order.placement === null
          ? isNull(orderForwarding.currentAttemptId)
          : eq(orderForwarding.currentAttemptId, order.placement),
      ),
    );
}

/** The supplier's last error cleared, if it still has one. */
async function clearSupplierError(db: Database, supplierId: number): Promise<void> {
  await db
    .update(suppliers)
    .set({ lastError: null, updatedAt: sql`now()` })
    .where(and(eq(suppliers.id, supplierId), isNotNull(suppliers.lastError)));
}

type Client = ReturnType<typeof clientFor>;
/** The answers by order id, and why the calls stopped when the supplier could not be asked. */
type Asked = { answers: Map<string, OrderStatusAnswer>; failed?: string };

async function askInBulk(client: Client, due: Due): Promise<Asked> {
  const bulk = await client.orderStatuses(
    due.map((order) => ({ ref: String(order.orderId), reference: order.reference })),
  );
  return bulk instanceof Map ? { answers: bulk } : { answers: new Map(), failed: bulk.failed };
}

/**
 * getimeiorder for each order, until a call fails as a whole (a supplier that is down or hangs
 * is not called, and waited for up to SUPPLIER_TIMEOUT_SECONDS, once more for every order due)
 * or the job's time is up: the orders not asked wait for the next poll.
 */
async function askOneByOne(client: Client, due: Due, deadline: number): Promise<Asked> {
  const answers = new Map<string, OrderStatusAnswer>();
  for (const order of due) {
    if (Date.now() >= deadline) break;
    const answer = await client.orderStatus(order.reference);
    if (answer.kind === 'unreachable') return { answers, failed: answer.message };
    answers.set(String(order.orderId), answer);
  }
  return { answers };
}

/**
 * How long a poll job starts new calls: twice SUPPLIER_TIMEOUT_SECONDS. With the one call under
 * way then, it ends well before its expiry (four times the time-out and a minute,
 * supplierWorkers.ts), and lets its supplier's lock go for the next poll: a supplier is asked
 * by one poll at a time, and a long backlog is worked through in turns.
 */
export const pollCallSeconds = (settings: Pick<SupplierSettings, 'timeoutSeconds'>) =>
  settings.timeoutSeconds * 2;

/**
 * The poll job for one supplier: its due placed orders, in batches — getimeiorderbulk when it
 * allows bulk, else getimeiorder each — until none is due or the job's calling time
 * (`pollCallSeconds`) is up. STATUS 4 and 3 are applied; 0, 1, 2 and unknown statuses wait for
 * the next poll, noted as late past SUPPLIER_OVERDUE_DAYS. A call that fails as a whole ends the
 * job, its reason kept on the supplier. Answers the number of orders taken.
 */
export async function pollSupplier(
  db: Database,
  supplierId: number,
  settings: SupplierSettings,
): Promise<number> {
  const deadline = Date.now() + pollCallSeconds(settings) * 1000;
  const supplier = await supplierAccount(db, supplierId);
  const client = clientFor(supplier, settings);
  let asked = 0;
  // A trouble shown on the supplier, to clear once it answers (read with the supplier).
  let shownError = supplier.lastError !== null;
  const newlyLate: LateOrderLine[] = [];
  // An order answered by hand is no one's to chase: it is not noted as late.
  const lateNoteOf = (order: Due[number]) =>
    order.pending
      ? waitingNote(supplier.name, order.reference, order.waitedDays, settings.overdueDays)
      : null;
  /** Lists an order that has just become late for the admins' mail (once: its note says so). */
  const listIfNewlyLate = (order: Due[number], late: string | null) => {
    if (late === null || isLateNote(order.lastError)) return;
    newlyLate.push({
      id: order.orderId,
      imei: order.imei,
      reference: order.reference,
      days: order.waitedDays,
    });
  };
  for (let batch = 0; batch < MAX_BATCHES && Date.now() < deadline; batch += 1) {
    const due = await takeDue(db, supplierId, settings.pollSeconds);
    if (due.length === 0) break;
    asked += due.length;
    const { answers, failed } = supplier.allowsBulk
      ? await askInBulk(client, due)
      : await askOneByOne(client, due, deadline);
    if (failed !== undefined) {
      // The supplier's trouble, not its orders': shown on the supplier (before the late notes
      // below, which a person reads beside it); the rest wait their turn.
      await db
        .update(suppliers)
        .set({ lastError: failed, updatedAt: sql`now()` })
        .where(eq(suppliers.id, supplierId));
    } else if (answers.size > 0 && shownError) {
      // It answered: a trouble shown on it ("Could not reach the supplier") is over, cleared
      // before the codes below reach their customers. It stayed on the suppliers list, in red,
      // until someone pressed Check.
      await clearSupplierError(db, supplierId);
      shownError = false;
    }
    for (const order of due) {
      const answer = answers.get(String(order.orderId));
      if (answer === undefined) {
        // Not asked: the supplier could not be asked (down, its key revoked), or the poll's time
        // was up. Still waiting there as far as the shop knows, and a late one still needs a
        // person: a supplier gone for good would otherwise keep its orders out of sight.
        const late = failed === undefined ? null : lateNoteOf(order);
        if (late !== null) {
          await note(db, order, late);
          listIfNewlyLate(order, late);
        }
        continue;
      }
      if (answer.kind === 'final') {
        const other = answer.imei !== undefined && !sameDevice(answer.imei, order.imei);
        if (other) await note(db, order, otherDeviceMessage(answer.imei ?? ''));
        else await applySupplierAnswer(db, order.orderId, order.placement, answer);
      } else if (answer.kind === 'unreadable') {
        await note(db, order, answer.message);
      } else if (answer.kind === 'waiting') {
        const late = lateNoteOf(order);
        await note(db, order, late);
        listIfNewlyLate(order, late);
      }
    }
    if (failed !== undefined) break;
    if (due.length < POLL_BATCH) break;
  }
  await tellAdminsOfLateOrders(db, supplier.name, newlyLate);
  return asked;
}
