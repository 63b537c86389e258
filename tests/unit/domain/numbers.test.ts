import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAmount, validateWholeNumber } from '../../../shared/domain/numbers.js';

// Numbers typed into forms (shared/domain/numbers.ts).

describe('validateWholeNumber', () => {
  const months = { label: '有效月数', min: 1, max: 36 };
  it('takes digits only, within the range', () => {
    expect(validateWholeNumber('12', months)).toEqual({ ok: true, value: 12 });
    expect(validateWholeNumber(' 36 ', months)).toEqual({ ok: true, value: 36 });
    for (const bad of ['', '0', '37', '1.5', '-1', '1e1', '十二']) expect(validateWholeNumber(bad, months)).toEqual({ ok: false, reason: '有效月数须为 1–36 的整数' });
  });
});

describe('validateAmount', () => {
  it('gives null when empty, the number with at most two decimals, else asks for the amount', () => {
    expect(validateAmount(' ', '金额（元）')).toEqual({ ok: true, value: null });
    expect(validateAmount('12.5', '金额（元）')).toEqual({ ok: true, value: 12.5 });
    expect(validateAmount('300', '金额（元）')).toEqual({ ok: true, value: 300 });
    for (const bad of ['1.234', '-3', 'abc', '1,000', '.5']) expect(validateAmount(bad, '金额（万元）')).toEqual({ ok: false, reason: '请输入金额（万元）' });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (v) => typeof validateAmount(v, 'x').ok === 'boolean' && typeof validateWholeNumber(v, { label: 'x', min: 1, max: 9 }).ok === 'boolean'));
  });
});
