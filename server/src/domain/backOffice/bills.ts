import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bills, users } from '../../db/schema.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { InsufficientCreditsError, moveCredits } from '../credits.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import { fromCents, toCents } from '../money.js';
import type { Page, PageRequest } from '../paging.js';

export type BillRow = typeof bills.$inferSelect;
export interface BillWithUser extends Omit<BillRow, 'requestKey'> {
  userEmail: string;
  userName: string;
}

/** Largest single top-up: far above any real one, it catches a mistyped extra digit or three. */
export const MAX_TOP_UP = 1_000_000;

export const ACCOUNT_DEACTIVATED = 'This account is deactivated: credits cannot be added to it.';

/** A top-up asked for: by an admin (none for the seeds), with the request's key if it had one. */
interface TopUpInput {
  userId: number;
  amount: string;
  actorId: number | null;
  requestKey?: string;
}

/** The answer to a top-up: the bill, the balance after it, and whether it was made just now. */
export interface TopUpResult {
  bill: BillRow;
  balance: string;
  /** true when the request key had already made this bill: nothing was added this time. */
  replayed: boolean;
}

export const REQUEST_KEY_REUSED = (billId: number) =>
  `This request key was already used for another top-up (bill #${billId}): nothing was added. Reload the page to see it.`;

/**
 * Adds credits to a customer, or with a negative amount takes them off (a chargeback; never below
 * zero; a deactivated account's too, which can no longer be given any): the bill (status success, created by the admin — none for the seeds) and the ledger row
 * (`top_up`, or `adjustment` for credits taken) are written in one transaction with the balance
 * change.
 *
 * With a request key (the admin's `Idempotency-Key`), a second request carrying the same key —
 * a retry after a lost answer, a second click — adds nothing: it answers the bill the first one
 * made (even if the account was deactivated since), or is refused when it asks for another
 * customer or amount. Two at once: the unique index makes the second insert wait for the first
 * transaction and then find its bill.
 */
export async function topUp(db: Executor, input: TopUpInput): Promise<TopUpResult> {
  return db.transaction(async (tx) => {
    const earlier = await earlierTopUp(tx, input);
    if (earlier) return earlier;
    // Locked: a deactivation committed meanwhile is seen, not passed by a stale read.
    const [user] = await tx
      .select({ active: users.active })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) throw new NotFoundError('User');
    const taken = toCents(input.amount) < 0n;
    // A deactivated account gets nothing more, but what it holds can still be taken off (a
    // fraudster's chargeback, a refund that came after the deactivation).
    if (!user.active && !taken) throw InvalidInputError.field('credits', ACCOUNT_DEACTIVATED);
    const [bill] = await tx
      .insert(bills)
      .values({
        userId: input.userId,
        amount: input.amount,
        status: true,
        createdBy: input.actorId,
        requestKey: input.requestKey ?? null,
      })
      .onConflictDoNothing({
        target: [bills.createdBy, bills.requestKey],
        where: sql`${bills.requestKey} IS NOT NULL`,
      })
      .returning();
    if (!bill) {
      const earlier = await earlierTopUp(tx, input);
      if (!earlier)
        throw new Error('top-up refused by the request key index, but no bill holds it');
      return earlier;
    }
    let balance: string;
    try {
      balance = await moveCredits(tx, {
        userId: input.userId,
        delta: input.amount,
        kind: taken ? 'adjustment' : 'top_up',
        billId: bill.id,
        actorId: input.actorId,
      });
    } catch (error) {
      if (error instanceof InsufficientCreditsError) {
        throw InvalidInputError.field('credits', CANNOT_TAKE_MORE(error.available));
      }
      throw error;
    }
    return { bill, balance, replayed: false };
  });
}

/**
 * The bill an earlier request of this admin with the same key made, answered again when it asked
 * for the same top-up (refused otherwise); undefined when there is none. Without an admin (the
 * seeds) or a key there is nothing to find: the unique index keys on both.
 */
async function earlierTopUp(tx: Executor, input: TopUpInput): Promise<TopUpResult | undefined> {
  if (input.actorId === null || input.requestKey === undefined) return undefined;
  const [earlier] = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.createdBy, input.actorId), eq(bills.requestKey, input.requestKey)));
  if (!earlier) return undefined;
  if (earlier.userId !== input.userId || toCents(earlier.amount) !== toCents(input.amount)) {
    // Named after the header: the client knows its key is spent and makes a new one.
    throw InvalidInputError.field('idempotency-key', REQUEST_KEY_REUSED(earlier.id));
  }
  const [owner] = await tx
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, input.userId));
  return { bill: earlier, balance: owner?.credits ?? '0', replayed: true };
}

export const BILL_ALREADY_CANCELED = 'This bill is already canceled.';

const CANNOT_TAKE_MORE = (available: string) =>
  `The customer has ${available} credits: no more than that can be taken off.`;

/**
 * Cancels a mistaken top-up: the bill becomes canceled and its amount leaves the balance (or, for
 * credits taken off, comes back), with a ledger row and an audit row, in one transaction. The bill row is locked first, so two clicks
 * cancel once; if the balance no longer holds the credits (spent, or taken off since) it cannot go
 * below zero and it is refused. The audit row is `bill.canceled` for a top-up and
 * `bill.given_back` for credits taken off (a negative bill), two changes the log names apart.
 */
export async function cancelBill(
  db: Executor,
  input: { billId: number; actor: Actor },
): Promise<{ bill: BillRow; balance: string }> {
  return db.transaction(async (tx) => {
    const [bill] = await tx.select().from(bills).where(eq(bills.id, input.billId)).for('update');
    if (!bill) throw new NotFoundError('Bill');
    if (!bill.status) throw InvalidInputError.field('status', BILL_ALREADY_CANCELED);
    let balance: string;
    try {
      balance = await moveCredits(tx, {
        userId: bill.userId,
        delta: fromCents(-toCents(bill.amount)),
        kind: 'top_up_reversal',
        billId: bill.id,
        actorId: input.actor.userId,
      });
    } catch (error) {
      if (error instanceof InsufficientCreditsError) {
        throw InvalidInputError.field(
          'status',
          `The customer's balance is $${error.available}, less than this top-up's $${error.needed}: its credits were spent or taken off since. It cannot be canceled.`,
        );
      }
      throw error;
    }
    const [canceled] = await tx
      .update(bills)
      .set({ status: false, updatedAt: sql`now()` })
      .where(eq(bills.id, bill.id))
      .returning();
    await recordAudit(tx, input.actor, {
      kind: toCents(bill.amount) < 0n ? 'bill.given_back' : 'bill.canceled',
      target: { type: 'bill', id: bill.id },
      targetUserId: bill.userId,
      before: { status: true, credits: fromCents(toCents(balance) + toCents(bill.amount)) },
      after: { status: false, credits: balance },
    });
    return { bill: canceled ?? { ...bill, status: false }, balance };
  });
}

/** One page of bills, newest first, optionally of one user; both orders follow an index. */
export async function listBillsPage(
  db: Executor,
  page: PageRequest,
  filter: { userId?: number } = {},
): Promise<Page<BillWithUser>> {
  const where = filter.userId !== undefined ? eq(bills.userId, filter.userId) : undefined;
  const [totals] = await db.select({ n: count() }).from(bills).where(where);
  const rows = await db
    .select({
      id: bills.id,
      userId: bills.userId,
      amount: bills.amount,
      status: bills.status,
      createdBy: bills.createdBy,
      createdAt: bills.createdAt,
      updatedAt: bills.updatedAt,
      userEmail: users.email,
      userName: users.name,
    })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.userId))
    .where(where)
    .orderBy(desc(bills.id))
    .limit(page.perPage)
    .offset(page.offset);
  return { total: Number(totals?.n ?? 0), rows };
}
