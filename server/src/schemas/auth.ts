import { type Static, Type } from '@sinclair/typebox';
import { Account } from './users.js';

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 255 }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  email: Type.String({ minLength: 1, maxLength: 255, format: 'email' }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
  c_password: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type RegisterBody = Static<typeof RegisterBody>;

/** POST /login, POST /regis and GET /profile: the bearer token and the signed-in account. */
export const Session = Type.Object({
  token: Type.String(),
  user: Account,
  service_url: Type.String({ description: 'The shop’s public URL, for the reseller API' }),
});
export type Session = Static<typeof Session>;
