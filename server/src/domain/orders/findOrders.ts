import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedFamily } from '../../db/prepared.js';
import { orderForwarding, orders } from '../../db/schema.js';
import { idsInBlockQuery, newestPageStart } from '../listing/statusPages.js';
import type { Page, PageRequest } from '../paging.js';
import { listing, listingQuery } from './orderListings.js';
import type { OrderListing, OrderRow } from './types.js';

/** One customer's order; another customer's order is undefined, exactly like a missing one. */
export async function findOrderForUser(
  db: Executor,
  userId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  if (!Number.isSafeInteger(orderId) || orderId < 1) return undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return rows[0];
}

export interface OrderFilter {
  /** Only this customer's orders. */
  userId?: number;
  /** Only these statuses (1 pending, 3 rejected, 4 completed); an empty list matches nothing. */
  statuses?: number[];
  serviceId?: number;
  /** Any part of the IMEI. */
  imei?: string;
  /**
   * Needing a person at its suppliers (held, or placed with a note: late, an unreadable answer),
   * or answered by hand (a service without routes).
   */
  forwarding?: 'held' | 'by_hand';
}

export interface OrderPage extends Pick<PageRequest, 'offset' | 'perPage'> {
  /** 'newest' first (lists, history) or 'oldest' first (the pending queue). */
  sort: 'newest' | 'oldest';
}

/** `%text%` for LIKE, with LIKE's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Any part of the IMEI. Across the shop, LIKE lets the trigram index find the orders. Within one
 * customer's orders, the text is looked for in the IMEIs their own index entries carry
 * (`orders_user_id_idx` includes the IMEI, migration 0015): reading a customer's few thousand
 * entries takes about 0.1 µs each (0.4 ms for the bench's customer with 4,453 orders, at a
 * million orders in all), where LIKE let the planner intersect them with every trigram match in
 * the shop: 3 ms (it guesses a hundred matches for four digits; there were 1,230). A reseller
 * with 200,000 orders would wait about 20 ms for the count.
 */
function imeiCondition(shape: ListShape): SQL {
  return shape.user
    ? sql`strpos(${orders.imei}, ${sql.placeholder('imeiText')}) > 0`
    : sql`${orders.imei} LIKE ${sql.placeholder('imei')} ESCAPE '\\'`;
}

/** Which filters a list has (their values come as placeholders) and its order. */
interface ListShape {
  user: boolean;
  /**
   * 'one' is compared with `=`, so an index that holds the status before the id gives the orders
   * in id order; 'none', an empty list, matches nothing (listOrders answers at once).
   */
  statuses: 'all' | 'one' | 'some' | 'none';
  service: boolean;
  imei: boolean;
  forwarding: OrderFilter['forwarding'];
  sort: OrderPage['sort'];
}

function listShape(filter: OrderFilter, sort: OrderPage['sort']): ListShape {
  return {
    user: filter.userId !== undefined,
    statuses: statusesShape(filter.statuses),
    service: filter.serviceId !== undefined,
    imei: Boolean(filter.imei?.trim()),
    forwarding: filter.forwarding,
    sort,
  };
}

function statusesShape(statuses: number[] | undefined): ListShape['statuses'] {
  if (!statuses) return 'all';
  if (statuses.length === 0) return 'none';
  return statuses.length === 1 ? 'one' : 'some';
}

const shapeKey = (shape: ListShape) => JSON.stringify(shape);

/** The filter's conditions, with placeholders for its values. */
function conditions(shape: ListShape): SQL | undefined {
  const parts: SQL[] = [];
  if (shape.user) parts.push(eq(orders.userId, sql.placeholder('userId')));
  if (shape.statuses === 'one') parts.push(eq(orders.status, sql.placeholder('status')));
  if (shape.statuses === 'some') {
    parts.push(sql`${orders.status} = ANY(${sql.placeholder('statuses')}::smallint[])`);
  }
  if (shape.service) parts.push(eq(orders.serviceId, sql.placeholder('serviceId')));
  if (shape.imei) parts.push(imeiCondition(shape));
  if (shape.forwarding === 'held') {
    parts.push(
      // Needs a person: held, or at a supplier with a note (late, an unreadable answer...).
      sql`EXISTS (SELECT 1 FROM ${orderForwarding} f WHERE f.order_id = ${orders.id} AND (f.state = 'held' OR (f.state = 'placed' AND f.last_error IS NOT NULL)))`,
    );
  } else if (shape.forwarding === 'by_hand') {
    parts.push(
      sql`NOT EXISTS (SELECT 1 FROM ${orderForwarding} f WHERE f.order_id = ${orders.id})`,
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** The placeholders' values for a filter. */
function filterValues(filter: OrderFilter): Record<string, unknown> {
  const imei = filter.imei?.trim();
  return {
    userId: filter.userId,
    statuses: filter.statuses,
    status: filter.statuses?.[0],
    serviceId: filter.serviceId,
    imei: imei ? containsPattern(imei) : undefined,
    imeiText: imei || undefined,
  };
}

const sortedBy = (sort: OrderPage['sort']) =>
  sort === 'oldest' ? asc(orders.id) : desc(orders.id);

/** One page of a newest-first list by status: the ids in its block, joined in one statement. */
const pageInBlock = preparedFamily(
  (everyStatus: boolean) => String(everyStatus),
  (db, everyStatus) =>
    listingQuery(db)
      .where(inArray(orders.id, idsInBlockQuery(db, everyStatus)))
      .orderBy(desc(orders.id)),
);

/**
 * Whether a list's best plan is the same whatever its values, so PostgreSQL may keep it (see
 * keepsPlan): a list by status alone (the per-block counts), one customer's orders or one
 * service's (read newest first on the index that starts with them, however many there are), a
 * customer's IMEI search (imeiCondition), and one customer's orders of one service in one
 * status. Other combinations are planned for their values: an IMEI across the shop, or a status
 * and a service whose counts decide which index to start from.
 */
function planIsStable(shape: ListShape): boolean {
  const byStatus = shape.statuses !== 'all' || shape.forwarding !== undefined;
  if (!shape.user && !shape.service && !shape.imei) return true;
  if (oneCustomersServiceInOneStatus(shape)) return true;
  if (byStatus) return false;
  if (shape.user) return !shape.service;
  return shape.service && !shape.imei;
}

/**
 * One customer's orders of one service in one status (the customer's filter): exactly the
 * entries of orders_user_service_status_idx under those three values, already in id order.
 */
function oneCustomersServiceInOneStatus(shape: ListShape): boolean {
  return (
    shape.user && shape.service && shape.statuses === 'one' && !shape.imei && !shape.forwarding
  );
}

const planFor = { keepsPlan: planIsStable };

/**
 * A page of a filtered list whose plan is kept (planIsStable: only those shapes come here): its
 * ids found on the indexes, then only those rows joined, in one statement.
 */
const filteredPage = preparedFamily(shapeKey, (db, shape) =>
  listingQuery(db)
    .where(inArray(orders.id, pageIdsQuery(db, shape)))
    .orderBy(sortedBy(shape.sort)),
);

/** The ids of a page of a filtered list, newest or oldest first, read from the orders alone. */
function pageIdsQuery(db: Executor, shape: ListShape) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(conditions(shape))
    .orderBy(sortedBy(shape.sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** The ids of a page of a list planned for its values, without the join. */
const valuePlannedPageIds = preparedFamily(shapeKey, pageIdsQuery, planFor);

/**
 * Orders listed by their ids, found by their primary key whatever the ids, so PostgreSQL keeps
 * the plan. The filter is applied again: an order answered since its id was found (a pending
 * queue's) is left out rather than shown in a list it no longer belongs to.
 */
const listingByIds = preparedFamily(shapeKey, (db, shape) =>
  listingQuery(db)
    .where(and(sql`${orders.id} = ANY(${sql.placeholder('ids')}::bigint[])`, conditions(shape)))
    .orderBy(sortedBy(shape.sort)),
);

/** How many orders a filtered list has. */
const filteredTotal = preparedFamily(
  shapeKey,
  (db, shape) =>
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(conditions(shape)),
  planFor,
);

/**
 * The list's total when its page tells it: a page with fewer rows than it holds is the last one.
 * An empty page past the first says nothing (the list may end anywhere before it).
 */
function totalFromPage(rowsOnPage: number, page: OrderPage): number | undefined {
  if (rowsOnPage >= page.perPage) return undefined;
  if (rowsOnPage === 0 && page.offset > 0) return undefined;
  return page.offset + rowsOnPage;
}

/**
 * A list planned for its values (an IMEI across the shop, a status with a service …). PostgreSQL
 * plans its statements on every request, so they are kept small: the page's ids are found
 * without the join (planning the five-table join took 2.6–3.9 ms for the admin's IMEI search at
 * a million orders, more than running it), then the rows are listed by their ids under a kept
 * plan, and the total is counted only when the page does not tell it (a search that finds a few
 * orders needs no second search).
 */
async function listPlannedForValues(
  db: Executor,
  shape: ListShape,
  values: Record<string, unknown>,
  page: OrderPage,
): Promise<Page<OrderListing>> {
  const found = await valuePlannedPageIds(db, shape).execute({
    ...values,
    limit: page.perPage,
    offset: page.offset,
  });
  const ids = found.map((row) => row.id);
  const knownTotal = totalFromPage(ids.length, page);
  const [rows, total] = await Promise.all([
    ids.length > 0 ? listingByIds(db, shape).execute({ ...values, ids }) : [],
    knownTotal ??
      filteredTotal(db, shape)
        .execute(values)
        .then((counted) => counted[0]?.total ?? 0),
  ]);
  return { rows: rows.map(listing), total };
}

/**
 * One page of orders matching the filter, with their service and customer names, and the total.
 * The page's ids are found first (on the indexes alone) and only those rows are joined. A
 * newest-first list filtered by status alone — the order history, every order — finds where its
 * page starts through the per-block counts (listing/statusPages.ts), so neither the page number
 * nor the size of the shop makes it slower. Every shape of list is a prepared query.
 */
export async function listOrders(
  db: Executor,
  filter: OrderFilter,
  page: OrderPage,
): Promise<Page<OrderListing>> {
  const shape = listShape(filter, page.sort);
  // No status wanted (the history filtered by "pending"): nothing, not every order.
  if (shape.statuses === 'none') return { rows: [], total: 0 };
  const statusOnly = !shape.user && !shape.service && !shape.imei && !shape.forwarding;
  if (statusOnly && page.sort === 'newest') {
    const start = await newestPageStart(db, filter.statuses, page.offset, page.perPage);
    const rows = start.values ? await pageInBlock(db, start.everyStatus).execute(start.values) : [];
    return { rows: rows.map(listing), total: start.total };
  }
  const values = filterValues(filter);
  if (!planIsStable(shape)) return listPlannedForValues(db, shape, values, page);
  const [rows, counted] = await Promise.all([
    filteredPage(db, shape).execute({ ...values, limit: page.perPage, offset: page.offset }),
    filteredTotal(db, shape).execute(values),
  ]);
  return { rows: rows.map(listing), total: counted[0]?.total ?? 0 };
}
