// An injectable "today" so that age and future-date rules are testable and deterministic.
import dayjs, { type Dayjs } from 'dayjs';

/** Anything that names a day: a Date, epoch milliseconds, an ISO-like string or a Dayjs. */
export type DayInput = Date | number | string | Dayjs;

/** Start of the given day (local time), or of the real today when omitted or invalid. */
export function startOfDay(today?: DayInput): Dayjs {
  const d = today === undefined ? dayjs() : dayjs(today);
  return (d.isValid() ? d : dayjs()).startOf('day');
}
