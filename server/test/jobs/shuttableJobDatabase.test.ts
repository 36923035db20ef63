import { describe, expect, it } from 'vitest';
import { shuttableJobDatabase } from '../../src/jobs/shuttableJobDatabase.js';

describe('the job database pg-boss uses', () => {
  it('passes every call on until it is shut, then reads nothing and sends nothing', async () => {
    const sent: string[] = [];
    const jobs = shuttableJobDatabase({
      executeSql: async (text) => {
        sent.push(text);
        return { rows: [{ id: 1 }] };
      },
    });
    expect(await jobs.executeSql('select fetch', [])).toEqual({ rows: [{ id: 1 }] });
    jobs.shut();
    expect(await jobs.executeSql('update complete', ['x'])).toEqual({ rows: [] });
    expect(sent).toEqual(['select fetch']);
  });
});
