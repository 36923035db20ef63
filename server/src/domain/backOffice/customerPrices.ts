import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, services, userServicePrices } from '../../db/schema.js';
import { type Actor, recordUpdate } from '../audit/index.js';
import { type FieldErrors, InvalidInputError, NotFoundError } from '../errors.js';
import type { Page, PageRequest } from '../paging.js';
import { customerPrice } from '../prices.js';
import { MAX_SERVICE_AMOUNT } from './catalogue.js';
import { findUser } from './customers.js';
import { readAmount, throwIfErrors } from './input.js';

/**
 * One row of a customer's price list. Nothing is stored for a service whose price the admin
 * never changed: the row is the service joined with the customer's (optional) own price, and
 * its id `"{userId}-{serviceId}"` names the pair.
 */
export interface CustomerPriceRow {
  id: string;
  userId: number;
  serviceId: number;
  serviceName: string;
  categoryName: string;
  price: string;
  listPrice: string;
  custom: boolean;
}

export const priceRowId = (userId: number, serviceId: number) => `${userId}-${serviceId}`;

/** "12-7" → {userId: 12, serviceId: 7}; undefined for anything else. */
export function parsePriceRowId(id: string): { userId: number; serviceId: number } | undefined {
  const match = /^(\d{1,10})-(\d{1,10})$/.exec(id);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const serviceId = Number(match[2]);
  if (userId > 2_147_483_647 || serviceId > 2_147_483_647) return undefined;
  return { userId, serviceId };
}

function priceRows(db: Executor, userId: number) {
  return db
    .select({
      serviceId: services.id,
      serviceName: services.name,
      categoryName: categories.name,
      price: customerPrice,
      listPrice: services.price,
      custom: sql<boolean>`${userServicePrices.id} is not null`,
    })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .leftJoin(
      userServicePrices,
      and(eq(userServicePrices.serviceId, services.id), eq(userServicePrices.userId, userId)),
    );
}

const toRow = (userId: number, row: Omit<CustomerPriceRow, 'id' | 'userId'>): CustomerPriceRow => ({
  id: priceRowId(userId, row.serviceId),
  userId,
  ...row,
});

/** The accented letters a search ignores the accents of, and the letters they stand for. */
const ACCENTED = 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc';

/** Lower case without accents, in SQL (no extension, so PGlite folds as PostgreSQL does). */
const folded = (text: SQL) => sql`translate(lower(${text}), ${ACCENTED}, ${PLAIN})`;

/** A word for LIKE, its `%`, `_` and `\` taken literally. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, '\\$&');

/**
 * The condition a search sets: every word typed appears in the service's name or its
 * category's name, any case, any accents (as the client's `fold` reads them). Undefined for a
 * search with no words.
 */
export function serviceSearchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').normalize('NFC').split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const haystack = folded(sql`${services.name} || ' ' || ${categories.name}`);
  return and(
    ...words.map(
      (word) =>
        sql`${haystack} like '%' || ${folded(sql`${likeLiteral(word)}::text`)} || '%' escape '\\'`,
    ),
  );
}

/**
 * One page of every active service with what this customer pays for it, in catalogue order;
 * with a search, of the services it finds (the total counts those).
 */
export async function customerPricesPage(
  db: Executor,
  userId: number,
  page: PageRequest,
  search?: string,
): Promise<Page<CustomerPriceRow>> {
  await findUser(db, userId);
  const found = and(eq(services.active, true), serviceSearchCondition(search));
  const [totals] = await db
    .select({ n: count() })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(found);
  const rows = await priceRows(db, userId)
    .where(found)
    .orderBy(asc(categories.name), asc(services.name), asc(services.id))
    .limit(page.perPage)
    .offset(page.offset);
  return { total: Number(totals?.n ?? 0), rows: rows.map((row) => toRow(userId, row)) };
}

/**
 * Sets what one customer pays for one active service, with its audit row (the price before and
 * after, and whether it is the customer's own), in one transaction. The row is upserted (one per
 * pair, by a unique index, so two saves at once leave one row); a price equal to the list price
 * removes it, so the customer follows later changes of the list price again.
 */
export async function setCustomerPrice(
  db: Executor,
  input: { rowId: string; bodyId?: unknown; price: unknown; actor: Actor },
): Promise<CustomerPriceRow> {
  const pair = parsePriceRowId(input.rowId);
  if (!pair) throw new NotFoundError('Price');
  if (input.bodyId !== undefined && String(input.bodyId) !== input.rowId) {
    throw InvalidInputError.field('id', 'The id field must match the address.');
  }
  const errors: FieldErrors = {};
  const price = readAmount(errors, 'price', input.price, { max: MAX_SERVICE_AMOUNT });
  throwIfErrors(errors);
  const { userId, serviceId } = pair;
  await findUser(db, userId).catch(() => {
    throw new NotFoundError('Price');
  });
  return db.transaction(async (tx) => {
    // The service held as the price's foreign key will hold it: a deletion under way finishes
    // first (the price is then not found), or waits for this one.
    const [before] = await priceRows(tx, userId)
      .where(and(eq(services.id, serviceId), eq(services.active, true)))
      .for('key share', { of: services });
    if (!before) throw new NotFoundError('Price');
    const samePair = and(
      eq(userServicePrices.userId, userId),
      eq(userServicePrices.serviceId, serviceId),
    );
    if (Number(before.listPrice) === Number(price)) {
      await tx.delete(userServicePrices).where(samePair);
    } else {
      await tx
        .insert(userServicePrices)
        .values({ userId, serviceId, price: price as string })
        .onConflictDoUpdate({
          target: [userServicePrices.userId, userServicePrices.serviceId],
          set: { price: price as string, updatedAt: sql`now()` },
        });
    }
    const [row] = await priceRows(tx, userId).where(eq(services.id, serviceId));
    if (!row) throw new NotFoundError('Price');
    await recordUpdate(tx, input.actor, {
      kind: 'customer_price.set',
      target: { type: 'customer_price', id: priceRowId(userId, serviceId) },
      targetUserId: userId,
      before: { price: before.price, custom: before.custom },
      after: { price: row.price, custom: row.custom },
    });
    return toRow(userId, row);
  });
}
