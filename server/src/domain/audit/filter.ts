import { InvalidInputError } from '../errors.js';
import { addDays, type LocalDate, startOfDay } from '../stats/calendar.js';
import type { AuditKind } from './kinds.js';
import type { AuditFilter } from './list.js';

export const TO_BEFORE_FROM = 'The to field must be a date after or equal to from.';

/** The days the filters take: the calendar's arithmetic holds from 1970 to the day before 9999-12-31. */
const FIRST_YEAR = 1970;
const LAST_YEAR = 9998;
export const DAY_OUT_OF_RANGE = (field: string) =>
  `The ${field} field must be a date between ${FIRST_YEAR}-01-01 and ${LAST_YEAR}-12-31.`;

/** "2024-05-31" → the calendar day (the format was checked by the route's schema). */
function dayOf(field: 'from' | 'to', text: string): LocalDate {
  const [year = 0, month = 1, day = 1] = text.split('-').map(Number);
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    throw InvalidInputError.field(field, DAY_OUT_OF_RANGE(field));
  }
  return { year, month, day };
}

/**
 * The audit log's filters in the domain's terms: `from` and `to` are whole days of the shop's
 * calendar (APP_TIMEZONE), both included. A range that ends before it starts is a 422 on `to`.
 */
export function auditFilter(
  query: { actorId?: number; userId?: number; kind?: AuditKind; from?: string; to?: string },
  timeZone: string,
): AuditFilter {
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
    throw InvalidInputError.field('to', TO_BEFORE_FROM);
  }
  const filter: AuditFilter = {};
  if (query.actorId !== undefined) filter.actorId = query.actorId;
  if (query.userId !== undefined) filter.targetUserId = query.userId;
  if (query.kind !== undefined) filter.kind = query.kind;
  if (query.from !== undefined) filter.from = startOfDay(dayOf('from', query.from), timeZone);
  if (query.to !== undefined)
    filter.before = startOfDay(addDays(dayOf('to', query.to), 1), timeZone);
  return filter;
}
