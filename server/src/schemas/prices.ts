import { type Static, Type } from '@sinclair/typebox';
import { Id, Money } from './fields.js';

/** A row of a customer's price list; its id names the pair: "{userId}-{serviceId}". */
export const UserServicePrice = Type.Object({
  id: Type.String({ description: '"{userId}-{serviceId}"' }),
  price: Money,
  list_price: Money,
  custom: Type.Boolean({ description: 'true when an admin set this customer’s own price' }),
  user_id: Id,
  service_id: Id,
  service: Type.Object({
    id: Id,
    name: Type.String(),
    category: Type.Object({ name: Type.String() }),
  }),
});
export type UserServicePrice = Static<typeof UserServicePrice>;
