import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from './client.js';

interface Journal {
  entries: Array<{ when: number }>;
}

/**
 * Whether the next migrate() has migrations to apply: drizzle applies those newer than the last
 * one it recorded (drizzle.__drizzle_migrations' created_at is the journal's `when`).
 */
export async function migrationsPending(db: Database): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  // Both drivers answer raw queries with `{ rows }`.
  const table = (await db.execute(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  )) as { rows: Array<{ present: boolean }> };
  if (!table.rows[0]?.present) return true;
  const applied = (await db.execute(
    sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  )) as { rows: Array<{ last: string | null }> };
  const last = applied.rows[0]?.last;
  return last === null || last === undefined || Number(last) < newest;
}
