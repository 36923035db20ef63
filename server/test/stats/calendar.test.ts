import { describe, expect, it } from 'vitest';
import {
  addDays,
  firstOfNextMonth,
  isoDate,
  localDateOf,
  mondayOf,
  startOfDay,
} from '../../src/domain/stats/calendar.js';

describe('the shop calendar', () => {
  it('puts an instant on the day it falls on in the shop time zone, not in UTC', () => {
    const instant = new Date('2025-03-12T05:59:59Z');
    expect(isoDate(localDateOf(instant, 'America/Mexico_City'))).toBe('2025-03-11');
    expect(isoDate(localDateOf(instant, 'UTC'))).toBe('2025-03-12');
    expect(isoDate(localDateOf(instant, 'Asia/Tokyo'))).toBe('2025-03-12');
  });

  it('starts a day at local midnight', () => {
    const day = { year: 2025, month: 3, day: 12 };
    expect(startOfDay(day, 'America/Mexico_City').toISOString()).toBe('2025-03-12T06:00:00.000Z');
    expect(startOfDay(day, 'Asia/Kolkata').toISOString()).toBe('2025-03-11T18:30:00.000Z');
    expect(startOfDay(day, 'UTC').toISOString()).toBe('2025-03-12T00:00:00.000Z');
  });

  it('follows daylight saving time: a 23-hour day in Madrid', () => {
    const start = startOfDay({ year: 2025, month: 3, day: 30 }, 'Europe/Madrid');
    const next = startOfDay({ year: 2025, month: 3, day: 31 }, 'Europe/Madrid');
    expect(start.toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(next.toISOString()).toBe('2025-03-30T22:00:00.000Z');
  });

  it('starts a day whose midnight is skipped by daylight saving at the jump (Santiago)', () => {
    const start = startOfDay({ year: 2024, month: 9, day: 8 }, 'America/Santiago');
    expect(start.toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(isoDate(localDateOf(start, 'America/Santiago'))).toBe('2024-09-08');
    expect(isoDate(localDateOf(new Date(start.getTime() - 1), 'America/Santiago'))).toBe(
      '2024-09-07',
    );
  });

  it('finds the Monday of a week, from Monday itself and from Sunday', () => {
    expect(isoDate(mondayOf({ year: 2025, month: 3, day: 10 }))).toBe('2025-03-10');
    expect(isoDate(mondayOf({ year: 2025, month: 3, day: 16 }))).toBe('2025-03-10');
    expect(isoDate(mondayOf({ year: 2025, month: 3, day: 17 }))).toBe('2025-03-17');
    expect(isoDate(mondayOf({ year: 2025, month: 1, day: 1 }))).toBe('2024-12-30');
  });

  it('writes every day of four years as Date writes it, and carries over a day past its month', () => {
    for (let at = Date.UTC(2023, 0, 1); at < Date.UTC(2027, 0, 1); at += 86_400_000) {
      const date = new Date(at);
      const day = {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      };
      expect(isoDate(day)).toBe(date.toISOString().slice(0, 10));
    }
    expect(isoDate({ year: 2025, month: 2, day: 29 })).toBe('2025-03-01');
    expect(isoDate({ year: 2024, month: 2, day: 29 })).toBe('2024-02-29');
    expect(isoDate({ year: 2025, month: 13, day: 1 })).toBe('2026-01-01');
    expect(isoDate({ year: 2025, month: 4, day: 0 })).toBe('2025-03-31');
  });

  it('steps across month and year ends', () => {
    expect(isoDate(addDays({ year: 2024, month: 2, day: 28 }, 1))).toBe('2024-02-29');
    expect(isoDate(addDays({ year: 2025, month: 1, day: 1 }, -1))).toBe('2024-12-31');
    expect(isoDate(firstOfNextMonth({ year: 2025, month: 12, day: 31 }))).toBe('2026-01-01');
  });
});
