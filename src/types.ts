/**
 * Shapes shared by the whole client. Payloads come from the server's TypeBox schemas
 * (`server/src/schemas`, imported as types only: nothing of TypeBox reaches the browser).
 */
import type {
  LoginBody,
  ProfileChanges as ProfileChangesBody,
  RegisterBody,
  Session,
} from '@schemas/auth';
import type { ErrorBody } from '@schemas/errors';
import type { ResetPasswordBody } from '@schemas/password';
import type { Account } from '@schemas/users';

export type Role = 'admin' | 'customer';

/**
 * The signed-in account: the fields of the server's account the client keeps (`two_factor`
 * only matters on My Profile, so fixtures may leave it out).
 */
export type User = Pick<Account, 'id' | 'name' | 'email' | 'credits' | 'api_key' | 'admin'> &
  Partial<Pick<Account, 'two_factor' | 'notify_orders' | 'locale'>>;

/** Body of POST /login, POST /regis and GET /profile, with the account fields the client keeps. */
export type AuthResponse = Omit<Session, 'user'> & { user: User };

/** Payload of POST /regis. */
export type RegistrationPayload = RegisterBody;

/** Payload of PATCH /profile: the account's mail settings. */
export type ProfileChanges = ProfileChangesBody;

/** Payload of POST /password/reset. */
export type PasswordResetPayload = ResetPasswordBody;

/** Payload of POST /login. */
export type Credentials = LoginBody;

/** Laravel's error body (422 with `errors` per field). */
export type LaravelValidationBody = ErrorBody;
