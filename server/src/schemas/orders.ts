import { type Static, Type } from '@sinclair/typebox';
import { PageQuery } from '../http/pagination.js';

/** POST /orders: the pasted IMEIs (one a line; commas and spaces tolerated) and the service. */
export const PlaceOrdersBody = Type.Object({
  imei: Type.String({ minLength: 1, maxLength: 64_000 }),
  service_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type PlaceOrdersBody = Static<typeof PlaceOrdersBody>;

/** Order list filters; an empty value means "any" (the forms send them empty). */
export const OrderFilterQuery = Type.Composite([
  PageQuery,
  Type.Object({
    imei: Type.Optional(Type.String({ maxLength: 32 })),
    status: Type.Optional(Type.String({ pattern: '^(|1|3|4)$' })),
    service_id: Type.Optional(Type.String({ pattern: '^\\d{0,10}$' })),
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
