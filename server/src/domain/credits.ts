import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { insertFromLists } from '../db/insertFromLists.js';
import { creditLedger, users } from '../db/schema.js';
import { InvalidInputError } from './errors.js';
import { fromCents, toCents } from './money.js';

export type LedgerKind = (typeof creditLedger.$inferInsert)['kind'];

export interface CreditMovement {
  userId: number;
  /** Signed decimal string or number: positive adds credits, negative takes them. */
  delta: string | number;
  kind: LedgerKind;
  orderId?: number | null;
  billId?: number | null;
  actorId?: number | null;
  note?: string | null;
}

export class InsufficientCreditsError extends InvalidInputError {
  constructor(
    readonly needed: string,
    readonly available: string,
  ) {
    super({ credits: [`Not enough credits: ${needed} needed, ${available} available.`] });
  }
}

/**
 * The one place where a balance changes. Must run inside a transaction: the UPDATE locks the
 * user's row until commit, so concurrent movements for the same user queue up, and the guard
 * `credits + delta >= 0` makes an overdraft impossible on any number of server processes.
 * Writes the ledger row with the balance after the movement.
 */
export async function moveCredits(tx: Transaction, movement: CreditMovement): Promise<string> {
  const delta = String(movement.delta);
  const updated = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${delta}::numeric`, updatedAt: sql`now()` })
    .where(and(eq(users.id, movement.userId), sql`${users.credits} + ${delta}::numeric >= 0`))
    .returning({ credits: users.credits });
  const balance = updated[0]?.credits;
  if (balance === undefined) {
    const found = await tx
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, movement.userId));
    const available = found[0]?.credits ?? '0.00';
    throw new InsufficientCreditsError(negate(delta), available);
  }
  await tx.insert(creditLedger).values({
    userId: movement.userId,
    delta,
    balanceAfter: balance,
    kind: movement.kind,
    orderId: movement.orderId ?? null,
    billId: movement.billId ?? null,
    actorId: movement.actorId ?? null,
    note: movement.note ?? null,
  });
  return balance;
}

function negate(delta: string): string {
  return delta.startsWith('-') ? delta.slice(1) : delta;
}

/**
 * Many movements of one user's credits at once (e.g. the charge of each order of a 1,000-IMEI
 * submission): the same guarantees as `moveCredits` — one guarded UPDATE of the balance, so it
 * never goes below zero and concurrent callers queue on the user's row — and one ledger row per
 * movement, in the given order, each with the running balance after it; two statements in all.
 * Returns the balance after the last movement. Must run inside a transaction.
 */
export async function moveCreditsInBatch(
  tx: Transaction,
  userId: number,
  movements: Omit<CreditMovement, 'userId'>[],
): Promise<string> {
  if (movements.length === 0) {
    const found = await tx
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, userId));
    return found[0]?.credits ?? '0.00';
  }
  const deltas = movements.map((movement) => toCents(movement.delta));
  const total = fromCents(deltas.reduce((sum, delta) => sum + delta, 0n));
  const updated = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${total}::numeric`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`${users.credits} + ${total}::numeric >= 0`))
    .returning({ credits: users.credits });
  const balance = updated[0]?.credits;
  if (balance === undefined) {
    const found = await tx
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, userId));
    throw new InsufficientCreditsError(negate(total), found[0]?.credits ?? '0.00');
  }
  let running = toCents(balance) - toCents(total);
  const balances = deltas.map((delta) => {
    running += delta;
    return fromCents(running);
  });
  const text = (value: number | null | undefined) => (value == null ? null : String(value));
  await tx.execute(
    insertFromLists(
      creditLedger,
      [
        { column: creditLedger.delta, type: 'numeric', values: deltas.map(fromCents) },
        { column: creditLedger.balanceAfter, type: 'numeric', values: balances },
        { column: creditLedger.kind, type: 'ledger_kind', values: movements.map((m) => m.kind) },
        {
          column: creditLedger.orderId,
          type: 'bigint',
          values: movements.map((m) => text(m.orderId)),
        },
        {
          column: creditLedger.billId,
          type: 'bigint',
          values: movements.map((m) => text(m.billId)),
        },
        {
          column: creditLedger.actorId,
          type: 'int',
          values: movements.map((m) => text(m.actorId)),
        },
        { column: creditLedger.note, type: 'text', values: movements.map((m) => m.note ?? null) },
      ],
      [{ column: creditLedger.userId, type: 'int', value: userId }],
    ),
  );
  return balance;
}
