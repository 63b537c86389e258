// @vitest-environment happy-dom
import { createElement, useState, type FunctionComponent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, $$, byText, click, focused, mount, press, win } from '../helpers/dom';

// The kit's picker (client/src/ui/picker, used by PickerField and DateTimeField): a field whose
// button reads as its label and choice, and a bottom popup with one column per part of the choice,
// 取消 / 确定, Escape and the keyboard — never the browser's native <select>.

interface PickerProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onValue: (v: string) => void;
  error?: string;
}
interface DateProps {
  label: string;
  value: string;
  onValue: (v: string) => void;
  dateOnly?: boolean;
}
const OPTION_PICKER: string = '../../client/src/ui/OptionPicker';
const DATE_PICKER: string = '../../client/src/ui/DateTimePicker';
const { PickerField } = (await import(/* @vite-ignore */ OPTION_PICKER)) as { PickerField: FunctionComponent<PickerProps> };
const { DateTimeField } = (await import(/* @vite-ignore */ DATE_PICKER)) as { DateTimeField: FunctionComponent<DateProps> };

const KINDS = [
  { value: '1', label: '企业微信' },
  { value: '2', label: '短信' },
  { value: '3', label: '公众号' },
];

function Host({ onValue, error }: { onValue: (v: string) => void; error?: string }) {
  const [value, setValue] = useState('1');
  return createElement(PickerField, {
    label: '发送方式',
    value,
    options: KINDS,
    onValue: (v: string) => {
      setValue(v);
      onValue(v);
    },
    ...(error ? { error } : {}),
  });
}

describe('PickerField', () => {
  it('reads as its label and the chosen option, and opens a popup named by the label', async () => {
    const view = await mount(createElement(Host, { onValue: () => {} }));
    const field = $('button.picker-field');
    expect($$('select')).toHaveLength(0);
    expect(field.getAttribute('aria-haspopup')).toBe('dialog');
    expect(field.getAttribute('aria-labelledby')!.split(' ').map((ref) => win.document.body.querySelector(`[id="${ref}"]`)?.textContent)).toEqual(['发送方式', '企业微信']);
    await click(field);
    const dialog = $('[role="dialog"]');
    expect(dialog.getAttribute('aria-label')).toBe('发送方式');
    expect($$('[role="option"]', dialog).map((o) => o.textContent)).toEqual(['企业微信', '短信', '公众号']);
    expect(byText('[role="option"]', '企业微信').getAttribute('aria-selected')).toBe('true');
    await view.unmount();
  });

  it('keeps a choice only on 确定; 取消 and Escape leave the value as it was and give the focus back', async () => {
    const onValue = vi.fn();
    const view = await mount(createElement(Host, { onValue }));
    const field = $('button.picker-field');
    field.focus();
    await click(field);
    await click(byText('[role="option"]', '短信'));
    await click(byText('button', '取消'));
    expect($$('[role="dialog"]')).toHaveLength(0);
    expect(onValue).not.toHaveBeenCalled();
    expect(focused()).toBe(field);

    await click(field);
    await click(byText('[role="option"]', '公众号'));
    await press(focused()!, 'Escape');
    expect($$('[role="dialog"]')).toHaveLength(0);
    expect(onValue).not.toHaveBeenCalled();

    await click(field);
    await click(byText('[role="option"]', '短信'));
    await click(byText('button', '确定'));
    expect(onValue).toHaveBeenCalledWith('2');
    expect(field.textContent).toBe('短信');
    await view.unmount();
  });

  it('moves through the column with the arrow keys', async () => {
    const onValue = vi.fn();
    const view = await mount(createElement(Host, { onValue }));
    await click($('button.picker-field'));
    const column = $('[role="listbox"]');
    await press(column, 'ArrowDown');
    await press(column, 'ArrowDown');
    await press(column, 'ArrowDown');
    expect(byText('[role="option"]', '公众号').getAttribute('aria-selected')).toBe('true');
    expect(column.getAttribute('aria-activedescendant')).toBe(byText('[role="option"]', '公众号').id);
    await press(column, 'Home');
    await click(byText('button', '确定'));
    expect(onValue).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('shows the validator reason under the field and marks the field invalid', async () => {
    const view = await mount(createElement(Host, { onValue: () => {}, error: '请选择发送方式' }));
    expect($('[role="alert"]').textContent).toBe('请选择发送方式');
    expect($('button.picker-field').getAttribute('aria-invalid')).toBe('true');
    await view.unmount();
  });
});

describe('DateTimeField', () => {
  it('is the same field and popup: label and choice as its name, 请选择 when empty, a day column', async () => {
    const onValue = vi.fn();
    const view = await mount(createElement(DateTimeField, { label: '开始日期', value: '', onValue, dateOnly: true }));
    const field = $('button.dtp-field');
    expect(field.textContent).toBe('请选择');
    expect(field.getAttribute('aria-haspopup')).toBe('dialog');
    await click(field);
    const dialog = $('[role="dialog"]');
    expect(dialog.getAttribute('aria-label')).toBe('开始日期');
    expect($$('[role="listbox"]', dialog).map((l) => l.getAttribute('aria-label'))).toEqual(['日期']);
    await click(byText('button', '确定'));
    expect(onValue).toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    await view.unmount();
  });
});

describe('DateTimeField on a device in another time zone', () => {
  // 20:07 UTC on 31 December: 04:07 on New Year's Day in China, still 12:07 on the 31st in Los Angeles.
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/Los_Angeles';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T20:07:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('offers China’s today first, the year by China’s, and starts at China’s next hour', async () => {
    expect(new Date().getDate()).toBe(31); // the device's own day
    const onValue = vi.fn();
    const view = await mount(createElement(DateTimeField, { label: '预约时间', value: '', onValue }));
    await click($('button.dtp-field'));
    const days = $$('[role="option"]', $('[role="listbox"][aria-label="日期"]')).map((o) => o.textContent);
    expect(days.slice(0, 3)).toEqual(['今天', '明天', '01-03 周日']);
    await click(byText('button', '确定'));
    expect(onValue).toHaveBeenCalledWith('2027-01-01T05:00');
    await view.unmount();
  });
});
