import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Timestamp } from './fields.js';

/**
 * A bill: credits an admin added to a user (a negative amount: took off), status true; or that
 * movement reversed (false).
 */
export const Bill = Type.Object({
  id: Id,
  amount: Type.Number({ description: 'Credits added; negative: credits taken off' }),
  status: Type.Boolean({ description: 'true success, false canceled' }),
  user_id: Id,
  created_by: Nullable(Type.Integer({ description: 'The admin who added the credits' })),
  created_at: Timestamp,
  updated_at: Timestamp,
  user: Type.Optional(Type.Object({ id: Id, email: Type.String(), name: Type.String() })),
});
export type Bill = Static<typeof Bill>;
