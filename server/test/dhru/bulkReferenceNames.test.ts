import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';
import { base64Json } from './dhruClient.js';
import { createReseller } from './reseller.js';

let t: TestApp;
let serviceId: number;
beforeAll(async () => {
  t = await createTestApp();
  serviceId = (await createService(t.db, { price: '5.00' })).id;
});
afterAll(() => t.close());

/**
 * A bulk answer is keyed by the caller's references, beside the envelope's own keys, and a DHRU
 * client checks for ERROR before it reads SUCCESS[0] (dhru-api.md, "Response"). A reference named
 * like an envelope key would be read as it: an order placed under "ERROR" would look refused.
 */
describe('bulk references named like the answer envelope', () => {
  for (const reference of ['ERROR', 'SUCCESS', 'apiversion']) {
    it(`a bulk with the reference "${reference}" is refused whole, and nothing is placed`, async () => {
      const reseller = await createReseller(t, { credits: '50.00' });
      const res = await reseller.call('placeimeiorderbulk', {
        parameters: base64Json({
          [reference]: { ID: String(serviceId), IMEI: validImei() },
          fine: { ID: String(serviceId), IMEI: validImei() },
        }),
      });
      expect(res.json()).toMatchObject({
        ERROR: [
          {
            MESSAGE: 'Invalid parameters',
            FULL_DESCRIPTION: `"${reference}" cannot be used as a reference.`,
          },
        ],
      });
      const placed = await t.db.select().from(orders).where(eq(orders.userId, reseller.user.id));
      expect(placed).toEqual([]);
    });
  }
});
