import { describe, expect, it } from 'vitest';
import { CREDIT_CODE_REASONS, creditCodeCheck, validateCreditCode } from '../../../shared/domain/credit-code';

// GB 32100-2015: 18 characters, the last a check character (weights 3^i mod 31 over 31 characters).
describe('unified social credit code', () => {
  it('accepts published codes and computes their check character', () => {
    // Codes printed on public business licences.
    expect(validateCreditCode('91350100M000100Y43')).toEqual({ ok: true, value: '91350100M000100Y43' });
    expect(validateCreditCode(' 911100001000079554 ')).toEqual({ ok: true, value: '911100001000079554' });
    expect(creditCodeCheck('91440101MA5CXXQ93')).toBe('G');
    expect(validateCreditCode('91440101ma5cxxq93g')).toEqual({ ok: true, value: '91440101MA5CXXQ93G' });
  });

  it('refuses empty, malformed and mistyped codes with the reason', () => {
    expect(validateCreditCode('')).toEqual({ ok: false, reason: CREDIT_CODE_REASONS.empty });
    expect(validateCreditCode('9144010MA5CXXQ93G')).toEqual({ ok: false, reason: CREDIT_CODE_REASONS.invalid });
    expect(validateCreditCode('91440101MA5CXXQ93I')).toEqual({ ok: false, reason: CREDIT_CODE_REASONS.invalid });
    expect(validateCreditCode('91440101MA5CXXQ93B')).toEqual({ ok: false, reason: CREDIT_CODE_REASONS.check });
  });
});
