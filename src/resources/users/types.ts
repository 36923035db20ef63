/** A row of GET /admin_users. */
/** GET /admin_users/{id}: the account with its api key, counts and latest orders and bills. */
export type { User as UserRow, UserDetail as UserDetailRecord } from '@schemas/users';
