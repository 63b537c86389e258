// @vitest-environment happy-dom
import { createElement, type FunctionComponent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { validateMobile } from '../../shared/domain/mobile';
import type { Validation } from '../../shared/domain/result';
import { $, $$, byText, click, mount, typeInto } from '../helpers/dom';

// The kit's form helper (client/src/ui/form): values, touched fields, the try to submit and each
// field's reason in one place, the reasons from the shared validators (shared/domain). A reason
// shows once the person typed in the field, or after a try to submit; nothing typed is lost.

interface Values {
  name: string;
  mobile: string;
}
type Rule = (value: string, values: Values) => Validation<unknown> | string | null | undefined;
interface Form {
  field(name: keyof Values): { value: string; onValue: (v: string) => void; onBlur: () => void; error: string | undefined };
  submit(action: (v: Values) => unknown): boolean;
  onSubmit(action: (v: Values) => unknown): (e: { preventDefault(): void }) => void;
  valid: boolean;
}
const FORM: string = '../../client/src/ui/form';
const FIELD: string = '../../client/src/ui/Field';
const { useForm } = (await import(/* @vite-ignore */ FORM)) as { useForm(initial: Values, rules: Partial<Record<keyof Values, Rule>>): Form };
const { TextField } = (await import(/* @vite-ignore */ FIELD)) as { TextField: FunctionComponent<{ label: string; value: string; onValue: (v: string) => void; onBlur: () => void; error: string | undefined }> };

function Host({ onSave }: { onSave: (v: Values) => void }) {
  const form = useForm({ name: '', mobile: '' }, { name: (v) => (v.trim() ? null : '请输入客户姓名'), mobile: validateMobile });
  return createElement(
    'form',
    { onSubmit: form.onSubmit(onSave) },
    createElement(TextField, { label: '姓名', ...form.field('name') }),
    createElement(TextField, { label: '手机号', ...form.field('mobile') }),
    createElement('button', { type: 'submit' }, '保存'),
  );
}

const alerts = () => $$('[role="alert"]').map((a) => a.textContent);
const input = (label: string) => $('input', $$('label').find((l) => l.textContent?.startsWith(label))!);

describe('useForm', () => {
  it('shows no reason on a form not started, then a field’s reason as the person types in it', async () => {
    const view = await mount(createElement(Host, { onSave: () => {} }));
    expect(alerts()).toEqual([]);
    await typeInto(input('手机号'), '1380013');
    expect(alerts()).toEqual(['手机号格式不正确，应为13–19开头的11位数字']);
    await typeInto(input('手机号'), '13800138000');
    expect(alerts()).toEqual([]);
    await view.unmount();
  });

  it('on a try to submit shows every reason and saves nothing; once right, saves the values typed', async () => {
    const onSave = vi.fn();
    const view = await mount(createElement(Host, { onSave }));
    await typeInto(input('手机号'), '12345');
    await click(byText('button', '保存'));
    expect(onSave).not.toHaveBeenCalled();
    expect(alerts()).toEqual(['请输入客户姓名', '手机号格式不正确，应为13–19开头的11位数字']);
    expect(input('手机号').value).toBe('12345');
    expect(input('手机号').getAttribute('aria-invalid')).toBe('true');
    await typeInto(input('姓名'), '刘芳');
    await typeInto(input('手机号'), '13800138000');
    await click(byText('button', '保存'));
    expect(onSave).toHaveBeenCalledWith({ name: '刘芳', mobile: '13800138000' });
    await view.unmount();
  });
});
