import dayjs from 'dayjs';
import { chinaNow } from '../../../../shared/domain/format';

// Counts of due dates for a day's overview: passed (已逾期), today, and within the next 7 days.
export function dueCounts(dates: readonly (string | null | undefined)[], now: Date = chinaNow()) {
  const today = dayjs(now).startOf('day');
  let overdue = 0;
  let todayCount = 0;
  let week = 0;
  for (const d of dates) {
    const day = d ? dayjs(d).startOf('day') : null;
    if (!day?.isValid()) continue;
    const diff = day.diff(today, 'day');
    if (diff < 0) overdue++;
    else if (diff === 0) todayCount++;
    if (diff >= 0 && diff < 7) week++;
  }
  return { overdue, today: todayCount, week };
}
