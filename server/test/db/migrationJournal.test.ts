import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../src/db/migrations/', import.meta.url);

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
  entries: JournalEntry[];
};

describe('the migration journal', () => {
  // drizzle's migrator applies the migrations dated after the newest one a database has applied:
  // a migration dated earlier than the one before it would be skipped on an upgraded database,
  // and a date moved later would replay the ones after it.
  it('dates every migration after the one before it', () => {
    const dates = journal.entries.map((entry) => entry.when);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('numbers the migrations in order, each with its SQL file', () => {
    journal.entries.forEach((entry, position) => {
      expect(entry.idx).toBe(position);
      expect(entry.tag.startsWith(String(position).padStart(4, '0'))).toBe(true);
      expect(existsSync(new URL(`${entry.tag}.sql`, folder))).toBe(true);
    });
  });
});
