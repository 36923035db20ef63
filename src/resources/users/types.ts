/** A row of GET /admin_services_price_by_user/{userId}; its id is "{userId}-{serviceId}". */
export type { UserServicePrice } from '@schemas/prices';
/**
 * A row of GET /admin_users (UserRow); GET /admin_users/{id}, the account with its api key,
 * counts and latest orders and bills (UserDetailRecord).
 */
export type { User as UserRow, UserDetail as UserDetailRecord } from '@schemas/users';
