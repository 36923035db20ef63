import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderForwarding, orders, services, users } from '../../db/schema.js';
import { newestOrderIdsByStatus } from '../listing/statusPages.js';
import type { Page, PageRequest } from '../paging.js';
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
  /** Held at its suppliers for an admin, or answered by hand (a service without routes). */
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

function conditions(filter: OrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.userId !== undefined) parts.push(eq(orders.userId, filter.userId));
  if (filter.statuses) {
    parts.push(filter.statuses.length > 0 ? inArray(orders.status, filter.statuses) : sql`false`);
  }
  if (filter.serviceId !== undefined) parts.push(eq(orders.serviceId, filter.serviceId));
  const imei = filter.imei?.trim();
  if (imei) parts.push(sql`${orders.imei} LIKE ${containsPattern(imei)} ESCAPE '\\'`);
  if (filter.forwarding === 'held') {
    parts.push(
      sql`EXISTS (SELECT 1 FROM ${orderForwarding} f WHERE f.order_id = ${orders.id} AND f.state = 'held')`,
    );
  } else if (filter.forwarding === 'by_hand') {
    parts.push(
      sql`NOT EXISTS (SELECT 1 FROM ${orderForwarding} f WHERE f.order_id = ${orders.id})`,
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

function listingQuery(db: Executor) {
  return db
    .select({ order: orders, serviceName: services.name, userName: users.name })
    .from(orders)
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(users, eq(users.id, orders.userId));
}

/**
 * One page of orders matching the filter, with their service and customer names, and the total.
 * The page's ids are found first (on the indexes alone) and only those rows are joined. A
 * newest-first list filtered by status alone — the order history, every order — finds where its
 * page starts through the per-block counts (listing/statusPages.ts), so neither the page number
 * nor the size of the shop makes it slower.
 */
export async function listOrders(
  db: Executor,
  filter: OrderFilter,
  page: OrderPage,
): Promise<Page<OrderListing>> {
  const order = page.sort === 'oldest' ? asc(orders.id) : desc(orders.id);
  const statusOnly =
    filter.userId === undefined &&
    filter.serviceId === undefined &&
    filter.forwarding === undefined &&
    !filter.imei?.trim();
  if (statusOnly && page.sort === 'newest') {
    const { ids, total } = await newestOrderIdsByStatus(
      db,
      filter.statuses,
      page.offset,
      page.perPage,
    );
    const rows =
      ids.length > 0 ? await listingQuery(db).where(inArray(orders.id, ids)).orderBy(order) : [];
    return { rows, total };
  }
  const where = conditions(filter);
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(order)
    .limit(page.perPage)
    .offset(page.offset);
  const [rows, counted] = await Promise.all([
    listingQuery(db).where(inArray(orders.id, pageIds)).orderBy(order),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** One order with its service and customer names. */
export async function findOrderListing(
  db: Executor,
  orderId: number,
): Promise<OrderListing | undefined> {
  const rows = await listingQuery(db).where(eq(orders.id, orderId)).limit(1);
  return rows[0];
}

/** Attaches the service and customer names to freshly placed or answered orders. */
export async function listingsOf(db: Executor, rows: OrderRow[]): Promise<OrderListing[]> {
  if (rows.length === 0) return [];
  const [serviceNames, userNames] = await Promise.all([
    db
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(inArray(services.id, [...new Set(rows.map((row) => row.serviceId))])),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))])),
  ]);
  const serviceName = new Map(serviceNames.map((row) => [row.id, row.name]));
  const userName = new Map(userNames.map((row) => [row.id, row.name]));
  return rows.map((order) => ({
    order,
    serviceName: serviceName.get(order.serviceId) ?? '',
    userName: userName.get(order.userId) ?? '',
  }));
}
