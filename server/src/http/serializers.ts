import { type ListedUser, listedUser } from '../domain/backOffice/customers.js';
import { toNumber } from '../domain/money.js';
import type { UserRow } from '../domain/tokens.js';
import type { Account, AccountLocale, User } from '../schemas/users.js';

/** An account as the users list shows it: never a secret. */
export function listedUserView(user: ListedUser): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    credits: toNumber(user.credits),
    admin: user.admin,
    active: user.active,
    two_factor: user.twoFactor,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
}

/**
 * The account as its owner (or an admin on the detail) sees it: with its api key and mail
 * settings, never the password hash.
 */
export function accountView(user: UserRow): Account {
  return {
    ...listedUserView(listedUser(user)),
    api_key: user.apiKey,
    notify_orders: user.notifyOrders,
    // The column holds only what the profile's schema lets in (Locale) or its default, 'en'.
    locale: user.locale as AccountLocale,
  };
}
