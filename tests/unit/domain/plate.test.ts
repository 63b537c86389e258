import { describe, expect, it } from 'vitest';
import { PLATE_PROVINCE_PREFIXES, PLATE_REASONS, PLATE_SUFFIX, isPlate, normalizePlate, validatePlate } from '../../../shared/domain/plate';

describe('licence plates: "several mainland formats including special suffix characters"', () => {
  it.each([
    ['京A12345', 'ordinary', '京', null],
    ['沪AB123C', 'ordinary', '沪', null],
    ['粤O12345', 'ordinary', '粤', null], // O is a police issuing office letter
    ['川A0E8K3', 'ordinary', '川', null],
    ['京AD12345', 'newEnergy', '京', null],
    ['粤BFA1234', 'newEnergy', '粤', null],
    ['浙AA12345', 'newEnergy', '浙', null], // 2019 letters A B C E (pure electric)
    ['苏EK12345', 'newEnergy', '苏', null], // 2019 letters G H J K (hybrid)
    ['京A12345D', 'newEnergy', '京', null],
    ['鲁B12345F', 'newEnergy', '鲁', null],
    ['沪A1234挂', 'special', '沪', '挂'],
    ['京A1234学', 'special', '京', '学'],
    ['京A1234警', 'special', '京', '警'],
    ['粤Z1234港', 'special', '粤', '港'],
    ['粤Z1234澳', 'special', '粤', '澳'],
    ['京A1234使', 'special', '京', '使'],
    ['沪A1234领', 'special', '沪', '领'],
    ['京A1234试', 'special', '京', '试'],
    ['京A1234超', 'special', '京', '超'],
    ['使014578', 'embassy', null, null],
  ])('accepts %s as %s', (plate, kind, province, suffix) => {
    expect(validatePlate(plate)).toEqual({ ok: true, value: { plate, kind, province, suffix } });
  });

  it.each([
    ['京a12345', '京A12345'],
    [' 京A·12345 ', '京A12345'],
    ['京A 12345', '京A12345'],
    ['京A-1234学', '京A1234学'],
    ['粤b•fa1234', '粤BFA1234'],
  ])('normalises %j to %s', (input, plate) => {
    expect(normalizePlate(input)).toBe(plate);
    expect(validatePlate(input)).toMatchObject({ ok: true, value: { plate } });
  });

  it.each([
    ['unknown province', '港A12345'],
    ['no province', 'AA12345'],
    ['issuing letter I', '京I12345'],
    ['digit as issuing letter', '京112345'],
    ['letter I in serial', '京A1234I'],
    ['letter O in serial', '京A1O345'],
    ['too short', '京A1234'],
    ['too long ordinary', '京A1234567'],
    ['new energy with wrong letter', '京AM12345'],
    ['new energy small with letter at the end', '京AD1234A'],
    ['large new energy with A', '京A12345A'],
    ['unknown suffix', '京A1234甲'],
    ['suffix with 5-character serial', '京A12345学'],
    ['embassy too short', '使01457'],
    ['WJ plate (not accepted)', 'WJ京12345'],
    ['very long', '京A'.repeat(5000)],
  ])('rejects %s (%s)', (_name, plate) => {
    expect(validatePlate(plate)).toEqual({ ok: false, reason: PLATE_REASONS.invalid });
  });

  it.each([[''], ['  '], [null], [undefined], [12345]])('asks for a plate when given %j', (input) => {
    const r = validatePlate(input);
    expect(r.ok).toBe(false);
  });

  it('empty input gets the "please enter" reason', () => {
    expect(validatePlate(null)).toEqual({ ok: false, reason: PLATE_REASONS.empty });
    expect(validatePlate('')).toEqual({ ok: false, reason: PLATE_REASONS.empty });
  });

  it('every province abbreviation is accepted', () => {
    expect(Object.keys(PLATE_PROVINCE_PREFIXES)).toHaveLength(31);
    for (const p of Object.keys(PLATE_PROVINCE_PREFIXES)) expect(isPlate(`${p}A12345`)).toBe(true);
  });

  it('the special suffixes are exactly 挂 学 警 港 澳 使 领 试 超', () => {
    expect(Object.keys(PLATE_SUFFIX).join('')).toBe('挂学警港澳使领试超');
  });
});
