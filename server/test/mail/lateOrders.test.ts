import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderForwarding } from '../../src/db/schema.js';
import { validImei } from '../helpers/orderFixtures.js';
import type { TestUser } from '../helpers/testApp.js';
import {
  addSupplier,
  FAST_SUPPLIERS,
  forwardingRow,
  order,
  routedService,
  stateIs,
  waitFor,
} from '../suppliers/forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from '../suppliers/testSupplier.js';
import {
  adminsInBothLanguages,
  createMailTestApp,
  firstMailsTo,
  type MailTestApp,
  mailsTo,
  sleep,
} from './mailFixtures.js';

let m: MailTestApp;
let supplier: TestSupplier;
let supplierId: number;
let admin: TestUser;
let spanishAdmin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  m = await createMailTestApp({}, { suppliers: FAST_SUPPLIERS });
  ({ admin, spanishAdmin } = await adminsInBothLanguages(m.t));
  customer = await m.t.createUser({ credits: '100.00', name: 'carla' });
  supplier = await startTestSupplier();
  supplierId = await addSupplier(m.t.db, supplier, { name: 'Upstream <GSM>' });
});
afterAll(async () => {
  await m.close();
  await supplier.close();
});

const lateMails = () => m.t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'orders_late'));

/** Ordered `days` ago, and due for its next poll now. */
const agedAndDue = (orderId: number, days: number) =>
  m.t.db
    .update(orderForwarding)
    .set({
      createdAt: sql`now() - make_interval(days => ${days})`,
      nextAttemptAt: sql`now()`,
    })
    .where(eq(orderForwarding.orderId, orderId));

describe('orders late at their supplier', () => {
  it('each active admin is mailed once, in their language, when an order becomes late; not again while it stays late', async () => {
    const imei = validImei();
    const serviceId = await routedService(m.t.db, [supplierId]);
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    const placed = await waitFor(stateIs(m.t.db, orderId, 'placed'), 'placed');
    await agedAndDue(orderId, 8);

    await firstMailsTo(m.smtp, [admin, spanishAdmin]);
    const [english] = mailsTo(m.smtp, admin.email);
    expect(english?.subject).toBe('1 order late at Upstream <GSM>');
    expect(english?.text).toContain(
      `Order #${orderId}, IMEI ${imei}, REFERENCEID ${placed.reference}: 8 days`,
    );
    expect(english?.text).toContain(
      'http://shop.test/admin/admin-orders?filter=%7B%22forwarding%22%3A%22held%22%7D',
    );
    expect(english?.html).toContain('Upstream &lt;GSM&gt;');
    const [spanish] = mailsTo(m.smtp, spanishAdmin.email);
    expect(spanish?.subject).toBe('1 orden atrasada en Upstream <GSM>');
    expect(spanish?.text).toContain(`Orden #${orderId}, IMEI ${imei}`);
    expect(mailsTo(m.smtp, customer.email)).toEqual([]);

    // Polled again a day later, still late: its note changes, no new mail.
    await agedAndDue(orderId, 9);
    await waitFor(async () => {
      const row = await forwardingRow(m.t.db, orderId);
      return row?.lastError?.includes('after 9 days');
    }, 'the note of the next poll');
    await sleep(1000);
    expect(await lateMails()).toHaveLength(2);
  });
});
