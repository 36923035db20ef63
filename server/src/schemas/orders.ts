import { type Static, Type } from '@sinclair/typebox';
import { FieldErrors } from './errors.js';
import { Id, Money, Nullable, Timestamp } from './fields.js';
import { PageQuery } from './paging.js';

/**
 * The values of a service's custom fields, by field name, as an order shows them (always text;
 * the request may give numbers). Null on an order of a service without fields.
 */
export const OrderFieldValues = Type.Record(Type.String(), Type.String(), {
  description: 'The values given for the service’s custom fields, by name; null when it had none',
});
export type OrderFieldValues = Static<typeof OrderFieldValues>;

/** POST /orders: the pasted IMEIs (one a line; commas and spaces tolerated) and the service. */
export const PlaceOrdersBody = Type.Object({
  imei: Type.String({ minLength: 1, maxLength: 64_000 }),
  service_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  fields: Type.Optional(
    Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
      description:
        'The values of the service’s custom fields, by name (numbers are taken as text); each ' +
        'order of the request gets them. A 422 names the field as fields.<name>',
    }),
  ),
  price: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 99_999_999,
      description:
        'The price of one order that the form showed (GET /services). When given, a price that ' +
        'has risen since is a 422 on `price`, with the new price, and nothing is placed',
    }),
  ),
});
export type PlaceOrdersBody = Static<typeof PlaceOrdersBody>;

/**
 * The text of an id filter: empty ("any"), or at most 10 digits (leading zeros allowed) whose
 * value an `integer` column can hold, 2,147,483,647 at most. PostgreSQL refuses to compare such a
 * column with a larger value ("value out of range for type integer", which would be a 500), so a
 * larger id is refused here with the message any other malformed id gets.
 */
const IntegerIdText = Type.String({
  pattern:
    '^(?=\\d{0,10}$)0*(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|' +
    '21474[0-7]\\d{4}|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])?$',
});

/** Order list filters; an empty value means "any" (the forms send them empty). */
export const OrderFilterQuery = Type.Composite([
  PageQuery,
  Type.Object({
    imei: Type.Optional(Type.String({ maxLength: 32 })),
    status: Type.Optional(Type.String({ pattern: '^(|1|3|4)$' })),
    service_id: Type.Optional(IntegerIdText),
  }),
]);
export type OrderFilterQuery = Static<typeof OrderFilterQuery>;

/** PATCH /admin_orders_pending/{id}: 4 with the code, or 3 with the reason in `code`. */
export const AnswerOrderBody = Type.Object({
  status: Type.Union([Type.Literal(3), Type.Literal(4)]),
  code: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  rejected: Type.Optional(Type.Boolean()),
});
export type AnswerOrderBody = Static<typeof AnswerOrderBody>;

/** An order as every order list shows it, to its customer or an admin (spec section 3). */
export const Order = Type.Object({
  id: Id,
  status: Type.Integer({ description: '1 pending, 3 rejected, 4 completed' }),
  service_id: Id,
  service: Type.Object({ id: Id, name: Type.String() }),
  user_id: Id,
  user: Type.Object({ id: Id, name: Type.String() }),
  price: Money,
  imei: Type.String(),
  code: Nullable(
    Type.String({ description: 'The unlock code when completed; the reason when rejected' }),
  ),
  reason: Nullable(Type.String()),
  source: Type.String({ description: "'web' (order form) or 'api' (reseller API)" }),
  created_at: Timestamp,
  updated_at: Timestamp,
  answered_at: Nullable(Type.String({ format: 'date-time' })),
  att_response: Nullable(Type.String()),
  ifree_model: Nullable(Type.String()),
  phase: Type.Boolean(),
  other_phase: Type.Boolean(),
  fields: Nullable(OrderFieldValues),
});
export type Order = Static<typeof Order>;

/** POST /orders 201: what was placed and charged. */
export const PlacedOrders = Type.Object({
  message: Type.String(),
  total: Money,
  data: Type.Array(Order),
});
export type PlacedOrders = Static<typeof PlacedOrders>;

/**
 * POST /orders 422: the refusal, with the form's text in `error` (one message a line); a body
 * that does not match the schema gets `{message, errors}` only.
 */
export const OrderRefusal = Type.Object({
  message: Type.String(),
  error: Type.Optional(Type.String()),
  errors: FieldErrors,
});
export type OrderRefusal = Static<typeof OrderRefusal>;

/** POST /orders/{id}/cancel: the order, rejected "Cancelled by customer" and refunded. */
export const CancelledOrder = Type.Object({ data: Order });
export type CancelledOrder = Static<typeof CancelledOrder>;

/** PATCH /admin_orders_pending/{id}: the answered order. */
export const AnsweredOrder = Type.Object({ message: Type.String(), data: Order });
export type AnsweredOrder = Static<typeof AnsweredOrder>;
