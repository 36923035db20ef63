import { withCheckDigit } from '../../server/src/domain/orders/imei.js';
import type { DirectDatabase } from './directDatabase.js';

export type Account = 'admin' | 'customer' | 'placer';

/** One thing a person does in the portal, as the requests the bench fires. */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** Path and query under the server, e.g. /api/admin_dashboard. */
  path: string;
  as: Account;
  /** A fixed number of requests (one connection) instead of a timed run. */
  amount?: number;
  /** The JSON body of each request in turn. */
  nextBody?: () => unknown;
  /** Undoes what the requests wrote, outside the measurements. */
  cleanup?: () => Promise<void>;
  /**
   * Not held to the target: a request measured to show what HTTP and the server's own work add
   * to the least a signed-in request does (the floor the lists' ratios stand on).
   */
  floor?: true;
}

/** What the scenarios need to know about the seeded data. */
export interface BenchFacts {
  customerId: number;
  placerId: number;
  /** The service the busiest customer orders most. */
  customerService: number;
  /** The most ordered service of the shop. */
  popularService: number;
  /** The last six digits of an IMEI from the older half of the history. */
  imeiDigits: string;
  /** The cheapest service on offer, for the 1,000-IMEI placements. */
  cheapService: number;
}

async function one<T>(direct: DirectDatabase, text: string, params: unknown[] = []): Promise<T> {
  const [row] = (await direct.query(text, params)) as T[];
  if (row === undefined) throw new Error(`The bench database lacks what this needs: ${text}`);
  return row;
}

export async function benchFacts(
  direct: DirectDatabase,
  emails: Record<Account, string>,
): Promise<BenchFacts> {
  const idOf = async (email: string) =>
    (await one<{ id: number }>(direct, 'SELECT id FROM users WHERE email = $1', [email])).id;
  const customerId = await idOf(emails.customer);
  const placerId = await idOf(emails.placer);
  const customerService = (
    await one<{ id: number }>(
      direct,
      'SELECT service_id AS id FROM orders WHERE user_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
      [customerId],
    )
  ).id;
  const popularService = (
    await one<{ id: number }>(
      direct,
      'SELECT service_id AS id FROM orders WHERE id < 20000 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    )
  ).id;
  const imeiDigits = (
    await one<{ digits: string }>(
      direct,
      'SELECT right(imei, 6) AS digits FROM orders WHERE id >= (SELECT max(id) * 37 / 100 FROM orders) ORDER BY id LIMIT 1',
    )
  ).digits;
  const cheapService = (
    await one<{ id: number }>(
      direct,
      'SELECT id FROM services WHERE active ORDER BY price, id LIMIT 1',
    )
  ).id;
  return { customerId, placerId, customerService, popularService, imeiDigits, cheapService };
}

/** Submissions of 1,000 valid IMEIs never used before (a run-specific prefix and a counter). */
export function imeiSubmissions(serviceId: number): () => unknown {
  let counter = 0;
  const run = String(Date.now() % 1_000_000).padStart(6, '0');
  return () => {
    const lines: string[] = [];
    for (let i = 0; i < 1000; i += 1) {
      counter += 1;
      const body = `86${run}${String(counter).padStart(6, '0')}`;
      lines.push(withCheckDigit(body));
    }
    return { service_id: serviceId, imei: lines.join('\n') };
  };
}

/**
 * Removes the placer's orders and their charges again and gives the credits back, so every
 * submission starts from the same state. The placer's remaining ledger (the top-up) still ends
 * on the restored balance, so the books balance.
 */
export function placerCleanup(direct: DirectDatabase, placerId: number): () => Promise<void> {
  return () =>
    direct.withConnection(async (query) => {
      await query('BEGIN');
      await query('DELETE FROM credit_ledger WHERE user_id = $1 AND order_id IS NOT NULL', [
        placerId,
      ]);
      await query('DELETE FROM orders WHERE user_id = $1', [placerId]);
      await query(
        'UPDATE users SET credits = (SELECT coalesce(sum(delta), 0) FROM credit_ledger WHERE user_id = $1) WHERE id = $1',
        [placerId],
      );
      await query('COMMIT');
    });
}

export function scenarios(
  facts: BenchFacts,
  deepPage: number,
  placements: number,
  cleanup: () => Promise<void>,
): Scenario[] {
  const get = (name: string, path: string, as: Account = 'admin'): Scenario => ({
    name,
    method: 'GET',
    path,
    as,
  });
  return [
    {
      ...get('floor: own profile (the token lookup alone)', '/api/profile', 'customer'),
      floor: true,
    },
    get('dashboard', '/api/admin_dashboard'),
    get('dashboard chart (30 days)', '/api/admin_dashboard/daily?days=30'),
    get('order history, first page', '/api/admin_orders_history'),
    get(
      `order history, page ${deepPage.toLocaleString('en')}`,
      `/api/admin_orders_history?page=${deepPage}`,
    ),
    get(
      `history: IMEI search "${facts.imeiDigits}"`,
      `/api/admin_filter_orders?imei=${facts.imeiDigits}`,
    ),
    get('history: status rejected', '/api/admin_filter_orders?status=3'),
    get('history: one service', `/api/admin_filter_orders?service_id=${facts.popularService}`),
    get('pending orders', '/api/admin_orders_pending'),
    get(
      'customer: own orders, filtered',
      `/api/user_filter_orders?status=4&service_id=${facts.customerService}`,
      'customer',
    ),
    get(
      'customer: own orders, IMEI',
      `/api/user_filter_orders?imei=${facts.imeiDigits.slice(-4)}`,
      'customer',
    ),
    get('users list', '/api/admin_users'),
    get('catalogue: admin services', '/api/admin_services'),
    get('catalogue: customer services (order form)', '/api/services', 'customer'),
    {
      name: 'place 1,000 IMEIs',
      method: 'POST',
      path: '/api/orders',
      as: 'placer',
      amount: placements,
      nextBody: imeiSubmissions(facts.cheapService),
      cleanup,
    },
  ];
}
