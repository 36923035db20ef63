import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { passwordResets } from '../../src/db/schema.js';
import { sha256 } from '../../src/domain/secrets.js';

let made = 0;

/** A reset link of the account, valid for 30 minutes, as a "forgot password" mail carries it. */
export async function resetLinkOf(db: Database, userId: number): Promise<string> {
  made += 1;
  const token = `reset-${process.pid}-${userId}-${made}`;
  await db.insert(passwordResets).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: sql`now() + interval '30 minutes'`,
  });
  return token;
}

/** Sets a new password with the link's token, from an address of its own (the throttle). */
export const resetWith = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/password/reset',
    payload: { token, password: 'set-by-the-link', c_password: 'set-by-the-link' },
    remoteAddress: `10.77.${Math.floor(made / 250) % 250}.${made % 250}`,
  });
