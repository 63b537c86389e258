import { useState } from 'react';
import { Column, PickerPopup, PickerShell } from './picker';
import dayjs from 'dayjs';
import { dayWord } from './When';
import { chinaNow } from '../../../shared/domain/format';

// The one date-time input (Vant-style): a field that shows the chosen time in Chinese, and a
// bottom popup with columns — day (今天, 明天, 11-26 周四 …), hour, minute — each a list that
// scrolls and snaps; tap an entry to choose it, 确定 to keep it. Replaces the browser's native
// date-time field, whose look and language (mm/dd/yyyy) depend on the phone.
//
// The value is "YYYY-MM-DDTHH:mm" (what a datetime-local input gives), '' when none; with
// `dateOnly` the popup has the day column only and the value is "YYYY-MM-DD".

const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const pad = (n: number) => String(n).padStart(2, '0');

/** How a chosen time reads: 今天 10:30, 明天 09:00, 11-26 周四 14:00. */
export function formatPicked(value: string, now = chinaNow()): string {
  const d = dayjs(value);
  if (!value || !d.isValid()) return '';
  const word = dayWord(value, now);
  const day = word || `${d.format(d.year() === now.getFullYear() ? 'MM-DD' : 'YYYY-MM-DD')} ${WEEK[d.day()]}`;
  return value.length === 10 ? day : `${day} ${d.format('HH:mm')}`;
}

interface Props {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  /** The earliest day offered (a "YYYY-MM-DDTHH:mm" value); default today. */
  min?: string;
  /** How many days are offered from the first one. */
  days?: number;
  /** Minutes offered in steps of this many. */
  minuteStep?: number;
  /** A day without a time ("YYYY-MM-DD"): plans, validity periods. */
  dateOnly?: boolean;
}

export function DateTimeField({ label, value, onValue, error, min, days = 60, minuteStep = 5, dateOnly = false }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <PickerShell label={label} text={value ? formatPicked(value) : undefined} error={error} onOpen={() => setOpen(true)}>
      {open && (
        <DateTimePopup
          title={label}
          value={value}
          min={min}
          days={days}
          minuteStep={minuteStep}
          dateOnly={dateOnly}
          onCancel={() => setOpen(false)}
          onConfirm={(v) => {
            setOpen(false);
            onValue(v);
          }}
        />
      )}
    </PickerShell>
  );
}

function DateTimePopup({ title, value, min, days, minuteStep, dateOnly, onCancel, onConfirm }: { title: string; value: string; min: string | undefined; days: number; minuteStep: number; dateOnly: boolean; onCancel: () => void; onConfirm: (v: string) => void }) {
  // Today and the next hour are China's (chinaNow), whatever the device's zone: the chosen time is China time.
  const now = dayjs(chinaNow());
  const first = (min ? dayjs(min) : now).startOf('day');
  const start = value && dayjs(value).isValid() ? dayjs(value) : now.add(1, 'hour').minute(0);
  const [day, setDay] = useState(start.format('YYYY-MM-DD'));
  const [hour, setHour] = useState(start.hour());
  const [minute, setMinute] = useState(start.minute() - (start.minute() % minuteStep));
  const dayOptions = Array.from({ length: days }, (_, i) => {
    const d = first.add(i, 'day');
    return { value: d.format('YYYY-MM-DD'), label: dayWord(d.toDate()) || `${d.format(d.year() === now.year() ? 'MM-DD' : 'YYYY-MM-DD')} ${WEEK[d.day()]}` };
  });
  const hours = Array.from({ length: 24 }, (_, h) => ({ value: h, label: pad(h) }));
  const minutes = Array.from({ length: 60 / minuteStep }, (_, i) => ({ value: i * minuteStep, label: pad(i * minuteStep) }));
  return (
    <PickerPopup title={title} onCancel={onCancel} onConfirm={() => onConfirm(dateOnly ? day : `${day}T${pad(hour)}:${pad(minute)}`)}>
      <Column label="日期" options={dayOptions} value={day} onPick={setDay} />
      {!dateOnly && <Column label="时" options={hours} value={hour} onPick={setHour} />}
      {!dateOnly && <Column label="分" options={minutes} value={minute} onPick={setMinute} />}
    </PickerPopup>
  );
}

