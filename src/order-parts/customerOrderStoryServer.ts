import { HttpError } from 'react-admin';
import type { CustomerService } from '../customer/services/types';
import { toValidationErrorBody } from '../dataProvider/httpClient';
import type { PlaceOrdersParams, PlaceOrdersResult } from '../dataProvider/placeOrders';
import type { Forwarding } from './forwarding';
import type { Order } from './order';

/** A refused line's 422 as the real client raises it: the form's text under `laravel.error`. */
const refusal = (error: string) =>
  new HttpError(error, 422, { message: error, errors: {}, laravel: { message: error, error } });

/** The custom fields' messages, keyed `fields.<name>` as the server names them. */
const fieldErrors = (service: CustomerService, given: PlaceOrdersParams['fields'] = {}) => {
  const errors: Record<string, string[]> = {};
  for (const field of service.fields) {
    const value = String(given[field.name] ?? '').trim();
    if (value === '') {
      if (field.required)
        errors[`fields.${field.name}`] = [`The ${field.label} field is required.`];
    } else if (field.pattern && !new RegExp(field.pattern).test(value)) {
      errors[`fields.${field.name}`] = [`The ${field.label} field format is invalid.`];
    } else if (field.type === 'select' && !field.options?.includes(value)) {
      errors[`fields.${field.name}`] = [`The selected ${field.label} is invalid.`];
    }
  }
  return errors;
};

/**
 * The fake server's order form: every line 15 digits, the service's custom fields filled as
 * it asks (422 `fields.<name>` otherwise), then one order per IMEI at the service's price,
 * each carrying the field values.
 */
export const fakePlaceOrders =
  (
    orders: Order[],
    services: readonly CustomerService[],
    makeOrder: (id: number, fields: Partial<Order>) => Order,
  ) =>
  async ({ imei, service_id, fields }: PlaceOrdersParams): Promise<PlaceOrdersResult> => {
    const lines = [...new Set(imei.split(/[\s,;]+/).filter((line) => line !== ''))];
    const bad = lines.filter((line) => !/^\d{15}$/.test(line));
    if (bad.length > 0) {
      throw refusal(
        bad
          .map((line) => `${line}: an IMEI has exactly 15 digits, this one has ${line.length}.`)
          .join('\n'),
      );
    }
    const service = services.find((entry) => entry.service.id === service_id) ?? services[0];
    if (!service) throw refusal('The selected service id is invalid.');
    const errors = fieldErrors(service, fields);
    const first = Object.values(errors)[0]?.[0];
    if (first)
      throw new HttpError(first, 422, toValidationErrorBody({ message: first, errors }, first));
    const values =
      service.fields.length > 0
        ? Object.fromEntries(
            Object.entries(fields ?? {}).map(([name, value]) => [name, String(value)]),
          )
        : null;
    const placed = lines.map((line, index) =>
      makeOrder(100 + orders.length + index, {
        imei: line,
        price: service.price,
        service: { id: service.service.id, name: service.service.name },
        fields: values,
      }),
    );
    orders.push(...placed);
    const total = service.price * placed.length;
    return {
      message: `${placed.length} orders placed for $${total.toFixed(2)}`,
      total,
      data: placed,
    };
  };

/** A cancel's refusal as the real client raises it: 422 with the reason under `order`. */
const cancelRefusal = (reason: string) =>
  new HttpError(
    reason,
    422,
    toValidationErrorBody({ message: reason, errors: { order: [reason] } }, reason),
  );

/**
 * The fake server's cancel: the customer's own pending order that no supplier holds becomes
 * rejected "Cancelled by customer"; anything else is refused with the reason.
 */
export const fakeCancelOrder =
  (orders: Order[], forwarding: Record<number, Forwarding>, failWith?: string) =>
  async (id: number): Promise<Order> => {
    if (failWith) throw cancelRefusal(failWith);
    const target = orders.find((entry) => entry.id === id);
    if (!target) throw new HttpError('Order not found.', 404, { message: 'Order not found.' });
    if (target.status !== 1) throw cancelRefusal('Only a pending order can be cancelled.');
    if (forwarding[id] && forwarding[id].state !== 'held') {
      throw cancelRefusal('The order is with a supplier and can no longer be cancelled.');
    }
    Object.assign(target, {
      status: 3,
      code: 'Cancelled by customer',
      reason: 'Cancelled by customer',
      updated_at: new Date().toISOString(),
    });
    return { ...target };
  };
