import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { dataProvider } from './dataProvider';
import { validationFailureOf } from './validationError';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the customer order calls', () => {
  it('place orders with the custom field values', async () => {
    const { requests } = mockFetch({
      status: 201,
      body: { message: '1 order placed for $12.00', total: 12, data: [] },
    });
    const placed = await dataProvider.placeOrders({
      imei: '356938035643809',
      service_id: 13,
      fields: { network: 'AT&T' },
    });
    expect(requests[0]?.url).toBe('/api/orders');
    expect(requests[0]?.body).toEqual({
      imei: '356938035643809',
      service_id: 13,
      fields: { network: 'AT&T' },
    });
    expect(placed.message).toBe('1 order placed for $12.00');
  });

  it('cancel an order with POST /orders/{id}/cancel, answering the rejected order', async () => {
    const { requests } = mockFetch({
      status: 200,
      body: { data: { id: 7, status: 3, code: 'Cancelled by customer' } },
    });
    const cancelled = await dataProvider.cancelOrder(7);
    expect(requests[0]).toMatchObject({ url: '/api/orders/7/cancel', method: 'POST' });
    expect(cancelled).toMatchObject({ id: 7, status: 3 });
  });

  it("give a refused cancel's reason under `order`", async () => {
    const reason = 'This order is with a supplier and can no longer be cancelled.';
    mockFetch({ status: 422, body: { message: reason, errors: { order: [reason] } } });
    const error = await dataProvider.cancelOrder(7).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(validationFailureOf(error)?.fields.order).toBe(reason);
  });
});
