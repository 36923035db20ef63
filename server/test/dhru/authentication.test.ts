import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, users } from '../../src/db/schema.js';
import { IN_FLIGHT_SECONDS } from '../../src/domain/checkSlots.js';
import { pairKey } from '../../src/domain/rateLimits.js';
import { newApiKey } from '../../src/domain/secrets.js';
import { otherConnection, untilSomeoneWaitsForALock } from '../helpers/lockWaits.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';
import { dhruRequest } from './dhruClient.js';
import { createReseller } from './reseller.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginMaxFailures: 3,
    loginMaxFailuresPerAddress: 5,
    loginWindowSeconds: 60,
  });
});
afterAll(() => t.close());

type Answer = {
  json(): { ERROR?: Array<{ MESSAGE: string; FULL_DESCRIPTION?: string }>; SUCCESS?: unknown[] };
};
const refusal = (res: Answer) => res.json().ERROR?.[0]?.MESSAGE;
const accepted = (res: Answer) => res.json().SUCCESS !== undefined;

let ipCounter = 0;
/** A fresh client address per test, so the per-IP counter of one test does not reach another. */
const nextIp = () => `10.0.0.${++ipCounter}`;

/** `count` calls one after the other with a wrong key for this name, from `ip`: their refusals. */
async function wrongKeys(username: string, ip: string, count: number) {
  const refusals: (string | undefined)[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const res = await dhruRequest(t.app, {
      username,
      apiKey: newApiKey(),
      action: 'accountinfo',
      ip,
    });
    refusals.push(refusal(res));
  }
  return refusals;
}

describe('authentication by username (the account name) and api key', () => {
  it('accepts the name in any letter case and with surrounding spaces', async () => {
    const reseller = await createReseller(t, { name: 'Shop Uno' });
    const ip = nextIp();
    for (const username of ['Shop Uno', 'shop uno', '  SHOP UNO ']) {
      const res = await dhruRequest(t.app, {
        username,
        apiKey: reseller.apiKey,
        action: 'accountinfo',
        ip,
      });
      expect(accepted(res)).toBe(true);
    }
  });

  it('refuses a wrong key', async () => {
    const reseller = await createReseller(t);
    const res = await reseller.call('accountinfo', { ip: nextIp() });
    expect(accepted(res)).toBe(true);
    const wrong = await dhruRequest(t.app, {
      username: reseller.username,
      apiKey: newApiKey(),
      action: 'accountinfo',
      ip: nextIp(),
    });
    expect(refusal(wrong)).toBe('Authentication Failed');
  });

  it("refuses another account's name with a valid key", async () => {
    const reseller = await createReseller(t);
    const other = await createReseller(t);
    const res = await dhruRequest(t.app, {
      username: other.username,
      apiKey: reseller.apiKey,
      action: 'accountinfo',
      ip: nextIp(),
    });
    expect(refusal(res)).toBe('Authentication Failed');
  });

  it('refuses a deactivated account', async () => {
    const reseller = await createReseller(t);
    await t.db.update(users).set({ active: false }).where(eq(users.id, reseller.user.id));
    expect(refusal(await reseller.call('accountinfo', { ip: nextIp() }))).toBe(
      'Authentication Failed',
    );
  });

  it('refuses an account the admin deleted (deactivated)', async () => {
    const admin = await t.createUser({ admin: true });
    const reseller = await createReseller(t);
    const ip = nextIp();
    expect(accepted(await reseller.call('accountinfo', { ip }))).toBe(true);
    const res = await admin.inject({
      method: 'DELETE',
      url: `/api/admin_users/${reseller.user.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(refusal(await reseller.call('accountinfo', { ip }))).toBe('Authentication Failed');
  });

  it('refuses the old key at once after the admin regenerates it, and accepts the new one', async () => {
    const admin = await t.createUser({ admin: true });
    const reseller = await createReseller(t);
    const ip = nextIp();
    expect(accepted(await reseller.call('accountinfo', { ip }))).toBe(true);
    const regenerated = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_users/${reseller.user.id}`,
      payload: { api_key: true },
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh: string = regenerated.json().data.api_key;
    expect(fresh).not.toBe(reseller.apiKey);
    expect(refusal(await reseller.call('accountinfo', { ip }))).toBe('Authentication Failed');
    const res = await dhruRequest(t.app, {
      username: reseller.username,
      apiKey: fresh,
      action: 'accountinfo',
      ip,
    });
    expect(accepted(res)).toBe(true);
  });

  it('refuses a key far longer than any key without looking it up', async () => {
    const reseller = await createReseller(t);
    const res = await dhruRequest(t.app, {
      username: reseller.username,
      apiKey: 'K'.repeat(5000),
      action: 'accountinfo',
      ip: nextIp(),
    });
    expect(refusal(res)).toBe('Authentication Failed');
  });

  it('answers Authentication Failed before saying anything about the action', async () => {
    const reseller = await createReseller(t);
    const res = await dhruRequest(t.app, {
      username: reseller.username,
      apiKey: newApiKey(),
      action: 'no-such-action',
      ip: nextIp(),
    });
    expect(refusal(res)).toBe('Authentication Failed');
  });
});

describe('failed attempts are rate-limited', () => {
  it('blocks a username from an address after the allowed failures, right key included', async () => {
    const reseller = await createReseller(t);
    const ip = nextIp();
    expect(await wrongKeys(reseller.username, ip, 3)).toEqual(
      Array(3).fill('Authentication Failed'),
    );
    const blocked = await reseller.call('accountinfo', { ip });
    expect(refusal(blocked)).toBe('Too many failed attempts');
    expect(blocked.json().ERROR?.[0]?.FULL_DESCRIPTION).toMatch(/try again in \d+ seconds/);
  });

  it('keeps the reseller’s own server in while another address guesses its key', async () => {
    const reseller = await createReseller(t);
    const attacker = nextIp();
    await wrongKeys(reseller.username, attacker, 5);
    expect(accepted(await reseller.call('accountinfo', { ip: nextIp() }))).toBe(true);
  });

  it('blocks an address that tries many usernames', async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await dhruRequest(t.app, {
        username: `nobody-${attempt}`,
        apiKey: newApiKey(),
        action: 'accountinfo',
        ip,
      });
    }
    const reseller = await createReseller(t);
    expect(refusal(await reseller.call('accountinfo', { ip }))).toBe('Too many failed attempts');
    expect(accepted(await reseller.call('accountinfo', { ip: nextIp() }))).toBe(true);
  });

  it('answers every one of many simultaneous calls with the right key, far more than the limit', async () => {
    const reseller = await createReseller(t);
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => reseller.call('accountinfo', { ip })),
    );
    expect(answers.map(refusal).filter(Boolean)).toEqual([]);
    expect(answers.every(accepted)).toBe(true);
    // None of them counts against the account: three wrong keys are still allowed after them.
    expect(await wrongKeys(reseller.username, ip, 3)).toEqual(
      Array(3).fill('Authentication Failed'),
    );
  });

  it('answers a burst of right-key calls one slot at a time when failures hold the others', async () => {
    const reseller = await createReseller(t);
    const ip = nextIp();
    await wrongKeys(reseller.username, ip, 2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => reseller.call('accountinfo', { ip })),
    );
    expect(answers.map(refusal).filter(Boolean)).toEqual([]);
  });

  it('frees the slots of calls never given back (a process killed mid-check) after IN_FLIGHT_SECONDS, not the failures’ window', async () => {
    const reseller = await createReseller(t);
    const ip = nextIp();
    // A process killed while it checked three calls of this reseller (the limit here): its
    // slots are never given back. An audit saw a surviving process refuse the right key then.
    const checking = pairKey('dhru-checking', reseller.username, ip);
    await t.db.insert(rateLimits).values({ key: checking, windowStart: new Date(), hits: 3 });
    await t.db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - (IN_FLIGHT_SECONDS + 1) * 1000) })
      .where(eq(rateLimits.key, checking));
    expect(accepted(await reseller.call('accountinfo', { ip }))).toBe(true);
  });

  it('lets the username in again once the window has passed', async () => {
    const reseller = await createReseller(t);
    const ip = nextIp();
    await wrongKeys(reseller.username, ip, 3);
    await t.db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 61_000) })
      .where(eq(rateLimits.key, pairKey('dhru', reseller.username, ip)));
    expect(accepted(await reseller.call('accountinfo', { ip }))).toBe(true);
  });

  it('clears the failures of a username from an address when it signs in correctly there', async () => {
    const reseller = await createReseller(t);
    const ip = nextIp();
    await wrongKeys(reseller.username, ip, 2);
    expect(accepted(await reseller.call('accountinfo', { ip }))).toBe(true);
    const rows = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, pairKey('dhru', reseller.username, ip)));
    expect(rows).toEqual([]);
  });

  it('does not count successful requests', async () => {
    const reseller = await createReseller(t);
    const ip = nextIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(accepted(await reseller.call('accountinfo', { ip }))).toBe(true);
    }
  });

  /** PostgreSQL only: the check is made to fail by ending its connection while it waits. */
  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'gives its slot back when the key check itself fails on the database',
    async () => {
      const reseller = await createReseller(t);
      const ip = nextIp();
      const other = await otherConnection(t.database.url);
      try {
        await other.query('BEGIN');
        await other.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
        const call = reseller.call('accountinfo', { ip });
        await untilSomeoneWaitsForALock(t.db);
        await t.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        await other.query('ROLLBACK');
        expect(refusal(await call)).toBe('Temporary server error');
      } finally {
        await other.end();
      }
      const [slot] = await t.db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(eq(rateLimits.key, pairKey('dhru-checking', reseller.username, ip)));
      expect(slot?.hits).toBe(0);
      expect(accepted(await reseller.call('accountinfo', { ip }))).toBe(true);
    },
  );
});
