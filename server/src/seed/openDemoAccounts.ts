import type { Executor } from '../db/client.js';
import { verifyPassword } from '../domain/passwords.js';
import { findUserByEmail } from '../domain/users.js';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_SHOP } from './demoAccounts.js';

export interface DemoAccount {
  role: 'admin' | 'customer';
  email: string;
  password: string;
  note?: string;
}

const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'admin', ...DEMO_ADMIN },
  { role: 'customer', ...DEMO_CUSTOMER },
  { role: 'customer', ...DEMO_SHOP, note: 'a month of orders' },
];

/**
 * The demo accounts that still sign in with their demo password: active, and not given another
 * password since. Only those are printed at start — a changed password is no longer the printed
 * one, and a shop that took the demo over should not see its accounts advertised.
 */
export async function openDemoAccounts(db: Executor): Promise<DemoAccount[]> {
  const open: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await findUserByEmail(db, account.email);
    if (user?.active && (await verifyPassword(user.passwordHash, account.password))) {
      open.push(account);
    }
  }
  return open;
}
