import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema.js';
import { endResetLinks } from './passwordResets.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { newApiKey } from './secrets.js';
import { revokeUserTokens, type UserRow } from './tokens.js';
import { clearTwoFactor } from './twoFactor.js';
import { createUser, findUserByEmail } from './users.js';

/**
 * What `ensureAdmin` did with the address:
 * - `created`: no account had it, a new admin was made;
 * - `unchanged`: it was this admin's already, with this password;
 * - `password changed`: the admin's password was set anew, which signs them out everywhere;
 * - `promoted`: a customer's or a deactivated account was taken over (see ensureAdmin).
 */
export type AdminAccountOutcome = 'created' | 'unchanged' | 'password changed' | 'promoted';

/**
 * Makes sure an admin with this email and password exists (ADMIN_EMAIL on every start, and
 * `npm run create-admin`).
 *
 * An account that was not an active admin is taken over whole. Registration does not prove an
 * address, so whoever signed up with the operator's address first, or holds it since the admin
 * moved to another one, must keep nothing that opens the new admin: their sessions, reset links,
 * API key and two-factor sign-in (which would lock the operator out) all end. An admin whose
 * password changes is signed out everywhere, as after any password change; one whose password
 * stays (every restart) keeps their sessions.
 */
export async function ensureAdmin(
  db: Executor,
  input: { email: string; password: string; name?: string },
): Promise<{ user: UserRow; outcome: AdminAccountOutcome }> {
  const existing = await findUserByEmail(db, input.email);
  if (!existing) {
    const user = await createUser(db, {
      name: input.name ?? 'Admin',
      email: input.email,
      password: input.password,
      admin: true,
    });
    return { user, outcome: 'created' };
  }
  // Hashing is slow: done before the transaction opens, so no row stays locked meanwhile.
  const samePassword = await verifyPassword(existing.passwordHash, input.password);
  const passwordHash = samePassword ? existing.passwordHash : await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, existing.id)).for('update');
    if (!current) throw new Error(`The account of ${input.email} vanished while it was made admin`);
    const promoted = !(current.admin && current.active);
    const renamed = input.name !== undefined && input.name !== current.name;
    if (!promoted && samePassword && !renamed) return { user: current, outcome: 'unchanged' };
    const [user] = await tx
      .update(users)
      .set({
        admin: true,
        active: true,
        passwordHash,
        ...(input.name ? { name: input.name } : {}),
        ...(promoted ? { apiKey: newApiKey() } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, current.id))
      .returning();
    if (promoted || !samePassword) {
      await revokeUserTokens(tx, current.id);
      await endResetLinks(tx, current.id);
    }
    if (promoted) await clearTwoFactor(tx, current.id);
    const outcome = promoted ? 'promoted' : samePassword ? 'unchanged' : 'password changed';
    return { user: user ?? current, outcome };
  });
}
