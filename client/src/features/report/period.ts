import { chinaNow, formatInterval, INTERVAL_UNIT, type IntervalUnit } from '../../../../shared/domain/format';
import { useUrlChoice } from '../../ui';

// The report period (spec 000 §5 intervals: year, quarter, month, week from Monday, day) as a
// choice in the page URL (?period=), month when none; its dates from the shared interval rule.

export const PERIODS: readonly IntervalUnit[] = ['year', 'quarter', 'month', 'week', 'day'];
export const periodName = (p: IntervalUnit) => (p === 'day' ? '今日' : `本${INTERVAL_UNIT[p]}`);

export function usePeriod(now: Date = chinaNow()) {
  const [period, setPeriod] = useUrlChoice<IntervalUnit>('period', PERIODS, 'month');
  const [startDate, endDate] = formatInterval(now, period) ?? ['', ''];
  return { period, setPeriod, startDate, endDate, name: periodName(period) };
}
