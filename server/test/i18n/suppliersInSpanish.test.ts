import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderForwarding } from '../../src/db/schema.js';
import { translateMessage } from '../../src/i18n/translateMessage.js';
import { validImei } from '../helpers/orderFixtures.js';
import {
  forwardingRow,
  order,
  routedService,
  stateIs,
  waitFor,
} from '../suppliers/forwardingFixtures.js';
import { type ShopWithTwoSuppliers, shopWithTwoSuppliers } from '../suppliers/shopWithSupplier.js';

/**
 * An admin whose screen is in Spanish reads the supplier screens and the forwarding of orders in
 * Spanish: the refusals, and the notes the shop stored in English when they happened. A
 * supplier's own words come as the supplier wrote them; without the header, all stays English.
 */
const SPANISH = { 'accept-language': 'es' };

let shop: ShopWithTwoSuppliers;
beforeAll(async () => {
  shop = await shopWithTwoSuppliers();
});
afterAll(() => shop.close());

async function placedOrder() {
  const serviceId = await routedService(shop.t.db, [shop.firstId]);
  const [orderId = 0] = await order(shop.customer, serviceId, [validImei()]);
  const placed = await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
  return { orderId, reference: placed.reference ?? '' };
}

type Listed = { id: number; forwarding: { last_error: string | null } | null };

/** The order as the admin's pending list shows it, with these headers. */
async function pendingRow(orderId: number, headers: Record<string, string> = {}) {
  const res = await shop.admin.inject({
    method: 'GET',
    url: '/api/admin_orders_pending?forwarding=held&per_page=100',
    headers,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Listed[] }).data.find((listed) => listed.id === orderId);
}

/** The first supplier's last error as the Suppliers screen gets it, in the language asked. */
async function firstSupplierLastError(headers: Record<string, string>) {
  const list = await shop.admin.inject({ method: 'GET', url: '/api/suppliers', headers });
  return (list.json().data as { id: number; last_error: string | null }[]).find(
    (supplier) => supplier.id === shop.firstId,
  )?.last_error;
}

describe('the supplier screens in Spanish (Accept-Language: es)', () => {
  it('a supplier added with a URL that is no URL is refused in Spanish', async () => {
    const res = await shop.admin.inject({
      method: 'POST',
      url: '/api/suppliers',
      headers: SPANISH,
      payload: { name: 'Otro', url: 'not a url', username: 'shop', api_key: 'KEY-1234' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'La URL debe ser una URL válida, p. ej. https://supplier.example.com.',
      errors: { url: ['La URL debe ser una URL válida, p. ej. https://supplier.example.com.'] },
    });
  });

  it('a supplier’s own refusal is answered as it wrote it, on the check and as its last error', async () => {
    shop.first.misbehave('accountinfo', { kind: 'refuse', message: 'Authentication Failed' });
    const refused = await shop.admin.inject({
      method: 'POST',
      url: `/api/suppliers/${shop.firstId}/check`,
      headers: SPANISH,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Authentication Failed',
      errors: { supplier: ['Authentication Failed'] },
    });
    expect(await firstSupplierLastError(SPANISH)).toBe('Authentication Failed');
  });

  it('what the shop writes of a failed call is in Spanish, on the check and as the last error', async () => {
    shop.first.misbehave('accountinfo', { kind: 'unavailable' });
    const refused = await shop.admin.inject({
      method: 'POST',
      url: `/api/suppliers/${shop.firstId}/check`,
      headers: SPANISH,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('HTTP 503 del proveedor');
    expect(await firstSupplierLastError(SPANISH)).toBe('HTTP 503 del proveedor');
    expect(await firstSupplierLastError({})).toBe('HTTP 503 from the supplier');
  });
});

describe('the forwarding of orders in Spanish (Accept-Language: es)', () => {
  it('an order late at its supplier: its note in Spanish in the pending list, in English without the header', async () => {
    const { orderId, reference } = await placedOrder();
    await shop.t.db
      .update(orderForwarding)
      .set({ createdAt: sql`now() - interval '8 days'`, nextAttemptAt: sql`now()` })
      .where(eq(orderForwarding.orderId, orderId));
    const note = `Still waiting at First after 8 days (REFERENCEID ${reference}): ask the supplier about it, or answer the order here`;
    await waitFor(
      async () => (await forwardingRow(shop.t.db, orderId))?.lastError === note,
      'the late note',
    );

    expect((await pendingRow(orderId, SPANISH))?.forwarding?.last_error).toBe(
      `Sigue esperando en First después de 8 días (REFERENCEID ${reference}): pregunte al proveedor por ella, o responda la orden aquí`,
    );
    expect((await pendingRow(orderId))?.forwarding?.last_error).toBe(note);
  });

  it('an order’s attempts read in Spanish, and sending it again says so in Spanish', async () => {
    const { orderId } = await placedOrder();
    const detail = await shop.admin.inject({
      method: 'GET',
      url: `/api/admin_orders/${orderId}`,
      headers: SPANISH,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.attempts).toMatchObject([
      { action: 'placeimeiorder', outcome: 'accepted', message: 'Orden recibida' },
    ]);
    const again = await shop.admin.inject({
      method: 'POST',
      url: `/api/admin_orders/${orderId}/forward`,
      headers: SPANISH,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`La orden #${orderId} ya está en su proveedor (enviada).`);
  });

  it('an order held with its supplier’s own refusal shows the supplier’s words as they came', async () => {
    const imei = validImei();
    const reason = 'IMEI is blacklisted';
    shop.first.refuseImei(imei, reason);
    const serviceId = await routedService(shop.t.db, [shop.firstId]);
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    await waitFor(stateIs(shop.t.db, orderId, 'held'), 'held');
    expect((await pendingRow(orderId, SPANISH))?.forwarding?.last_error).toBe(reason);
    shop.first.refuseImei(imei, '');
  });
});

describe('a placement whose answer leaves it unknown', () => {
  it('a server error after which the supplier may have it is noted in Spanish', () => {
    expect(
      translateMessage(
        'HTTP 500 from the supplier: its server failed while handling the request, which it may have taken',
        'es',
      ),
    ).toBe(
      'HTTP 500 del proveedor: su servidor falló mientras atendía la solicitud, que puede haber aceptado',
    );
  });

  it('several REFERENCEIDs for one order are noted in Spanish, the references as they came', () => {
    expect(
      translateMessage(
        'The supplier answered several REFERENCEIDs for one order (R-1, R-2): it may have taken it more than once',
        'es',
      ),
    ).toBe(
      'El proveedor respondió varios REFERENCEID para una orden (R-1, R-2): puede que la haya aceptado más de una vez',
    );
  });
});

describe('a stored note wrapping another (a fault given up on)', () => {
  it('is Spanish throughout, even when the fault has parentheses of its own; a supplier’s words inside stay theirs', () => {
    expect(
      translateMessage('Could not reach the supplier: ECONNREFUSED (3 tries, giving up)', 'es'),
    ).toBe('No se pudo contactar con el proveedor: ECONNREFUSED (3 intentos, no se reintenta más)');
    expect(translateMessage('HTTP 503 from the supplier (3 tries, giving up)', 'es')).toBe(
      'HTTP 503 del proveedor (3 intentos, no se reintenta más)',
    );
    expect(
      translateMessage(
        'HTTP 429 from the supplier: too many requests, it did not take this one (3 tries, giving up)',
        'es',
      ),
    ).toBe(
      'HTTP 429 del proveedor: demasiadas solicitudes, no aceptó esta (3 intentos, no se reintenta más)',
    );
    expect(
      translateMessage(
        'The supplier did not answer in the DHRU format (a maintenance page, a wrong URL?) (HTTP 200) (3 tries, giving up)',
        'es',
      ),
    ).toBe(
      'El proveedor no respondió en el formato DHRU (¿una página de mantenimiento, una URL equivocada?) (HTTP 200) (3 intentos, no se reintenta más)',
    );
    expect(
      translateMessage(
        "The supplier answered with a redirect (HTTP 302 to https://elsewhere.example/); redirects are not followed: check the supplier's URL (3 tries, giving up)",
        'es',
      ),
    ).toBe(
      'El proveedor respondió con una redirección (HTTP 302 a https://elsewhere.example/); las redirecciones no se siguen: compruebe la URL del proveedor (3 intentos, no se reintenta más)',
    );
    expect(translateMessage('Rejected by the supplier: IMEI is blacklisted', 'es')).toBe(
      'Rechazada por el proveedor: IMEI is blacklisted',
    );
    expect(translateMessage('Rejected by the supplier: no reason given', 'es')).toBe(
      'Rechazada por el proveedor: sin motivo indicado',
    );
  });
});
