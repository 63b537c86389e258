import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { chinaNow, chinaTime, DEFAULT_TIME_FORMAT, formatBirthday, formatDate, formatInterval, formatMoney, formatSeconds, formatTime, intervalOf } from '../../../shared/domain/format';

describe('formatMoney: "money 2 decimals with thousands separators"', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234, '1,234.00'],
    [1234567.891, '1,234,567.89'],
    [999.995, '1,000.00'],
    [1.005, '1.01'],
    [0.1 + 0.2, '0.30'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    [100000000, '100,000,000.00'],
    ['1234.5', '1,234.50'],
    ['1,234.5', '1,234.50'],
  ])('%s → %s', (input, output) => {
    expect(formatMoney(input)).toBe(output);
  });

  it.each([[null], [undefined], [''], ['  '], ['abc'], [Number.NaN], [Number.POSITIVE_INFINITY]])('%j gives the fallback', (input) => {
    expect(formatMoney(input)).toBe('');
    expect(formatMoney(input, '—')).toBe('—');
  });
});

describe('formatTime: "time default YYYY-MM-DD HH:mm:ss"', () => {
  const at = new Date(2024, 1, 29, 8, 5, 9);
  it('uses the default pattern', () => {
    expect(DEFAULT_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatTime(at)).toBe('2024-02-29 08:05:09');
    expect(formatTime(at.getTime())).toBe('2024-02-29 08:05:09');
    expect(formatTime('2024-02-29 08:05:09')).toBe('2024-02-29 08:05:09');
    expect(formatTime(dayjs(at))).toBe('2024-02-29 08:05:09');
  });
  it('takes a pattern', () => {
    expect(formatTime(at, 'YYYY年MM月DD日')).toBe('2024年02月29日');
    expect(formatDate(at)).toBe('2024-02-29');
  });
  it.each([[null], [undefined], [''], ['not a date']])('%j gives the fallback', (input) => {
    expect(formatTime(input)).toBe('');
    expect(formatTime(input, undefined, '—')).toBe('—');
  });
});

describe('China time: the upstream\'s times are China time, whatever the zone of the process or device', () => {
  /** Run with the process in another zone (Node reads TZ when it changes). */
  const inZone = <T>(zone: string, run: () => T): T => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      return run();
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  };
  const instant = Date.UTC(2026, 10, 26, 12, 3, 5, 42); // 20:03:05 in China

  it('chinaTime writes an instant as China wall-clock time in any zone and pattern', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Europe/Berlin', 'Pacific/Kiritimati']) {
      inZone(zone, () => {
        expect(chinaTime(instant)).toBe('2026-11-26 20:03:05');
        expect(chinaTime(new Date(instant), 'YYYYMMDD')).toBe('20261126');
        expect(chinaTime(instant + 4 * 3600_000, 'YYYY-MM-DD')).toBe('2026-11-27');
        expect(chinaTime(instant, 'YYYY-MM-DDTHH:mm:ss.SSS')).toBe('2026-11-26T20:03:05.042');
      });
    }
    expect(chinaTime(Number.NaN)).toBe('');
  });

  it('chinaNow reads China\'s wall clock in local fields, so zone-less upstream times compare with it', () => {
    inZone('America/Los_Angeles', () => {
      const now = chinaNow(instant);
      expect([now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getHours(), now.getMinutes()]).toEqual([2026, 11, 26, 20, 3]);
      expect(formatTime(now)).toBe('2026-11-26 20:03:05');
      expect(dayjs('2026-11-26 08:00:00').isSame(now, 'day')).toBe(true);
    });
  });
});

describe('intervals: "year, quarter, month, week (Monday start), day"', () => {
  const fmt = 'YYYY-MM-DD HH:mm:ss.SSS';
  const range = (date: Date, unit: Parameters<typeof intervalOf>[1]): [string, string] => {
    const r = intervalOf(date, unit);
    if (!r) throw new Error('no interval');
    return [r[0].format(fmt), r[1].format(fmt)];
  };

  it('year', () => {
    expect(range(new Date(2024, 6, 4, 13), 'year')).toEqual(['2024-01-01 00:00:00.000', '2024-12-31 23:59:59.999']);
  });

  it.each([
    [new Date(2024, 0, 1), '2024-01-01', '2024-03-31'],
    [new Date(2024, 2, 31, 23), '2024-01-01', '2024-03-31'],
    [new Date(2024, 3, 1), '2024-04-01', '2024-06-30'],
    [new Date(2024, 7, 15), '2024-07-01', '2024-09-30'],
    [new Date(2024, 11, 31), '2024-10-01', '2024-12-31'],
  ])('quarter of %s', (date, start, end) => {
    expect(range(date, 'quarter')).toEqual([`${start} 00:00:00.000`, `${end} 23:59:59.999`]);
  });

  it('month, with leap February', () => {
    expect(range(new Date(2024, 1, 10), 'month')).toEqual(['2024-02-01 00:00:00.000', '2024-02-29 23:59:59.999']);
    expect(range(new Date(2023, 1, 10), 'month')).toEqual(['2023-02-01 00:00:00.000', '2023-02-28 23:59:59.999']);
  });

  it.each([
    [new Date(2024, 5, 10), 'Monday itself'],
    [new Date(2024, 5, 12, 15), 'Wednesday'],
    [new Date(2024, 5, 16, 23, 59), 'Sunday belongs to the week before it'],
  ])('week starts on Monday: %s (%s)', (date) => {
    expect(range(date, 'week')).toEqual(['2024-06-10 00:00:00.000', '2024-06-16 23:59:59.999']);
  });

  it('week across a year boundary', () => {
    expect(range(new Date(2025, 0, 1), 'week')).toEqual(['2024-12-30 00:00:00.000', '2025-01-05 23:59:59.999']);
  });

  it('day', () => {
    expect(range(new Date(2024, 1, 29, 12, 30), 'day')).toEqual(['2024-02-29 00:00:00.000', '2024-02-29 23:59:59.999']);
  });

  it('formatInterval gives strings; invalid input gives null', () => {
    expect(formatInterval(new Date(2024, 5, 12), 'week')).toEqual(['2024-06-10', '2024-06-16']);
    expect(formatInterval('2024-05-20', 'quarter', 'YYYY/MM/DD')).toEqual(['2024/04/01', '2024/06/30']);
    expect(intervalOf('garbage', 'day')).toBeNull();
    expect(formatInterval('garbage', 'day')).toBeNull();
  });
});

describe('formatSeconds: "seconds as mm:ss"', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [59, '00:59'],
    [60, '01:00'],
    [61.9, '01:01'],
    [599, '09:59'],
    [3599, '59:59'],
    [3725, '62:05'],
    ['75', '01:15'],
    [-3, '00:00'],
    [null, '00:00'],
    [undefined, '00:00'],
    ['abc', '00:00'],
    [Number.NaN, '00:00'],
  ])('%j → %s', (input, output) => {
    expect(formatSeconds(input)).toBe(output);
  });
});

describe('formatBirthday: a bare year (next to an ID number) or a date', () => {
  it.each([
    ['1985', '1985 年'],
    ['1985-03-07', '1985-03-07'],
    ['1985-03-07 00:00:00', '1985-03-07'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %s', (value, shown) => {
    expect(formatBirthday(value)).toBe(shown);
  });
  it('keeps the fallback for no birthday', () => {
    expect(formatBirthday(null, '—')).toBe('—');
  });
});
