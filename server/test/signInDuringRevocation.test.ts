import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/db/schema.js';
import { otherConnection, untilSomeoneWaitsForALock } from './helpers/lockWaits.js';
import { createTestApp, type TestApp } from './helpers/testApp.js';
import { TEST_DB_KIND } from './helpers/testDatabase.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokensOf = async (userId: number) =>
  t.db.$count(accessTokens, eq(accessTokens.userId, userId));

/**
 * PostgreSQL only (PGlite runs one transaction at a time): a password reset, a password change by
 * an admin and a takeover by create-admin each change the row and end every session in one
 * transaction. A sign-in that verified the old password meanwhile must not come out with a token.
 */
describe.skipIf(TEST_DB_KIND !== 'postgres')('a sign-in while every session is ended', () => {
  it('issues no token when the password changed while the old one was being verified', async () => {
    const user = await t.createUser();
    const other = await otherConnection(t.database.url);
    try {
      await other.query('BEGIN');
      await other.query("UPDATE users SET password_hash = 'changed elsewhere' WHERE id = $1", [
        user.id,
      ]);
      await other.query('DELETE FROM access_tokens WHERE user_id = $1', [user.id]);
      const signIn = t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });
      // The sign-in read the committed row (the old password) and verified it; its token then
      // waits for the change, or, without the check, is written at once.
      const first = await Promise.race([signIn, untilSomeoneWaitsForALock(t.db)]);
      await other.query('COMMIT');
      const res = first ?? (await signIn);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual(['These credentials do not match our records.']);
      expect(await tokensOf(user.id)).toBe(0);
    } finally {
      await other.end();
    }
  });
});
