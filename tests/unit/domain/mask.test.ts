import fc from 'fast-check';
import { ORGANISATIONS, orgName } from '../../../shared/domain/organisations';
import { describe, expect, it } from 'vitest';
import { idComparisonPattern, idsMatchMasked, isDialable, maskEmployeeCode, maskIdNumber, maskMiddle, maskPhone, staffLabel } from '../../../shared/domain/mask';

describe('maskPhone: "over 8 characters shows first 4 and last 3; 4 to 8 shows first 2 and last 2; under 4 is unchanged"', () => {
  it.each([
    ['13812345678', '1381****678'],
    ['123456789', '1234**789'], // 9 characters: over 8
    ['12345678', '12****78'], // 8 characters: 4 to 8
    ['02088886', '02****86'],
    ['12345', '12*45'],
    ['1234', '1234'], // 4: first 2 and last 2, nothing hidden
    ['123', '123'],
    ['1', '1'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(maskPhone(input)).toBe(output);
  });

  it('null and undefined give an empty string', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });

  it('keeps the length and the visible ends (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        const n = phone.length;
        if (n < 4) return masked === phone;
        const [head, tail] = n > 8 ? [4, 3] : [2, 2];
        return masked.slice(0, head) === phone.slice(0, head) && masked.slice(n - tail) === phone.slice(n - tail) && /^\**$/.test(masked.slice(head, n - tail));
      }),
    );
  });
});

describe('maskIdNumber: "An 18-character ID shows first 10 and last 4 with 4 stars"', () => {
  it('masks an 18-character ID', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('1101051949****002X');
  });

  it('other lengths fall back to the generic mask, empty gives empty', () => {
    expect(maskIdNumber('110105491231002')).toBe('11010*****31002');
    expect(maskIdNumber('')).toBe('');
    expect(maskIdNumber(null)).toBe('');
  });

  it('always 4 stars at positions 11–14 (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{17}[\dX]$/), (id) => maskIdNumber(id) === `${id.slice(0, 10)}****${id.slice(14)}`),
    );
  });
});

describe('maskEmployeeCode: "stars its first 4 characters"', () => {
  it.each([
    ['A0012345', '****2345'],
    ['12345', '****5'],
    ['1234', '****'],
    ['12', '**'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(maskEmployeeCode(input)).toBe(output);
  });
  it('null gives empty', () => {
    expect(maskEmployeeCode(null)).toBe('');
  });
});

describe('maskMiddle: "hides the middle third (rounded down) of a string, centred; empty values are returned unchanged"', () => {
  it.each([
    ['张三', '张三'], // 2/3 rounds down to 0
    ['张三丰', '张*丰'],
    ['欧阳娜娜', '欧*娜娜'], // 4/3 → 1 star at index floor((4 - 1) / 2) = 1
    ['abcdef', 'ab**ef'],
    ['abcdefg', 'ab**efg'],
    ['123456789', '123***789'],
    ['𠮷野家𠮷', '𠮷*家𠮷'],
  ])('%j → %j', (input, output) => {
    expect(maskMiddle(input)).toBe(output);
  });

  it('empty values are returned unchanged', () => {
    expect(maskMiddle('')).toBe('');
    expect(maskMiddle(null)).toBeNull();
    expect(maskMiddle(undefined)).toBeUndefined();
  });

  it('hides floor(n/3) characters, centred, keeping both ends (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }).filter((s) => !s.includes('*')), (s) => {
        const c = Array.from(s);
        const m = Array.from(maskMiddle(s));
        expect(m).toHaveLength(c.length);
        const hidden = Math.floor(c.length / 3);
        const starsAt = m.map((ch, i) => (ch === '*' ? i : -1)).filter((i) => i >= 0);
        expect(starsAt).toHaveLength(hidden);
        if (hidden > 0) {
          const left = starsAt[0] as number;
          const right = c.length - 1 - (starsAt[starsAt.length - 1] as number);
          expect(starsAt[starsAt.length - 1]! - left + 1).toBe(hidden); // contiguous
          expect(right - left === 0 || right - left === 1).toBe(true); // centred
        }
        m.forEach((ch, i) => {
          if (ch !== '*') expect(ch).toBe(c[i]);
        });
      }),
    );
  });

  it('handles very long input', () => {
    const masked = maskMiddle('a'.repeat(300_000));
    expect(masked.split('*').length - 1).toBe(100_000);
  });
});

describe('comparison pattern: "for masked IDs keeps the first 3 and last 4 digits"', () => {
  it('builds the pattern', () => {
    expect(idComparisonPattern('11010519491231002X')).toBe('110***********002X');
    expect(idComparisonPattern('11010519491231002x')).toBe('110***********002X');
    expect(idComparisonPattern('1101051949****002X')).toBe('110***********002X');
    expect(idComparisonPattern('1234567')).toBe('1234567');
    expect(idComparisonPattern(null)).toBe('');
  });

  it('a full ID matches its own masks', () => {
    const id = '11010519491231002X';
    expect(idsMatchMasked(id, maskIdNumber(id))).toBe(true);
    expect(idsMatchMasked(id, '110***********002X')).toBe(true);
    expect(idsMatchMasked(id, '120105194912310021')).toBe(false);
    expect(idsMatchMasked(id, '11010519491231002')).toBe(false);
    expect(idsMatchMasked('', '')).toBe(false);
  });

  it('any 18-character ID matches its masked form (property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{17}[\dX]$/), (id) => idsMatchMasked(id, maskIdNumber(id)) && idsMatchMasked(maskIdNumber(id), id)));
  });
});

describe('colleagues and organisations as screens show them (names, never bare codes)', () => {
  it('staffLabel: the name with the employee code masked, or the masked code alone', () => {
    expect(staffLabel('张伟', '44010001')).toBe('张伟（****0001）');
    expect(staffLabel(' 李娜 ', '44010002')).toBe('李娜（****0002）');
    expect(staffLabel(null, '44010002')).toBe('****0002');
    expect(staffLabel('李娜', '')).toBe('李娜');
    expect(staffLabel(undefined, undefined)).toBe('');
  });

  it('orgName: the name the answer carried, else the code table, else the code', () => {
    expect(orgName('44030000')).toBe('深圳市分公司');
    expect(orgName('44030000', '深圳分公司（总）')).toBe('深圳分公司（总）');
    expect(orgName('99990000')).toBe('99990000');
    expect(orgName(null)).toBe('');
    // Every branch sits in a provincial branch the table also names.
    for (const o of ORGANISATIONS) expect(ORGANISATIONS.some((p) => p.code === o.province && p.province === p.code)).toBe(true);
  });
});

describe('isDialable: a phone number shown whole can be dialled, a masked one cannot', () => {
  it.each([
    ['13812345678', true],
    ['02088886666', true],
    ['95511', true],
    ['1381****678', false],
    ['1234', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (value, dialable) => {
    expect(isDialable(value)).toBe(dialable);
  });
});
