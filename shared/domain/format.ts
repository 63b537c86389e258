// Formatting (spec 000 §5) on dayjs: money, times, intervals, seconds as mm:ss. Dates are local
// time; the intervals are computed without dayjs plugins so importing this module changes no
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

/** A date as YYYY-MM-DD. */
export function formatDate(value: DayInput | null | undefined, fallback = ''): string {
  return formatTime(value, DATE_FORMAT, fallback);
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
