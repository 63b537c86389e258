import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateBatchNo, validateFrameNo, validateIdTail, validatePastDate, validatePolicyNo, validateReportNo } from '../../../shared/domain/record-no.js';

// Numbers and dates typed to find or correct a record (shared/domain/record-no.ts).

describe('validatePolicyNo', () => {
  it('takes 6–40 letters or digits, upper-cased; names what is wrong otherwise', () => {
    expect(validatePolicyNo(' pdaa2026440300000001 ')).toEqual({ ok: true, value: 'PDAA2026440300000001' });
    expect(validatePolicyNo('')).toEqual({ ok: false, reason: '请输入保单号' });
    for (const bad of ['PDA12', 'PDAA-2026', 'A'.repeat(41), '保单123456']) expect(validatePolicyNo(bad)).toEqual({ ok: false, reason: '保单号由字母和数字组成，请核对' });
  });
});

describe('validateIdTail', () => {
  it('takes the last 6 characters or the whole 18, and gives the last 6 upper-cased', () => {
    expect(validateIdTail('12345x')).toEqual({ ok: true, value: '12345X' });
    expect(validateIdTail('440304195911101424')).toEqual({ ok: true, value: '101424' });
    expect(validateIdTail(' ')).toEqual({ ok: false, reason: '请输入被保险人证件号码后 6 位' });
    for (const bad of ['1234', '1234567', 'X12345', '44030419591110142']) expect(validateIdTail(bad)).toEqual({ ok: false, reason: '请输入证件号码后 6 位（或完整的 18 位号码）' });
  });
});

describe('validateReportNo and validateBatchNo', () => {
  it('take letters or digits of their lengths', () => {
    expect(validateReportNo('RDAA2026440300000001')).toEqual({ ok: true, value: 'RDAA2026440300000001' });
    expect(validateReportNo('')).toEqual({ ok: false, reason: '请输入报案号' });
    expect(validateReportNo('R-123456')).toEqual({ ok: false, reason: '报案号应为 6–30 位字母或数字' });
    expect(validateReportNo('R'.repeat(31)).ok).toBe(false);
    expect(validateBatchNo(' XB2026114401000103 ')).toEqual({ ok: true, value: 'XB2026114401000103' });
    expect(validateBatchNo('')).toEqual({ ok: false, reason: '请输入续保提醒批次号' });
    expect(validateBatchNo('XB12')).toEqual({ ok: false, reason: '批次号为 6–32 位字母或数字' });
  });
});

describe('validateFrameNo', () => {
  it('takes 17 letters or digits without I, O, Q (lower case accepted)', () => {
    expect(validateFrameNo('lsvau033512345679')).toEqual({ ok: true, value: 'LSVAU033512345679' });
    for (const bad of ['', 'LSVAU03351234567', 'LSVAU0335123456790', 'LSVAO033512345679', 'LSVAI033512345679', 'LSVAQ033512345679']) {
      expect(validateFrameNo(bad)).toEqual({ ok: false, reason: '车架号应为17位字母或数字（不含 I、O、Q）' });
    }
  });
});

describe('validatePastDate', () => {
  const opts = { label: '注册日期', today: '2026-11-26' };
  it('takes a real YYYY-MM-DD date not after today', () => {
    expect(validatePastDate('2020-02-29', opts)).toEqual({ ok: true, value: '2020-02-29' });
    expect(validatePastDate('2026-11-26', opts)).toEqual({ ok: true, value: '2026-11-26' });
    expect(validatePastDate('2026-11-27', opts)).toEqual({ ok: false, reason: '注册日期不能晚于今天' });
    for (const bad of ['', '2021-02-29', '2020-13-01', '2020-1-1', '20200101']) expect(validatePastDate(bad, opts)).toEqual({ ok: false, reason: '注册日期格式应为 YYYY-MM-DD' });
  });
});

describe('record numbers', () => {
  it('never throw, whatever they are given', () => {
    fc.assert(
      fc.property(fc.anything(), (v) =>
        [validatePolicyNo(v), validateIdTail(v), validateReportNo(v), validateBatchNo(v), validateFrameNo(v), validatePastDate(v, { label: 'x', today: '2026-01-01' })].every((r) => typeof r.ok === 'boolean'),
      ),
    );
  });
});
