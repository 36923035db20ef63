import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isoTimestamp } from '../../db/isoTimestamp.js';
import { preparedQuery, preparedSql } from '../../db/prepared.js';
import { bills, orders, services, users, userTotal } from '../../db/schema.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { AccountDeactivatedError, InvalidInputError, NotFoundError } from '../errors.js';
import type { Page, PageRequest } from '../paging.js';
import { newApiKey } from '../secrets.js';
import { holdQueuedOrdersOf } from '../suppliers/heldOrders.js';
import { revokeUserTokens, type UserRow } from '../tokens.js';
import { createUser, emailTaken, passwordErrors } from '../users.js';

/**
 * A row of the accounts list: no secret (password hash, api key, two-factor secrets) leaves the
 * database for it, only whether two-factor sign-in is on. Timestamps are ISO text.
 */
export interface ListedUser {
  id: number;
  name: string;
  email: string;
  credits: string;
  admin: boolean;
  active: boolean;
  twoFactor: boolean;
  createdAt: string;
  updatedAt: string;
}

/** An account as a row of the list, from the whole row (the account just created or changed). */
export const listedUser = (user: UserRow): ListedUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  credits: user.credits,
  admin: user.admin,
  active: user.active,
  twoFactor: user.totpSecret !== null,
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
});

/**
 * One page of accounts, newest first. `ORDER BY id DESC LIMIT/OFFSET` walks the primary key
 * backwards, so a page reads only its own rows; the total is the row triggers keep (user_total).
 * The page's rows come as the driver reads them (db/prepared.ts), already in ListedUser's shape.
 */
const accountsTotal = preparedQuery((db) => db.select({ n: userTotal.users }).from(userTotal));
const usersPage = preparedSql<ListedUser>(
  () => sql`
    SELECT ${users.id} AS "id", ${users.name} AS "name", ${users.email} AS "email",
           ${users.credits}::text AS "credits", ${users.admin} AS "admin",
           ${users.active} AS "active", ${users.totpSecret} IS NOT NULL AS "twoFactor",
           ${isoTimestamp(users.createdAt)} AS "createdAt",
           ${isoTimestamp(users.updatedAt)} AS "updatedAt"
    FROM ${users}
    ORDER BY ${users.id} DESC
    LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}`,
);

export async function listUsersPage(db: Executor, page: PageRequest): Promise<Page<ListedUser>> {
  const [totals] = await accountsTotal(db).execute();
  const rows = await usersPage(db).execute({ limit: page.perPage, offset: page.offset });
  return { total: Number(totals?.n ?? 0), rows };
}

export async function findUser(db: Executor, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new NotFoundError('User');
  return user;
}

/** How many of the latest orders and bills the user detail carries. */
export const DETAIL_RECENT = 5;

export interface UserActivity {
  ordersCount: number;
  billsCount: number;
  recentOrders: {
    id: number;
    status: number;
    price: string;
    imei: string;
    serviceName: string;
    createdAt: Date;
  }[];
  recentBills: { id: number; amount: string; status: boolean; createdAt: Date }[];
}

/** Counts and the latest few orders and bills of one user, each read through (user_id, id) indexes. */
export async function userActivity(db: Executor, userId: number): Promise<UserActivity> {
  const [orderCount] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.userId, userId));
  const [billCount] = await db.select({ n: count() }).from(bills).where(eq(bills.userId, userId));
  const recentOrders = await db
    .select({
      id: orders.id,
      status: orders.status,
      price: orders.price,
      imei: orders.imei,
      serviceName: services.name,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(services, eq(services.id, orders.serviceId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(DETAIL_RECENT);
  const recentBills = await db
    .select({
      id: bills.id,
      amount: bills.amount,
      status: bills.status,
      createdAt: bills.createdAt,
    })
    .from(bills)
    .where(eq(bills.userId, userId))
    .orderBy(desc(bills.id))
    .limit(DETAIL_RECENT);
  return {
    ordersCount: Number(orderCount?.n ?? 0),
    billsCount: Number(billCount?.n ?? 0),
    recentOrders,
    recentBills,
  };
}

export interface NewCustomer {
  name: string;
  email: string;
  password: string;
  c_password: string;
}

/** An admin creates a customer account (never an admin); all field errors at once. */
export async function createCustomer(
  db: Executor,
  input: NewCustomer,
  actor: Actor,
): Promise<UserRow> {
  const errors = passwordErrors(input.password, input.c_password);
  if (input.name.trim() === '') errors.name = ['The name field is required.'];
  if (await emailTaken(db, input.email)) errors.email = ['The email has already been taken.'];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return db.transaction(async (tx) => {
    const user = await createUser(tx, {
      name: input.name,
      email: input.email,
      password: input.password,
    });
    await recordAudit(tx, actor, {
      kind: 'user.created',
      target: { type: 'user', id: user.id },
      targetUserId: user.id,
      after: { name: user.name, email: user.email, admin: user.admin },
    });
    return user;
  });
}

export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account.';

export interface Deactivation {
  user: UserRow;
  /** false when the account was already deactivated. */
  changed: boolean;
}

/**
 * "Deleting" an account: it is deactivated, never erased, so its credits, orders, bills and
 * ledger stay. Its sign-in tokens are revoked and its API key replaced, so nothing it held
 * works any more; its orders not yet at a supplier are held for a person (holdQueuedOrdersOf). An admin cannot deactivate their own account, nor act once deactivated.
 */
export async function deactivateUser(
  db: Executor,
  id: number,
  actor: Actor,
): Promise<Deactivation> {
  if (id === actor.userId) throw InvalidInputError.field('user', CANNOT_DEACTIVATE_SELF);
  return db.transaction(async (tx) => {
    // Both rows locked, in id order: the target FOR UPDATE, the acting admin FOR SHARE (which
    // lets the foreign keys of this admin's other changes of the target take theirs: no deadlock
    // with them). Of two admins deactivating each other at once, the second waits, finds itself
    // deactivated and is refused: the shop never loses its last admin this way.
    let actorActive = false;
    for (const rowId of [actor.userId, id].sort((a, b) => a - b)) {
      const [row] = await tx
        .select({ active: users.active })
        .from(users)
        .where(eq(users.id, rowId))
        .for(rowId === actor.userId ? 'share' : 'update');
      if (rowId === actor.userId) actorActive = row?.active === true;
    }
    if (!actorActive) throw new AccountDeactivatedError();
    const [updated] = await tx
      .update(users)
      .set({ active: false, apiKey: newApiKey(), updatedAt: sql`now()` })
      .where(and(eq(users.id, id), eq(users.active, true)))
      .returning();
    if (!updated) return { user: await findUser(tx, id), changed: false };
    await revokeUserTokens(tx, id);
    await holdQueuedOrdersOf(tx, id);
    await recordAudit(tx, actor, {
      kind: 'user.deactivated',
      target: { type: 'user', id },
      targetUserId: id,
      before: { active: true },
      after: { active: false, api_key: 'regenerated' },
    });
    return { user: updated, changed: true };
  });
}
