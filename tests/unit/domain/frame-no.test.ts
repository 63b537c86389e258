import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateFrameNo } from '../../../shared/domain/frame-no.js';

// A vehicle's frame number (shared/domain/frame-no.ts).

describe('validateFrameNo', () => {
  it('takes 17 letters or digits without I, O or Q, upper-cased and trimmed', () => {
    expect(validateFrameNo(' lsvcc6a40bn123456 ')).toEqual({ ok: true, value: 'LSVCC6A40BN123456' });
    expect(validateFrameNo('')).toEqual({ ok: false, reason: '请输入车架号' });
    for (const bad of ['LSVCC6A40BN12345', 'LSVCC6A40BN1234567', 'LSVCC6A40BO123456', 'LSVCC6A40BI123456', 'LSVCC6A40BQ123456', 'LSVCC6A40B-123456']) {
      expect(validateFrameNo(bad)).toEqual({ ok: false, reason: '车架号应为17位字母或数字（不含 I、O、Q）' });
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (v) => typeof validateFrameNo(v).ok === 'boolean'));
  });
});
