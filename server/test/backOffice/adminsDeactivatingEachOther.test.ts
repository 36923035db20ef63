import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { otherConnection, untilSomeoneWaitsForALock } from '../helpers/lockWaits.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const activeAdmins = async (ids: number[]) =>
  (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.active, true), eq(users.admin, true)))
  ).filter((row) => ids.includes(row.id)).length;

describe('two admins deactivating each other', () => {
  it('leaves one of them active when both ask at once', async () => {
    const first = await t.createUser({ admin: true });
    const second = await t.createUser({ admin: true });
    const answers = await Promise.all([
      first.inject({ method: 'DELETE', url: `/api/admin_users/${second.id}` }),
      second.inject({ method: 'DELETE', url: `/api/admin_users/${first.id}` }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    expect(await activeAdmins([first.id, second.id])).toBe(1);
  });

  /** PostgreSQL only: PGlite runs one transaction at a time, so nothing commits in between. */
  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'refuses (401) the deactivation asked by an admin deactivated while it was under way',
    async () => {
      const first = await t.createUser({ admin: true });
      const second = await t.createUser({ admin: true });
      const other = await otherConnection(t.database.url);
      try {
        // The second admin's deactivation of the first, not yet committed.
        await other.query('BEGIN');
        await other.query('UPDATE users SET active = false WHERE id = $1', [first.id]);
        const answer = first.inject({ method: 'DELETE', url: `/api/admin_users/${second.id}` });
        await Promise.race([answer, untilSomeoneWaitsForALock(t.db)]);
        await other.query('COMMIT');
        const res = await answer;
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'This account has been deactivated.' });
      } finally {
        await other.end();
      }
      expect(await activeAdmins([first.id, second.id])).toBe(1);
    },
  );

  /** PostgreSQL only: PGlite runs one transaction at a time. */
  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'an admin deactivating an account while changing it in another tab: both answered, no deadlock (a 500)',
    async () => {
      const admin = await t.createUser({ admin: true });
      for (let round = 0; round < 8; round += 1) {
        const target = await t.createUser({ credits: '10.00' });
        const answers = await Promise.all([
          admin.inject({
            method: 'PATCH',
            url: `/api/admin_users/${target.id}`,
            payload: { credits: '5.00' },
          }),
          admin.inject({ method: 'DELETE', url: `/api/admin_users/${target.id}` }),
        ]);
        for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
      }
    },
  );
});
