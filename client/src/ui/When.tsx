import dayjs from 'dayjs';
import { chinaNow, formatTime } from '../../../shared/domain/format';
import { Tag } from './Cells';

// Dates where a person scans a list: 今天 / 明天 instead of a date they must work out, and what
// is behind them marked — a due date that passed is 已逾期, a reminder whose time passed is 已过.

/** 今天, 明天 or 昨天 for a date near `now`, else ''. */
export function dayWord(value: string | number | Date, now: Date = chinaNow()): string {
  const d = dayjs(value);
  if (!d.isValid()) return '';
  const diff = d.startOf('day').diff(dayjs(now).startOf('day'), 'day');
  return diff === 0 ? '今天' : diff === 1 ? '明天' : diff === -1 ? '昨天' : '';
}

/**
 * A due date (kind "due": a day; past the day → 已逾期) or an appointment (kind "at": a moment;
 * past the moment → 已过), with 今天/明天 where it is near.
 */
export function When({ value, kind, now = chinaNow() }: { value: string | null | undefined; kind: 'due' | 'at'; now?: Date }) {
  const d = value ? dayjs(value) : null;
  if (!d || !d.isValid()) return <>—</>;
  const past = kind === 'due' ? d.startOf('day').isBefore(dayjs(now).startOf('day')) : d.isBefore(dayjs(now));
  const word = dayWord(value!, now);
  const sameYear = d.year() === dayjs(now).year();
  const day = word || formatTime(value!, sameYear ? 'MM-DD' : 'YYYY-MM-DD');
  const text = kind === 'at' ? `${day} ${d.format('HH:mm')}` : day;
  return (
    <time className={`when${past ? ' when--past' : word === '今天' ? ' when--today' : ''}`} dateTime={value!}>
      {past && <Tag kind={kind === 'due' ? 'danger' : 'default'}>{kind === 'due' ? '已逾期' : '已过'}</Tag>}
      {text}
    </time>
  );
}
