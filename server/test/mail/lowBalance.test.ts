import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema.js';
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

let m: MailTestApp;
let supplier: TestSupplier;
let supplierId: number;
let admin: TestUser;
let spanishAdmin: TestUser;
let formerAdmin: TestUser;

const check = async (balance: string) => {
  supplier.balance = balance;
  const res = await admin.inject({ method: 'POST', url: `/api/suppliers/${supplierId}/check` });
  expect(res.statusCode).toBe(200);
  return res.json().data as { balance: number; low_balance_warning: boolean };
};

const lowBalanceMails = () =>
  m.t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'supplier_low_balance'));

describe('a supplier’s balance below its threshold', () => {
  beforeAll(async () => {
    m = await createMailTestApp();
    ({ admin, spanishAdmin } = await adminsInBothLanguages(m.t));
    formerAdmin = await m.t.createUser({ admin: true, name: 'former' });
    await m.t.db.update(users).set({ active: false }).where(eq(users.id, formerAdmin.id));
    await m.t.createUser({ name: 'customer' });
    supplier = await startTestSupplier();
    supplierId = await addSupplier(m.t.db, supplier, { name: 'Upstream <GSM>' });
    const set = await admin.inject({
      method: 'PATCH',
      url: `/api/suppliers/${supplierId}`,
      payload: { low_balance: 50 },
    });
    expect(set.statusCode).toBe(200);
  });
  afterAll(async () => {
    await m.close();
    await supplier.close();
  });

  it('mails each active admin once when it crosses below; again only after it went back above', async () => {
    expect((await check('120.00')).low_balance_warning).toBe(false);
    expect((await check('20.50')).low_balance_warning).toBe(true);
    await firstMailsTo(m.smtp, [admin, spanishAdmin]);
    const [english] = mailsTo(m.smtp, admin.email);
    expect(english?.subject).toBe('Low balance at Upstream <GSM>');
    expect(english?.text).toContain(
      'The balance at the supplier Upstream <GSM> is 20.50 USD, below its low-balance threshold of 50.00 USD.',
    );
    expect(english?.text).toContain('http://shop.test/admin/admin-suppliers');
    expect(english?.html).toContain('Upstream &lt;GSM&gt;');
    const [spanish] = mailsTo(m.smtp, spanishAdmin.email);
    expect(spanish?.subject).toBe('Saldo bajo en Upstream <GSM>');
    expect(spanish?.text).toContain('para que las órdenes se sigan enviando allí');
    // The setting is named as the supplier screen names it: "Umbral de saldo bajo".
    expect(spanish?.text).toContain('por debajo de su umbral de saldo bajo de 50.00 USD');
    expect(`${spanish?.text} ${spanish?.html}`).not.toMatch(/pedido/i);
    // Still below: no new mail.
    await check('10.00');
    await check('5.00');
    await sleep(1500);
    expect(await lowBalanceMails()).toHaveLength(2);
    // Back above, then below again: one more mail each.
    await check('80.00');
    await check('30.00');
    await eventually(
      () => mailsTo(m.smtp, admin.email).length === 2,
      'the second mail to the admin',
    );
    await sleep(1000);
    expect(await lowBalanceMails()).toHaveLength(4);
    expect(mailsTo(m.smtp, formerAdmin.email)).toEqual([]);
    const recipients = new Set((await lowBalanceMails()).map((row) => row.userId));
    expect(recipients).toEqual(new Set([admin.id, spanishAdmin.id]));
  });

  it('a balance that cannot be read says nothing either way: no new mail when the next one is still low', async () => {
    // Below since the test before (30.00, mailed). A supplier that answers "N/A" now and then
    // used to clear the alert, and each low answer after it mailed the admins again.
    const before = (await lowBalanceMails()).length;
    await check('N/A');
    await check('25.00');
    await check('N/A');
    await check('20.00');
    await sleep(1000);
    expect(await lowBalanceMails()).toHaveLength(before);
  });
});
