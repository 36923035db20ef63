import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { settlingJobDatabase } from '../../src/jobs/settlingJobDatabase.js';

/** A statement that answers when told to. */
function heldDatabase() {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  return {
    database: settlingJobDatabase({
      executeSql: async () => {
        await answered;
        return { rows: [] };
      },
    }),
    answer,
  };
}

/** Starts waiting for the database to settle, and says whether it has yet. */
function startSettling(database: ReturnType<typeof settlingJobDatabase>) {
  let settled = false;
  const settling = database.settled(5000).then(() => {
    settled = true;
  });
  return { settling, hasSettled: () => settled };
}

describe('the job database pg-boss uses', () => {
  it('settles only after the statement under way has answered', async () => {
    const { database, answer } = heldDatabase();
    const statement = database.executeSql('select 1', []);
    const { settling, hasSettled } = startSettling(database);
    await delay(150);
    expect(hasSettled()).toBe(false);
    answer();
    await statement;
    await settling;
    expect(hasSettled()).toBe(true);
  });

  it('settles only after a counted handler has finished', async () => {
    const { database } = heldDatabase();
    let finish: () => void = () => {};
    const handler = database.counted(
      () =>
        new Promise<string>((resolve) => {
          finish = () => resolve('done');
        }),
    );
    const run = handler();
    const { settling, hasSettled } = startSettling(database);
    await delay(150);
    expect(hasSettled()).toBe(false);
    finish();
    expect(await run).toBe('done');
    await settling;
    expect(hasSettled()).toBe(true);
  });

  it('stops waiting after its time-out', async () => {
    const { database } = heldDatabase();
    void database.executeSql('select 1', []);
    const started = Date.now();
    await database.settled(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
