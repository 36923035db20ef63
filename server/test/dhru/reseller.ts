import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import type { TestApp, TestUser } from '../helpers/testApp.js';
import { type DhruCall, dhruRequest } from './dhruClient.js';

export interface Reseller {
  user: TestUser;
  username: string;
  apiKey: string;
  /** One DHRU call with this account's credentials. */
  call(
    action: string,
    options?: Omit<DhruCall, 'username' | 'apiKey' | 'action'>,
  ): ReturnType<typeof dhruRequest>;
}

/** A customer with credits, and its API credentials as the profile shows them. */
export async function createReseller(
  t: TestApp,
  options: { credits?: string; name?: string } = {},
): Promise<Reseller> {
  const user = await t.createUser(options);
  const [row] = await t.db
    .select({ apiKey: users.apiKey })
    .from(users)
    .where(eq(users.id, user.id));
  const apiKey = row?.apiKey ?? '';
  return {
    user,
    username: user.name,
    apiKey,
    call: (action, options = {}) =>
      dhruRequest(t.app, { username: user.name, apiKey, action, ...options }),
  };
}
