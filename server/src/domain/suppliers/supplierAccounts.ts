import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { orderForwarding, supplierServices, suppliers } from '../../db/schema.js';
import { type Actor, changedFields, recordAudit } from '../audit/index.js';
import { addError, readAmount, readText, throwIfErrors } from '../backOffice/input.js';
import { type FieldErrors, InvalidInputError, NotFoundError } from '../errors.js';

export type SupplierRow = typeof suppliers.$inferSelect;

/** A supplier as the admin sees it: never its key, only the key's last 4 characters. */
export interface SupplierSummary extends Omit<SupplierRow, 'apiKey'> {
  apiKeyLast4: string;
  /** Orders queued, being placed, or placed and polled at this supplier now. */
  ordersInFlight: number;
}

export interface SupplierInput {
  name?: unknown;
  url?: unknown;
  username?: unknown;
  api_key?: unknown;
  active?: unknown;
  low_balance?: unknown;
  allows_bulk?: unknown;
}

/** The last 4 characters of a key, the only part ever shown. */
export const keyLast4 = (key: string) => key.slice(-4);

/** The longest base URL kept (the column holds 2048). */
const URL_MAX_LENGTH = 2000;

/** An http(s) base URL without credentials, query or fragment, trailing slashes removed. */
function readBaseUrl(errors: FieldErrors, value: unknown): string | undefined {
  const text = readText(errors, 'url', value, URL_MAX_LENGTH);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    addError(errors, 'url', 'The url must be a valid URL, e.g. https://supplier.example.com.');
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    addError(errors, 'url', 'The url must start with http:// or https://.');
  } else if (url.username || url.password || url.search || url.hash) {
    addError(errors, 'url', 'The url must not carry a user, a password, a query or a fragment.');
  } else {
    const base = `${url.origin}${url.pathname}`
      .replace(/\/+$/, '')
      .replace(/\/api\/index\.php$/i, '');
    // Written out, a space takes 3 characters and an accent 6: the check is on what is stored.
    if (base.length <= URL_MAX_LENGTH) return base;
    addError(errors, 'url', `The url must not be greater than ${URL_MAX_LENGTH} characters.`);
  }
  return undefined;
}

function readSupplier(
  input: SupplierInput,
  partial: boolean,
): Partial<typeof suppliers.$inferInsert> {
  const errors: FieldErrors = {};
  const values: Partial<typeof suppliers.$inferInsert> = {};
  const wants = (field: keyof SupplierInput) => !partial || input[field] !== undefined;
  if (wants('name')) values.name = readText(errors, 'name', input.name);
  if (wants('url')) values.url = readBaseUrl(errors, input.url);
  if (wants('username')) values.username = readText(errors, 'username', input.username);
  if (wants('api_key')) values.apiKey = readText(errors, 'api_key', input.api_key);
  if (typeof input.active === 'boolean') values.active = input.active;
  if (typeof input.allows_bulk === 'boolean') values.allowsBulk = input.allows_bulk;
  if (input.low_balance === null || input.low_balance === '') values.lowBalance = null;
  else if (input.low_balance !== undefined) {
    values.lowBalance = readAmount(errors, 'low_balance', input.low_balance, { max: 1e9 });
  }
  throwIfErrors(errors);
  return values;
}

async function inFlightCounts(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ supplierId: orderForwarding.supplierId, count: sql<number>`count(*)::int` })
    .from(orderForwarding)
    .where(
      and(
        inArray(orderForwarding.supplierId, ids),
        inArray(orderForwarding.state, ['queued', 'placing', 'placed']),
      ),
    )
    .groupBy(orderForwarding.supplierId);
  return new Map(rows.map((row) => [row.supplierId ?? 0, row.count]));
}

function summaryOf(row: SupplierRow, inFlight: number): SupplierSummary {
  const { apiKey, ...rest } = row;
  return { ...rest, apiKeyLast4: keyLast4(apiKey), ordersInFlight: inFlight };
}

export async function listSuppliers(db: Executor): Promise<SupplierSummary[]> {
  const rows = await db.select().from(suppliers).orderBy(asc(suppliers.name), asc(suppliers.id));
  const counts = await inFlightCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summaryOf(row, counts.get(row.id) ?? 0));
}

/** The supplier with its key (for calling it); not found otherwise. */
export async function supplierAccount(db: Executor, id: number): Promise<SupplierRow> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
  if (!row) throw new NotFoundError('Supplier');
  return row;
}

export async function findSupplier(db: Executor, id: number): Promise<SupplierSummary> {
  const row = await supplierAccount(db, id);
  return summaryOf(row, (await inFlightCounts(db, [id])).get(id) ?? 0);
}

/** What the audit log keeps of a supplier: everything but its key. */
const audited = (row: SupplierRow) => ({
  name: row.name,
  url: row.url,
  username: row.username,
  active: row.active,
  low_balance: row.lowBalance,
  allows_bulk: row.allowsBulk,
});

export async function createSupplier(
  db: Database,
  input: SupplierInput,
  actor: Actor | null,
): Promise<SupplierSummary> {
  const values = readSupplier(input, false) as typeof suppliers.$inferInsert;
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(suppliers).values(values).returning();
    if (!created) throw new Error('supplier not created');
    await recordAudit(tx, actor, {
      kind: 'supplier.created',
      target: { type: 'supplier', id: created.id },
      after: audited(created),
    });
    return created.id;
  });
  return findSupplier(db, id);
}

export const API_KEY_FOR_NEW_HOST =
  'Send the API key again with a URL on another host: the key is only sent where it was given for.';

/**
 * Changes a supplier. A URL on another host takes the key again: an admin never sees the key,
 * and the stored one sent to a host of their choice (a stolen session's own server) would show
 * it in full on the first call. Another path on the same host keeps it.
 */
export async function updateSupplier(
  db: Database,
  id: number,
  input: SupplierInput,
  actor: Actor | null,
): Promise<SupplierSummary> {
  const values = readSupplier(input, true);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
    if (!before) throw new NotFoundError('Supplier');
    if (values.username !== undefined && values.username !== before.username) {
      await refuseIfOrdersAreWithTheAccount(tx, id);
    }
    if (values.url !== undefined && values.apiKey === undefined) {
      if (new URL(values.url).host !== new URL(before.url).host) {
        throw InvalidInputError.field('api_key', API_KEY_FOR_NEW_HOST);
      }
    }
    // Another address or account has its own services and prices: the cached list is not
    // theirs, and the next look at it fetches it (imports took the old account's prices).
    const moved =
      (values.url !== undefined && values.url !== before.url) ||
      (values.username !== undefined && values.username !== before.username);
    const [after] = await tx
      .update(suppliers)
      .set({ ...values, ...(moved ? { servicesFetchedAt: null } : {}), updatedAt: sql`now()` })
      .where(eq(suppliers.id, id))
      .returning();
    if (!after) throw new NotFoundError('Supplier');
    // Its list goes too: an import must not take the old account's price or service id.
    if (moved) await tx.delete(supplierServices).where(eq(supplierServices.supplierId, id));
    const changes = changedFields(audited(before), audited(after)) ?? { before: {}, after: {} };
    // The key itself is never written: only that it changed.
    if (after.apiKey !== before.apiKey) changes.after.api_key = 'changed';
    if (Object.keys(changes.after).length === 0) return;
    await recordAudit(tx, actor, {
      kind: before.active && !after.active ? 'supplier.deactivated' : 'supplier.updated',
      target: { type: 'supplier', id },
      ...changes,
    });
  });
  return findSupplier(db, id);
}

export const ORDERS_WITH_THE_ACCOUNT = (count: number) =>
  `${count} orders are still with this account, asked for by their references: another account would be asked for them instead. Add the new account as a new supplier.`;

/**
 * Another username is another account at the supplier: the orders the old one took are known
 * there only by its references, and asking the new account for them could bring back another
 * order's code. Refused while any is placed there (another address alone is taken for the same
 * account moved, and keeps being asked).
 */
async function refuseIfOrdersAreWithTheAccount(tx: Executor, supplierId: number): Promise<void> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orderForwarding)
    .where(
      and(
        eq(orderForwarding.supplierId, supplierId),
        inArray(orderForwarding.state, ['placing', 'placed']),
      ),
    );
  const count = row?.count ?? 0;
  if (count > 0) throw InvalidInputError.field('username', ORDERS_WITH_THE_ACCOUNT(count));
}

/** DELETE deactivates: no new orders go to it; the orders it has keep being polled. */
export async function deactivateSupplier(
  db: Database,
  id: number,
  actor: Actor | null,
): Promise<SupplierSummary> {
  return updateSupplier(db, id, { active: false }, actor);
}
