/** Calendar days in the shop's time zone (APP_TIMEZONE), and the instants they start at. */

/** A day on the shop's calendar. */
export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_REMEMBERED_DAYS = 5000;
/** `zone YYYY-MM-DD` → the instant (ms) that day starts. */
const dayStarts = new Map<string, number>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time of `instant` in `timeZone`, written as if it were a UTC timestamp (ms). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The zone's offset from UTC at `instant`, in ms (e.g. −6 h for Mexico City). */
function offsetAt(instant: number, timeZone: string): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  return wallClockMs(wholeSecond, timeZone) - wholeSecond;
}

function fromUtcMs(ms: number): LocalDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function toUtcMs(date: LocalDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

/** The day `instant` falls on in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  return fromUtcMs(wallClockMs(instant.getTime(), timeZone));
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** The Monday on or before `date`. */
export function mondayOf(date: LocalDate): LocalDate {
  const weekday = new Date(toUtcMs(date)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

export function firstOfMonth(date: LocalDate): LocalDate {
  return { year: date.year, month: date.month, day: 1 };
}

export function firstOfNextMonth(date: LocalDate): LocalDate {
  return date.month === 12
    ? { year: date.year + 1, month: 1, day: 1 }
    : { year: date.year, month: date.month + 1, day: 1 };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A day that needs no carrying over (not 30 February), of a four-digit year. */
function isPlainDay({ year, month, day }: LocalDate): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * 'YYYY-MM-DD', written from the numbers (a chart of 30 days writes some 90 of them a request);
 * a day to carry over (30 February) the way Date does it.
 */
export function isoDate(date: LocalDate): string {
  if (!isPlainDay(date)) return new Date(toUtcMs(date)).toISOString().slice(0, 10);
  return `${date.year}-${twoDigits(date.month)}-${twoDigits(date.day)}`;
}

/**
 * The first instant of `date` in `timeZone`: local midnight, or — where a daylight-saving jump
 * skips midnight — the moment the day begins.
 */
export function startOfDay(date: LocalDate, timeZone: string): Date {
  const key = `${timeZone} ${date.year}-${date.month}-${date.day}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    // A day starts where it starts: remembered, so a request does not ask Intl again.
    if (dayStarts.size >= MAX_REMEMBERED_DAYS) dayStarts.clear();
    start = computeStartOfDay(date, timeZone);
    dayStarts.set(key, start);
  }
  return new Date(start);
}

function computeStartOfDay(date: LocalDate, timeZone: string): number {
  const midnight = toUtcMs(date);
  const offsets = new Set(
    [midnight - DAY_MS, midnight, midnight + DAY_MS].map((at) => offsetAt(at, timeZone)),
  );
  const candidates = [...offsets].map((offset) => midnight - offset);
  const exact = candidates.filter((at) => wallClockMs(at, timeZone) === midnight);
  if (exact.length > 0) return Math.min(...exact);
  const sameDay = candidates.filter(
    (at) => isoDate(localDateOf(new Date(at), timeZone)) === isoDate(date),
  );
  return Math.min(...(sameDay.length > 0 ? sameDay : candidates));
}
