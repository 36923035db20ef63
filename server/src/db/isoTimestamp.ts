import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A timestamp column read as the API writes it, ISO 8601 in UTC with milliseconds
 * ("2026-11-25T16:33:15.123Z", as Date#toISOString). PostgreSQL sends every timestamp as text
 * anyway; asking for this text spares the server parsing it into a Date and formatting it back
 * (a tenth of the server's CPU on the users list, bench/README.md). Both cut the microseconds
 * off, so the text is the one a Date would give.
 */
export const isoTimestamp = (column: SQLWrapper): SQL<string> =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
