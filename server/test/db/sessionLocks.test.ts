import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Work that runs until `finish` is called; `started` resolves once it runs (the lock held). */
function heldOpen() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let begin = () => {};
  const started = new Promise<void>((resolve) => {
    begin = resolve;
  });
  return {
    work: () => {
      begin();
      return done;
    },
    started,
    finish: () => finish(),
  };
}

describe('work done by one process at a time (session locks)', () => {
  it('does not run a second time while the first holds the lock; runs again once it is let go', async () => {
    const first = heldOpen();
    const running = database.sessionLocks.runAlone('test:one', first.work);
    // Once its work runs, not after a fixed 50 ms: on PostgreSQL the lock is taken on a new
    // connection of the pool, which a loaded machine may open later than the second one.
    await first.started;
    let ran = false;
    expect(
      await database.sessionLocks.runAlone('test:one', async () => {
        ran = true;
      }),
    ).toBe(false);
    expect(ran).toBe(false);
    first.finish();
    expect(await running).toBe(true);
    expect(await database.sessionLocks.runAlone('test:one', async () => {})).toBe(true);
  });

  it('lets another key run beside it', async () => {
    const first = heldOpen();
    const running = database.sessionLocks.runAlone('test:two', first.work);
    expect(await database.sessionLocks.runAlone('test:three', async () => {})).toBe(true);
    first.finish();
    await running;
  });

  it('lets the lock go when the work fails, and throws its error', async () => {
    await expect(
      database.sessionLocks.runAlone('test:four', async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await database.sessionLocks.runAlone('test:four', async () => {})).toBe(true);
  });
});
