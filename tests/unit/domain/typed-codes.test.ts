import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateBindCode, validateEmployeeCode, validateRepairShopCode, validateRiskCode, validateSmsCode, validateStaffKeyword } from '../../../shared/domain/typed-codes.js';

// Codes people type into forms (shared/domain/typed-codes.ts).

describe('typed codes', () => {
  it('SMS code: six digits, trimmed', () => {
    expect(validateSmsCode(' 123456 ')).toEqual({ ok: true, value: '123456' });
    for (const bad of ['', '12345', '1234567', '12345a']) expect(validateSmsCode(bad)).toEqual({ ok: false, reason: '请输入6位短信验证码' });
  });

  it('staff code: 4–20 letters or digits, asked for when empty', () => {
    expect(validateEmployeeCode(' 44010009 ')).toEqual({ ok: true, value: '44010009' });
    expect(validateEmployeeCode('')).toEqual({ ok: false, reason: '请输入营销系统工号' });
    for (const bad of ['440', '4401-0009', 'a'.repeat(21)]) expect(validateEmployeeCode(bad)).toEqual({ ok: false, reason: '工号应为4–20位数字或字母' });
  });

  it('binding code: 6–32 letters or digits', () => {
    expect(validateBindCode('KHYX7Q2M9P')).toEqual({ ok: true, value: 'KHYX7Q2M9P' });
    for (const bad of ['', 'KHYX7', 'KHYX 7Q2M9P', 'a'.repeat(33)]) expect(validateBindCode(bad)).toEqual({ ok: false, reason: '绑定码应为6–32位字母或数字' });
  });

  it('repair shop code: 4–20 letters or digits, upper-cased', () => {
    expect(validateRepairShopCode(' gz0001 ')).toEqual({ ok: true, value: 'GZ0001' });
    expect(validateRepairShopCode(' ')).toEqual({ ok: false, reason: '请输入修理厂代码' });
    for (const bad of ['GZ1', 'GZ-0001', 'A'.repeat(21)]) expect(validateRepairShopCode(bad)).toEqual({ ok: false, reason: '修理厂代码应为4–20位字母或数字' });
  });

  it('risk code: 2–10 letters or digits', () => {
    expect(validateRiskCode('DAA')).toEqual({ ok: true, value: 'DAA' });
    expect(validateRiskCode('')).toEqual({ ok: false, reason: '请输入险种代码' });
    for (const bad of ['D', 'DAA-', 'A'.repeat(11)]) expect(validateRiskCode(bad)).toEqual({ ok: false, reason: '险种代码为 2–10 位字母或数字' });
  });

  it('staff search word: Chinese, letters, digits and middle dots, at most 20', () => {
    expect(validateStaffKeyword(' 张伟 ')).toEqual({ ok: true, value: '张伟' });
    expect(validateStaffKeyword('阿卜杜·热合曼')).toEqual({ ok: true, value: '阿卜杜·热合曼' });
    expect(validateStaffKeyword('')).toEqual({ ok: false, reason: '请输入姓名或员工代码' });
    for (const bad of ['张伟%', '张 伟', '张'.repeat(21)]) expect(validateStaffKeyword(bad)).toEqual({ ok: false, reason: '姓名或员工代码只能包含汉字、字母和数字，最多 20 个字' });
  });

  it('never throws, whatever it is given', () => {
    for (const check of [validateSmsCode, validateEmployeeCode, validateBindCode, validateRepairShopCode, validateRiskCode, validateStaffKeyword]) {
      fc.assert(fc.property(fc.anything(), (v) => typeof check(v).ok === 'boolean'));
    }
  });
});
