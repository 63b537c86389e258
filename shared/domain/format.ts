// Formatting (spec 000 §5) on dayjs: money, times, intervals, seconds as mm:ss. The upstream's
// times are China time (YYYY-MM-DD HH:mm:ss, no zone): they are formatted as written, never
// shifted, and an instant (now) becomes such a time through chinaTime, whatever the zone of the
// process or the device. The intervals are computed without dayjs plugins so importing this module changes no
// global dayjs behaviour.
import dayjs, { type Dayjs } from 'dayjs';
import type { DayInput } from './today';

export const DEFAULT_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Money with 2 decimals and thousands separators: 1234567.891 → "1,234,567.89", -5 → "-5.00".
 * Halves round away from zero on the decimal value written (1.005 → "1.01"), not on its binary
 * approximation. Numeric strings are accepted; anything else gives the fallback.
 */
export function formatMoney(value: number | string | null | undefined, fallback = ''): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return fallback;
  const n = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  if (!Number.isFinite(n)) return fallback;
  const abs = Math.abs(n);
  // Shift the decimal point in the decimal text to avoid 1.005 * 100 = 100.49999…
  const fixed = abs < 1e15 ? (Math.round(Number(`${abs}e2`)) / 100).toFixed(2) : abs.toFixed(2);
  const [int = '0', frac = '00'] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = n < 0 && fixed !== '0.00';
  return `${negative ? '-' : ''}${grouped}.${frac}`;
}

/** A time in the given pattern (default YYYY-MM-DD HH:mm:ss); empty or invalid input gives the fallback. */
export function formatTime(value: DayInput | null | undefined, pattern = DEFAULT_TIME_FORMAT, fallback = ''): string {
  if (value === null || value === undefined || value === '') return fallback;
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : fallback;
}

/** China time: UTC+8 all year (no daylight saving), the zone of every time the upstream writes. */
export const CHINA_UTC_OFFSET_MS = 8 * 3600_000;

/**
 * An instant as China wall-clock time in the pattern (default YYYY-MM-DD HH:mm:ss), whatever the
 * zone of the process (the demo upstream, the BFF) or of the device (the client).
 */
export function chinaTime(at: Date | number = Date.now(), pattern = DEFAULT_TIME_FORMAT): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (!Number.isFinite(ms)) return '';
  // The UTC fields of the shifted instant are China's wall clock (no local zone involved, so no
  // daylight-saving gap of the device's zone can move them).
  const iso = new Date(ms + CHINA_UTC_OFFSET_MS).toISOString(); // 2026-11-26T20:03:05.123Z
  const fields: Record<string, string> = { YYYY: iso.slice(0, 4), MM: iso.slice(5, 7), DD: iso.slice(8, 10), HH: iso.slice(11, 13), mm: iso.slice(14, 16), ss: iso.slice(17, 19), SSS: iso.slice(20, 23) };
  return pattern.replace(/YYYY|SSS|MM|DD|HH|mm|ss/g, (token) => fields[token]!);
}

/**
 * Now (or `at`) as a Date whose local fields read China's wall clock: what the client compares
 * upstream times with, since it reads them (zone-less) as local time — so 今天, 已逾期 and the
 * report periods are China's on a device set to any zone.
 */
export function chinaNow(at: number = Date.now()): Date {
  return new Date(chinaTime(at, 'YYYY-MM-DDTHH:mm:ss.SSS'));
}

/** A date as YYYY-MM-DD. */
export function formatDate(value: DayInput | null | undefined, fallback = ''): string {
  return formatTime(value, DATE_FORMAT, fallback);
}

/** A birthday as answered: a bare year (next to an ID number only the year is given) reads "1985 年", a date YYYY-MM-DD. */
export function formatBirthday(value: string | null | undefined, fallback = ''): string {
  if (value && /^\d{4}$/.test(value)) return `${value} 年`;
  return formatDate(value ?? null, fallback);
}

export const INTERVAL_UNIT = { year: '年', quarter: '季度', month: '月', week: '周', day: '日' } as const;
export type IntervalUnit = keyof typeof INTERVAL_UNIT;

/**
 * [start, end] of the year, quarter, month, week (Monday to Sunday) or day containing date:
 * start at 00:00:00.000 of the first day, end at 23:59:59.999 of the last. Invalid input → null.
 */
export function intervalOf(date: DayInput, unit: IntervalUnit): [Dayjs, Dayjs] | null {
  const d = dayjs(date);
  if (!d.isValid()) return null;
  let start: Dayjs;
  let end: Dayjs;
  switch (unit) {
    case 'year':
    case 'month':
    case 'day':
      start = d.startOf(unit);
      end = d.endOf(unit);
      break;
    case 'quarter': {
      start = d.month(Math.floor(d.month() / 3) * 3).startOf('month');
      end = start.add(2, 'month').endOf('month');
      break;
    }
    case 'week': {
      // day(): 0 Sunday … 6 Saturday; the week starts on Monday.
      start = d.subtract((d.day() + 6) % 7, 'day').startOf('day');
      end = start.add(6, 'day').endOf('day');
      break;
    }
  }
  return [start, end];
}

/** The interval as two formatted strings (default YYYY-MM-DD), or null for invalid input. */
export function formatInterval(date: DayInput, unit: IntervalUnit, pattern = DATE_FORMAT): [string, string] | null {
  const range = intervalOf(date, unit);
  return range ? [range[0].format(pattern), range[1].format(pattern)] : null;
}

/**
 * Seconds as mm:ss, minutes not wrapped at 60 (3725 → "62:05"); fractions are dropped;
 * negative, missing or invalid input gives "00:00".
 */
export function formatSeconds(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? NaN);
  if (!Number.isFinite(n) || n <= 0) return '00:00';
  const total = Math.floor(n);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
