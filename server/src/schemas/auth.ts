import { type Static, Type } from '@sinclair/typebox';

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
