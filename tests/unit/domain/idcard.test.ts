import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ID_CARD_REASONS,
  ageOfIdCard,
  ageOn,
  idCardCheckChar,
  isIdCard,
  sexOfIdCard,
  upgradeIdCard15,
  validateIdCard,
} from '../../../shared/domain/idcard';

const TODAY = '2024-06-15';
const opts = { today: TODAY };

/** An 18-digit ID with a correct check character. */
function makeId(region: string, birth: string, seq: string): string {
  const first17 = region + birth + seq;
  return first17 + (idCardCheckChar(first17) as string);
}

function reason(input: unknown, today = TODAY): string | null {
  const r = validateIdCard(input, { today });
  return r.ok ? null : r.reason;
}

describe('check character: "a weighted sum modulo 11 and may be X"', () => {
  it.each([
    ['11010519491231002', 'X'], // GB 11643 example 11010519491231002X
    ['44052418800101001', '4'], // GB 11643 example 440524188001010014
    ['51343620180101646', 'X'], // Σ = 266, 266 mod 11 = 2 → X
  ])('%s → %s', (first17, check) => {
    expect(idCardCheckChar(first17)).toBe(check);
  });

  it('rejects anything but 17 digits', () => {
    expect(idCardCheckChar('1234')).toBeNull();
    expect(idCardCheckChar('1101051949123100X')).toBeNull();
  });

  it('the known-good examples validate', () => {
    expect(validateIdCard('11010519491231002X', opts)).toMatchObject({ ok: true, value: { idNumber: '11010519491231002X', birthDate: '1949-12-31', sex: '2', age: 74, regionCode: '110105' } });
    expect(validateIdCard('440524188001010014', opts)).toMatchObject({ ok: true, value: { birthDate: '1880-01-01', sex: '1' } });
  });

  it('"may be X": lower-case x is accepted and normalised', () => {
    const r = validateIdCard('11010519491231002x', opts);
    expect(r).toMatchObject({ ok: true, value: { idNumber: '11010519491231002X', entered: '11010519491231002X' } });
  });

  it('a wrong check character is rejected', () => {
    expect(reason('110105194912310021')).toBe(ID_CARD_REASONS.checksum);
    expect(reason('440524188001010015')).toBe(ID_CARD_REASONS.checksum);
  });

  it('X only in the last position', () => {
    expect(reason('1101051949123100X2')).toBe(ID_CARD_REASONS.format);
  });
});

const region = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 99_999 })).map(([a, b]) => `${a}${String(b).padStart(5, '0')}`);
// Real dates between 1900-01-01 and TODAY.
const birthDate = fc.date({ min: new Date(1900, 0, 1), max: new Date(2024, 5, 15), noInvalidDate: true }).map((d) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`,
);
const seq = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0'));
const validId = fc.tuple(region, birthDate, seq).map(([r, b, s]) => makeId(r, b, s));

describe('check character properties', () => {
  it('any real ID built with its check character validates', () => {
    fc.assert(fc.property(validId, (id) => isIdCard(id, opts)));
  });

  it('any other last character fails the checksum', () => {
    fc.assert(
      fc.property(validId, fc.constantFrom(...'0123456789X'), (id, other) => {
        fc.pre(other !== id[17]);
        return reason(id.slice(0, 17) + other) === ID_CARD_REASONS.checksum;
      }),
    );
  });

  it('changing any one of the sequence digits is detected (weights are never 0 mod 11)', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 14, max: 16 }), fc.integer({ min: 1, max: 9 }), (id, pos, delta) => {
        const digit = (Number(id[pos]) + delta) % 10;
        const changed = id.slice(0, pos) + digit + id.slice(pos + 1);
        return reason(changed) === ID_CARD_REASONS.checksum;
      }),
    );
  });

  it('a lower-case x is always equivalent to X', () => {
    fc.assert(
      fc.property(validId.filter((id) => id.endsWith('X')), (id) => {
        const r = validateIdCard(id.toLowerCase(), opts);
        return r.ok && r.value.idNumber === id;
      }),
    );
  });
});

describe('"a 15-digit one is upgraded by inserting 19 as century"', () => {
  it('upgrades a known 15-digit card', () => {
    // 110105491231002 is the 15-digit form of 11010519491231002X.
    expect(upgradeIdCard15('110105491231002')).toBe('11010519491231002X');
    expect(validateIdCard('110105491231002', opts)).toMatchObject({
      ok: true,
      value: { idNumber: '11010519491231002X', entered: '110105491231002', upgraded: true, birthDate: '1949-12-31', sex: '2' },
    });
  });

  it('rejects non-15-digit input to the upgrade', () => {
    expect(upgradeIdCard15('11010549123100')).toBeNull();
    expect(upgradeIdCard15('11010549123100X')).toBeNull();
  });

  const id15 = fc
    .tuple(region, fc.date({ min: new Date(1900, 0, 1), max: new Date(1999, 11, 31), noInvalidDate: true }), seq)
    .map(([r, d, s]) => `${r}${String(d.getFullYear()).slice(2)}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}${s}`);

  it('the upgrade inserts 19 after the region, keeps the rest, and validates as an 18-digit ID (property)', () => {
    fc.assert(
      fc.property(id15, (id) => {
        const up = upgradeIdCard15(id) as string;
        expect(up).toHaveLength(18);
        expect(up.slice(0, 6)).toBe(id.slice(0, 6));
        expect(up.slice(6, 8)).toBe('19');
        expect(up.slice(8, 17)).toBe(id.slice(6));
        const from15 = validateIdCard(id, opts);
        const from18 = validateIdCard(up, opts);
        expect(from15.ok && from18.ok).toBe(true);
        if (from15.ok && from18.ok) {
          expect(from15.value.idNumber).toBe(up);
          expect(from15.value.birthDate).toBe(from18.value.birthDate);
          expect(from15.value.age).toBe(from18.value.age);
          // "sex comes from the 17th digit of an 18-digit ID (15th of a 15-digit one)"
          expect(from15.value.sex).toBe(from18.value.sex);
          expect(from15.value.sex).toBe(Number(id[14]) % 2 === 1 ? '1' : '2');
        }
      }),
    );
  });

  it('15-digit cards with letters are rejected', () => {
    expect(reason('11010549123100X')).toBe(ID_CARD_REASONS.format);
  });
});

describe('"Region code must not start with 0"', () => {
  it('rejects an 18-digit ID whose region starts with 0, even with a correct check character', () => {
    expect(reason(makeId('010105', '19491231', '002'))).toBe(ID_CARD_REASONS.region);
  });
  it('rejects a 15-digit ID whose region starts with 0', () => {
    expect(reason('010105491231002')).toBe(ID_CARD_REASONS.region);
  });
});

describe('"Birth date must be a real calendar date (leap years honoured) and not in the future"', () => {
  it.each([
    ['29 February in a leap year (2024)', '20240229', null],
    ['29 February in a century leap year (2000)', '20000229', null],
    ['29 February in a common year (2023)', '20230229', ID_CARD_REASONS.date],
    ['29 February in a century common year (1900)', '19000229', ID_CARD_REASONS.date],
    ['30 February', '20000230', ID_CARD_REASONS.date],
    ['31 April', '19900431', ID_CARD_REASONS.date],
    ['month 13', '19901301', ID_CARD_REASONS.date],
    ['month 00', '19900001', ID_CARD_REASONS.date],
    ['day 00', '19900100', ID_CARD_REASONS.date],
    ['31 December', '19901231', null],
    ['year before 1800', '17991231', ID_CARD_REASONS.date],
    ['birth today', '20240615', null],
    ['birth tomorrow', '20240616', ID_CARD_REASONS.future],
    ['next year', '20250101', ID_CARD_REASONS.future],
  ])('%s (%s)', (_name, birth, expected) => {
    expect(reason(makeId('440305', birth, '123'))).toBe(expected);
  });

  it('a 15-digit card with 29 February 1900 is rejected (1900 is not a leap year)', () => {
    expect(reason('440305000229123')).toBe(ID_CARD_REASONS.date);
    expect(reason('440305960229123')).toBeNull();
  });

  it('the future check follows the injected today', () => {
    const id = makeId('440305', '20240616', '123');
    expect(reason(id, '2024-06-15')).toBe(ID_CARD_REASONS.future);
    expect(reason(id, '2024-06-16')).toBeNull();
    expect(isIdCard(id, { today: new Date(2024, 5, 16, 23, 59) })).toBe(true);
  });
});

describe('age and sex', () => {
  it.each([
    ['19900615', '2024-06-15', 34], // birthday today
    ['19900616', '2024-06-15', 33], // birthday tomorrow
    ['19900614', '2024-06-15', 34],
    ['20240615', '2024-06-15', 0],
    ['20000229', '2023-02-28', 22], // leap-day birthday not yet reached in a common year
    ['20000229', '2023-03-01', 23],
    ['20000229', '2024-02-29', 24],
    ['20000229', '2024-02-28', 23],
  ])('born %s, on %s → %i', (birth, today, age) => {
    expect(ageOfIdCard(makeId('440305', birth, '123'), { today })).toBe(age);
  });

  it('ageOn works from a plain date', () => {
    expect(ageOn({ year: 1990, month: 6, day: 15 }, '2024-06-15')).toBe(34);
  });

  it.each([
    ['1', '1'],
    ['3', '1'],
    ['9', '1'],
    ['0', '2'],
    ['2', '2'],
    ['8', '2'],
  ])('"odd is 1 (male), even is 2 (female)": 17th digit %s → %s', (digit, sex) => {
    expect(sexOfIdCard(makeId('440305', '19900101', `12${digit}`), opts)).toBe(sex);
    expect(sexOfIdCard(`4403059001011${'2'}${digit}`, opts)).toBe(sex);
  });

  it('invalid input has no age or sex', () => {
    expect(ageOfIdCard('123', opts)).toBeNull();
    expect(sexOfIdCard(null, opts)).toBeNull();
  });
});

describe('bad input returns a reason and never throws', () => {
  it.each([
    ['empty string', '', ID_CARD_REASONS.empty],
    ['spaces', '   ', ID_CARD_REASONS.empty],
    ['null', null, ID_CARD_REASONS.empty],
    ['undefined', undefined, ID_CARD_REASONS.empty],
    ['an object', { id: '11010519491231002X' }, ID_CARD_REASONS.empty],
    ['17 digits', '11010519491231002', ID_CARD_REASONS.length],
    ['19 digits', '1101051949123100211', ID_CARD_REASONS.length],
    ['very long input', '1'.repeat(100_000), ID_CARD_REASONS.length],
    ['letters', '11010519491231ABCX', ID_CARD_REASONS.format],
    ['inner space', '110105 9491231002X', ID_CARD_REASONS.format],
    ['full-width digits', '１１０１０５１９４９１２３１００２Ｘ', ID_CARD_REASONS.format],
  ])('%s', (_name, input, expected) => {
    expect(reason(input)).toBe(expected);
  });

  it('trims surrounding spaces', () => {
    expect(isIdCard(' 11010519491231002X ', opts)).toBe(true);
  });

  it('never throws on arbitrary strings (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const r = validateIdCard(s, opts);
        return r.ok || (typeof r.reason === 'string' && r.reason.length > 0);
      }),
    );
  });

  it('defaults today to the real date', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
  });
});
