import { describe, expect, it } from 'vitest';
import { MOBILE_REASONS, isMobile, validateMobile } from '../../../shared/domain/mobile';
import { RUN_REASON, countCloseDigitPairs, isRun, validateNoRun } from '../../../shared/domain/run-check';
import { reasonOf } from '../../../shared/domain/result';

describe('mobile: "11 digits starting with 13, 14, 15, 16, 17, 18 or 19"', () => {
  it.each(['13', '14', '15', '16', '17', '18', '19'])('accepts prefix %s', (prefix) => {
    const value = `${prefix}812345678`;
    expect(validateMobile(value)).toEqual({ ok: true, value });
  });

  it.each([
    ['10', '10812345678'],
    ['11', '11812345678'],
    ['12', '12812345678'],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['letters', '1381234567a'],
    ['country code', '+8613812345678'],
    ['inner spaces', '138 1234 5678'],
    ['not starting with 1', '23812345678'],
    ['very long', '1'.repeat(10_000)],
  ])('rejects %s', (_name, value) => {
    expect(validateMobile(value)).toEqual({ ok: false, reason: MOBILE_REASONS.invalid });
  });

  it('trims surrounding spaces', () => {
    expect(validateMobile(' 13812345678 ')).toEqual({ ok: true, value: '13812345678' });
  });

  it.each([[''], ['   '], [null], [undefined], [{}], [Number.NaN]])('asks for a number when given %j', (value) => {
    expect(validateMobile(value)).toEqual({ ok: false, reason: MOBILE_REASONS.empty });
  });

  it('accepts a number value', () => {
    expect(isMobile(13812345678)).toBe(true);
    expect(reasonOf(validateMobile('12'))).toMatch(/手机号/);
  });
});

describe('run check: "a 5 or 6 digit numeric string where adjacent digits differ by at most 1 counts as a run when the number of such pairs equals a given length"', () => {
  it.each([
    ['123456', 5, true],
    ['654321', 5, true],
    ['111111', 5, true],
    ['121212', 5, true],
    ['12345', 4, true],
    ['123456', 4, false], // 5 pairs, not 4
    ['123459', 4, true], // 4 close pairs, 5→9 is not
    ['135790', 0, true],
    ['135790', 5, false],
    ['909090', 0, true], // 9→0 differs by 9
    ['1234', 3, false], // 4 digits: not a candidate
    ['1234567', 6, false], // 7 digits: not a candidate
    ['12a456', 4, false],
    ['', 0, false],
  ] as const)('%s with length %i → %s', (value, length, expected) => {
    expect(isRun(value, length)).toBe(expected);
  });

  it('counts close pairs', () => {
    expect(countCloseDigitPairs('123459')).toBe(4);
    expect(countCloseDigitPairs(12345)).toBe(4);
    expect(countCloseDigitPairs('abcde')).toBeNull();
    expect(countCloseDigitPairs(null)).toBeNull();
    expect(countCloseDigitPairs('1'.repeat(1000))).toBeNull();
  });

  it('validateNoRun rejects a full run by default and accepts others', () => {
    expect(validateNoRun('123456')).toEqual({ ok: false, reason: RUN_REASON });
    expect(validateNoRun('888888')).toEqual({ ok: false, reason: RUN_REASON });
    expect(validateNoRun('135790')).toEqual({ ok: true, value: '135790' });
    expect(validateNoRun('123459', 4)).toEqual({ ok: false, reason: RUN_REASON });
    expect(validateNoRun(null)).toEqual({ ok: true, value: '' });
  });
});
