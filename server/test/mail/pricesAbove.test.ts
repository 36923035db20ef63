import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, userServicePrices } from '../../src/db/schema.js';
import { replaceServiceRoutes } from '../../src/domain/suppliers/serviceRoutes.js';
import { createService } from '../helpers/orderFixtures.js';
import type { TestUser } from '../helpers/testApp.js';
import { addSupplier } from '../suppliers/forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from '../suppliers/testSupplier.js';
import {
  adminsInBothLanguages,
  createMailTestApp,
  eventually,
  firstMailsTo,
  type MailTestApp,
  mailsTo,
  sleep,
} from './mailFixtures.js';

/**
 * A supplier that raises a price above what the shop sells the service for: its orders stop going
 * there (suppliers/supplierPrices.test.ts), and the admins are told when the list that says so is
 * fetched, by the clock or by Refresh list.
 */
let m: MailTestApp;
let supplier: TestSupplier;
let supplierId: number;
let admin: TestUser;
let spanishAdmin: TestUser;

/** The supplier lists its service `id` at `credit`; an admin refreshes the list. */
const listsAt = async (prices: Record<string, string>) => {
  for (const service of supplier.services) service.credit = prices[service.id] ?? service.credit;
  const res = await admin.inject({
    method: 'GET',
    url: `/api/suppliers/${supplierId}/services?refresh=1`,
  });
  expect(res.statusCode).toBe(200);
};

const priceMails = () =>
  m.t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'supplier_prices_above'));

async function routedTo(theirId: string, options: { name: string; active?: boolean }) {
  const service = await createService(m.t.db, { price: '10.00', ...options });
  await replaceServiceRoutes(
    m.t.db,
    service.id,
    [{ supplier_id: supplierId, supplier_service_id: theirId }],
    null,
  );
}

describe('a supplier’s list pricing routed services above ours', () => {
  beforeAll(async () => {
    m = await createMailTestApp();
    ({ admin, spanishAdmin } = await adminsInBothLanguages(m.t));
    await m.t.createUser({ name: 'customer' });
    supplier = await startTestSupplier();
    supplierId = await addSupplier(m.t.db, supplier, { name: 'Upstream <GSM>' });
    await routedTo('12', { name: 'iPhone Clean' });
    await routedTo('13', { name: 'Samsung Code' });
    // Not told: a retired service, and a route to a service the list does not hold.
    await routedTo('12', { name: 'Old iPhone', active: false });
    await routedTo('99', { name: 'Gone' });
  });
  afterAll(async () => {
    await m.close();
    await supplier.close();
  });

  it('mails each active admin the services newly above, with both prices', async () => {
    await listsAt({ '12': '4.50', '13': '2.00' });
    await listsAt({ '12': '12.00', '13': '2.00' });

    await firstMailsTo(m.smtp, [admin, spanishAdmin]);
    const [english] = mailsTo(m.smtp, admin.email);
    expect(english?.subject).toBe('Upstream <GSM> now charges more than your price for 1 service');
    expect(english?.text).toContain('iPhone Clean: your price $10.00, theirs 12.00');
    expect(english?.text).not.toContain('Samsung Code');
    expect(english?.text).not.toContain('Old iPhone');
    expect(english?.text).not.toContain('Gone');
    expect(english?.text).toContain('http://shop.test/admin/admin-services');
    expect(english?.html).toContain('Upstream &lt;GSM&gt;');
    const [spanish] = mailsTo(m.smtp, spanishAdmin.email);
    expect(spanish?.subject).toBe('Upstream <GSM> ahora cobra más que su precio por 1 servicio');
    expect(spanish?.text).toContain('iPhone Clean: su precio $10.00, el del proveedor 12.00');
  });

  it('does not tell a price that stays above again; tells one that came back within and rose again', async () => {
    const before = (await priceMails()).length;
    await listsAt({ '12': '13.00' });
    await sleep(1000);
    expect(await priceMails()).toHaveLength(before);

    await listsAt({ '12': '9.00' });
    await listsAt({ '12': '11.00', '13': '10.50' });

    await eventually(() => mailsTo(m.smtp, admin.email).length === 2, 'the second mail');
    const latest = mailsTo(m.smtp, admin.email).at(-1);
    expect(latest?.subject).toBe('Upstream <GSM> now charges more than your price for 2 services');
    expect(latest?.text).toContain('iPhone Clean: your price $10.00, theirs 11.00');
    expect(latest?.text).toContain('Samsung Code: your price $10.00, theirs 10.50');
  });

  it('tells a price above a customer’s own lower price, with the lowest', async () => {
    const customer = await m.t.createUser({ name: 'regular' });
    const service = await createService(m.t.db, { price: '10.00', name: 'Pixel Unlock' });
    await m.t.db
      .insert(userServicePrices)
      .values({ userId: customer.id, serviceId: service.id, price: '7.00' });
    await replaceServiceRoutes(
      m.t.db,
      service.id,
      [{ supplier_id: supplierId, supplier_service_id: '13' }],
      null,
    );
    const before = mailsTo(m.smtp, admin.email).length;
    await listsAt({ '13': '6.00' });
    await listsAt({ '13': '9.00' });

    await eventually(() => mailsTo(m.smtp, admin.email).length === before + 1, 'the mail');
    const latest = mailsTo(m.smtp, admin.email).at(-1);
    expect(latest?.text).toContain(
      'Pixel Unlock: your price $10.00 (down to $7.00 for some customers), theirs 9.00',
    );
    expect(latest?.text).not.toContain('Samsung Code');
  });
});
