import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import { users } from '../../db/schema.js';
import { attributeName } from '../attributeName.js';
import { type Actor, recordAudit, recordUpdate } from '../audit/index.js';
import { type FieldErrors, InvalidInputError, NotFoundError } from '../errors.js';
import { fromCents, toCents } from '../money.js';
import { endResetLinks } from '../passwordResets.js';
import { hashPassword } from '../passwords.js';
import { newApiKey } from '../secrets.js';
import { revokeUserTokens, type UserRow } from '../tokens.js';
import {
  emailTaken,
  isEmailAddress,
  normalizeEmail,
  passwordErrors,
  storedEmailProblem,
} from '../users.js';
import { type BillRow, MAX_TOP_UP, topUp } from './bills.js';
import { addError, readAmount, readText, throwIfErrors } from './input.js';

/** PATCH /admin_users/{id}: the four changes of spec section 7, one per request. */
export interface AccountChangeBody {
  api_key?: unknown;
  credits?: unknown;
  name?: unknown;
  email?: unknown;
  password?: unknown;
  c_password?: unknown;
}

export type AccountChange =
  | { kind: 'api_key' }
  | { kind: 'credits'; amount: string }
  | { kind: 'credentials'; name: string; email: string }
  | { kind: 'password'; password: string };

export const ONE_CHANGE_AT_A_TIME =
  'Send exactly one change: {api_key: true}, {credits}, {name, email} or {password, c_password}.';

const GROUPS = {
  api_key: ['api_key'],
  credits: ['credits'],
  credentials: ['name', 'email'],
  password: ['password', 'c_password'],
} as const;

type Kind = keyof typeof GROUPS;

const sent = (body: AccountChangeBody, field: keyof AccountChangeBody) => body[field] !== undefined;

/** Which of the four changes a body asks for; a mix of them, or none, is an invalid input. */
export function readAccountChange(body: AccountChangeBody): AccountChange {
  const kinds = (Object.keys(GROUPS) as Kind[]).filter((kind) =>
    GROUPS[kind].some((field) => sent(body, field)),
  );
  if (kinds.length !== 1) throw InvalidInputError.field('payload', ONE_CHANGE_AT_A_TIME);
  const errors: FieldErrors = {};
  switch (kinds[0]) {
    case 'api_key':
      if (body.api_key !== true) addError(errors, 'api_key', 'The api key field must be true.');
      throwIfErrors(errors);
      return { kind: 'api_key' };
    case 'credits': {
      // Negative: credits taken off (a chargeback, a mistake partly spent), never below zero.
      const amount = readAmount(errors, 'credits', body.credits, {
        signed: true,
        max: MAX_TOP_UP,
      });
      throwIfErrors(errors);
      return { kind: 'credits', amount: amount as string };
    }
    case 'credentials': {
      const name = readText(errors, 'name', body.name);
      const email = readText(errors, 'email', body.email);
      if (email !== undefined && !isEmailAddress(email)) {
        addError(errors, 'email', 'The email field must be a valid email address.');
      }
      const tooLong = email === undefined ? undefined : storedEmailProblem(email);
      if (tooLong) addError(errors, 'email', tooLong);
      throwIfErrors(errors);
      return { kind: 'credentials', name: name as string, email: normalizeEmail(email as string) };
    }
    default: {
      const password = typeof body.password === 'string' ? body.password : '';
      const confirmation = typeof body.c_password === 'string' ? body.c_password : '';
      if (password === '') addError(errors, 'password', 'The password field is required.');
      if (confirmation === '')
        addError(errors, 'c_password', `The ${attributeName('c_password')} field is required.`);
      throwIfErrors(errors);
      if (password.length > 1000) {
        addError(
          errors,
          'password',
          'The password field must not be greater than 1000 characters.',
        );
      }
      Object.assign(errors, passwordErrors(password, confirmation));
      throwIfErrors(errors);
      return { kind: 'password', password };
    }
  }
}

export interface AccountChangeResult {
  user: UserRow;
  message: string;
  bill?: BillRow;
  /** A top-up whose request key had already made its bill: nothing was added this time. */
  replayed?: boolean;
}

export const CREDITS_ALREADY_ADDED = (billId: number) =>
  `These credits were already added by this request (bill #${billId}); nothing was added again.`;
export const CREDITS_ALREADY_TAKEN = (billId: number) =>
  `These credits were already taken off by this request (bill #${billId}); nothing was taken again.`;

async function updateUser(
  db: Executor,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!updated) throw new NotFoundError('User');
  return updated;
}

/**
 * Applies one change to an account, with its audit row, in one transaction. A new API key
 * replaces the old one at once; a new password signs the user out everywhere (except the
 * admin's own session when they change their own) and ends its reset links, as a new address does.
 */
export async function applyAccountChange(
  db: Executor,
  input: {
    userId: number;
    change: AccountChange;
    actor: Actor;
    actorToken: string | null;
    /** A top-up's Idempotency-Key: the same key again adds nothing (`topUp`). */
    requestKey?: string;
  },
): Promise<AccountChangeResult> {
  const { userId, change, actor } = input;
  const target = { type: 'user', id: userId } as const;
  // Hashing is slow: done before the transaction opens, so no row stays locked meanwhile.
  const passwordHash = change.kind === 'password' ? await hashPassword(change.password) : '';
  return db.transaction(async (tx) => {
    switch (change.kind) {
      case 'api_key': {
        const user = await updateUser(tx, userId, { apiKey: newApiKey() });
        await recordAudit(tx, actor, {
          kind: 'user.api_key_regenerated',
          target,
          targetUserId: userId,
          after: { api_key: 'regenerated' },
        });
        return { user, message: 'A new API key was generated; the old one no longer works.' };
      }
      case 'credits': {
        const { bill, balance, replayed } = await topUp(tx, {
          userId,
          amount: change.amount,
          actorId: actor.userId,
          requestKey: input.requestKey,
        });
        const taken = toCents(change.amount) < 0n;
        if (!replayed) {
          await recordAudit(tx, actor, {
            kind: taken ? 'credits.taken' : 'credits.added',
            target: { type: 'bill', id: bill.id },
            targetUserId: userId,
            before: { credits: fromCents(toCents(balance) - toCents(change.amount)) },
            after: { credits: balance },
          });
        }
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        if (!user) throw new NotFoundError('User');
        const message = replayed
          ? (taken ? CREDITS_ALREADY_TAKEN : CREDITS_ALREADY_ADDED)(bill.id)
          : taken
            ? `${fromCents(-toCents(change.amount))} credits were taken off.`
            : `${change.amount} credits were added.`;
        return { user, bill, message, replayed };
      }
      case 'credentials': {
        const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!current) throw new NotFoundError('User');
        if (await emailTaken(tx, change.email, userId)) {
          throw InvalidInputError.field('email', 'The email has already been taken.');
        }
        const user = await updateUser(tx, userId, {
          name: change.name,
          email: change.email,
        }).catch((error: unknown) => {
          if (isUniqueViolation(error, 'users_email_unique')) {
            throw InvalidInputError.field('email', 'The email has already been taken.');
          }
          throw error;
        });
        // A link mailed to the old address must not set the password of the account it left.
        if (user.email !== current.email) await endResetLinks(tx, userId);
        await recordUpdate(tx, actor, {
          kind: 'user.credentials_changed',
          target,
          targetUserId: userId,
          before: { name: current.name, email: current.email },
          after: { name: user.name, email: user.email },
        });
        return { user, message: 'The name and email were saved.' };
      }
      case 'password': {
        const user = await updateUser(tx, userId, { passwordHash });
        const keep = userId === actor.userId ? (input.actorToken ?? undefined) : undefined;
        await revokeUserTokens(tx, userId, keep);
        await endResetLinks(tx, userId);
        await recordAudit(tx, actor, {
          kind: 'user.password_changed',
          target,
          targetUserId: userId,
          after: { password: 'changed' },
        });
        return {
          user,
          message: 'The password was changed and the user was signed out everywhere.',
        };
      }
    }
  });
}
