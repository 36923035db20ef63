import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { supplierServices, suppliers } from '../../src/db/schema.js';
import { claimListsDue } from '../../src/domain/suppliers/listRefresh.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';
import { addSupplier, routedService, waitFor, withWorkers } from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/**
 * The prices an order is checked against come from the supplier's service list as last fetched,
 * so the clock fetches each list again every SUPPLIER_LIST_REFRESH_HOURS (here 1), with the
 * workers running as in a shop.
 */
let t: TestApp | undefined;
let supplier: TestSupplier | undefined;
afterEach(async () => {
  await t?.close();
  await supplier?.close();
  t = undefined;
  supplier = undefined;
});

async function shopWithRoutedSupplier(listRefreshHours: number) {
  t = await createTestApp(withWorkers({ listRefreshHours }));
  supplier = await startTestSupplier();
  const supplierId = await addSupplier(t.db, supplier);
  await routedService(t.db, [supplierId], '10.00');
  return { t, supplier, supplierId };
}

async function listedPrice(t: TestApp, supplierId: number) {
  const [row] = await t.db
    .select({ credit: supplierServices.credit })
    .from(supplierServices)
    .where(and(eq(supplierServices.supplierId, supplierId), eq(supplierServices.serviceId, '12')));
  return row?.credit;
}

const listCalls = (supplier: TestSupplier) =>
  supplier.requests.filter((request) => request.action === 'imeiservicelist').length;

/** Makes the supplier's list (fetched or asked for) look `hours` old. */
async function ageList(t: TestApp, supplierId: number, hours: number) {
  await t.db
    .update(suppliers)
    .set({
      servicesFetchedAt: sql`now() - make_interval(hours => ${hours})`,
      servicesTriedAt: sql`now() - make_interval(hours => ${hours})`,
    })
    .where(eq(suppliers.id, supplierId));
}

describe("the clock's fetch of a supplier's service list", () => {
  it('fetches the list of a supplier a service is routed to, never fetched before', async () => {
    const { t, supplierId } = await shopWithRoutedSupplier(1);

    expect(await waitFor(() => listedPrice(t, supplierId), 'the list')).toBe('4.50');
  });

  it('fetches it again once it is older than the interval, with the new prices', async () => {
    const { t, supplier, supplierId } = await shopWithRoutedSupplier(1);
    await waitFor(() => listedPrice(t, supplierId), 'the first list');
    const service = supplier.services.find((listed) => listed.id === '12');
    if (service) service.credit = '12.00';

    await ageList(t, supplierId, 2);

    expect(
      await waitFor(async () => (await listedPrice(t, supplierId)) === '12.00', 'the new price'),
    ).toBe(true);
    expect(listCalls(supplier)).toBe(2);
  });

  it('asks a supplier that cannot answer again an interval later, not at every tick, and clears its reason once it answers', async () => {
    const { t, supplier, supplierId } = await shopWithRoutedSupplier(1);
    supplier.misbehave('imeiservicelist', { kind: 'unavailable' }, 100);

    const failed = await waitFor(async () => {
      const [row] = await t.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
      return row?.lastError ? row : undefined;
    }, 'the failed fetch');
    expect(failed.servicesFetchedAt).toBeNull();
    // The clock ticks every second here: three more ticks.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    expect(listCalls(supplier)).toBe(1);

    // Back on its feet: the next interval's fetch clears the reason.
    supplier.calm();
    await ageList(t, supplierId, 2);
    await waitFor(async () => (await listedPrice(t, supplierId)) !== undefined, 'the list');
    const [fetched] = await t.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
    expect(fetched?.lastError).toBeNull();
  });

  it('is off at 0: a list is fetched only when an admin asks', async () => {
    const { supplier } = await shopWithRoutedSupplier(0);

    await new Promise((resolve) => setTimeout(resolve, 3_000));

    expect(listCalls(supplier)).toBe(0);
  });

  it('leaves deactivated suppliers and suppliers no service is routed to alone', async () => {
    const { t, supplierId } = await shopWithRoutedSupplier(0);
    const idle = await startTestSupplier({ username: 'idle', apiKey: 'IDLE-KEY-5555' });
    try {
      await addSupplier(t.db, idle, { name: 'Idle' });
      await t.db.update(suppliers).set({ active: false }).where(eq(suppliers.id, supplierId));

      expect(await claimListsDue(t.db, 1)).toEqual([]);
    } finally {
      await idle.close();
    }
  });

  it('is claimed by one server process when several ask at once', async () => {
    const { t, supplierId } = await shopWithRoutedSupplier(0);

    const claims = await Promise.all([
      claimListsDue(t.db, 1),
      claimListsDue(t.db, 1),
      claimListsDue(t.db, 1),
    ]);

    expect(claims.flat()).toEqual([supplierId]);
  });
});
