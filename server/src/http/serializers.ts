import { type ListedUser, listedUser } from '../domain/backOffice/customers.js';
import { toNumber } from '../domain/money.js';
import type { UserRow } from '../domain/tokens.js';

export interface UserView {
  id: number;
  name: string;
  email: string;
  credits: number;
  admin: boolean;
  active: boolean;
  /** Whether two-factor sign-in is on. */
  two_factor: boolean;
  api_key?: string;
  /** The owner's mail settings (shown with the api key). */
  notify_orders?: boolean;
  locale?: string;
  created_at: string;
  updated_at: string;
}

/** An account as the users list shows it: never a secret. */
export function listedUserView(user: ListedUser): UserView {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    credits: toNumber(user.credits),
    admin: user.admin,
    active: user.active,
    two_factor: user.twoFactor,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

/**
 * The user as the API shows it: never the password hash; the api key only for its owner or
 * an admin (`withApiKey`).
 */
export function userView(user: UserRow, options: { withApiKey: boolean }): UserView {
  const listed = listedUserView(listedUser(user));
  return options.withApiKey
    ? { ...listed, api_key: user.apiKey, notify_orders: user.notifyOrders, locale: user.locale }
    : listed;
}
