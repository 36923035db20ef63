import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { addSupplier, FAST_SUPPLIERS } from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/** Service lists as untidy suppliers write them: read, kept and imported, never a 500. */
let t: TestApp;
let admin: TestUser;
let supplier: TestSupplier;
let supplierId: number;

/** An emoji is two UTF-16 units; cut between them, half of it is left (a lone surrogate). */
const EMOJI = '\u{1F600}';

beforeAll(async () => {
  t = await createTestApp({ suppliers: { ...FAST_SUPPLIERS, workers: false } });
  admin = await t.createUser({ admin: true });
  supplier = await startTestSupplier({
    services: [
      {
        id: '31',
        name: 'Emoji fields',
        group: 'Odd',
        credit: '2.00',
        // Our delivery time holds 100 characters: cut inside the emoji.
        time: `${'1'.repeat(99)}${EMOJI} days`,
        custom: [
          // Its description is cut to 255 characters right inside the emoji.
          { fieldname: 'Serial', fieldtype: 'text', description: `${'x'.repeat(253)}${EMOJI}` },
          // The supplier's JSON carries half an emoji itself ("\ud83d").
          { fieldname: 'Model \ud83d', fieldtype: 'dropdown', fieldoptions: 'A,B\ude00' },
        ],
      },
    ],
  });
  supplierId = await addSupplier(t.db, supplier);
});
afterAll(async () => {
  await t.close();
  await supplier.close();
});

describe('a service list with broken Unicode in its custom fields', () => {
  it('is listed and its service imported (jsonb refused half an emoji: a 500)', async () => {
    const list = await admin.inject({
      method: 'GET',
      url: `/api/suppliers/${supplierId}/services`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((service: { id: string }) => service.id)).toEqual(['31']);
    const imported = await admin.inject({
      method: 'POST',
      url: `/api/suppliers/${supplierId}/services/31/import`,
      payload: { markup: 1 },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const fields = imported.json().data.fields as { name: string; label: string }[];
    expect(fields.map((field) => field.label)).toEqual(['Serial', 'Model \ufffd']);
    expect(imported.json().data.delivery_time).toBe('1'.repeat(99));
  });
});
