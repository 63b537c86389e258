import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePersonName, validatePhone } from '../../../shared/domain/contact.js';

// A person's name and a contact telephone (shared/domain/contact.ts).

describe('validatePersonName', () => {
  it('takes 2–30 Chinese characters or letters with middle dots or spaces', () => {
    expect(validatePersonName(' 张三 ')).toEqual({ ok: true, value: '张三' });
    expect(validatePersonName('买买提·艾力')).toEqual({ ok: true, value: '买买提·艾力' });
    expect(validatePersonName('John Smith')).toEqual({ ok: true, value: 'John Smith' });
    expect(validatePersonName('  ')).toEqual({ ok: false, reason: '请输入姓名' });
    for (const bad of ['张', '张三1', '张三!', '张'.repeat(31)]) expect(validatePersonName(bad)).toEqual({ ok: false, reason: '姓名只能包含汉字、字母和间隔号' });
  });
});

describe('validatePhone', () => {
  it('takes a mainland mobile or a landline with its area code', () => {
    for (const ok of ['13800138000', '020-38886677', '02038886677', '0755-1234567']) expect(validatePhone(` ${ok} `)).toEqual({ ok: true, value: ok });
    for (const bad of ['', '12800138000', '20-38886677', '020-386', '020 38886677']) {
      expect(validatePhone(bad)).toEqual({ ok: false, reason: '请填写手机号或固定电话（如 020-38886677）' });
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (v) => typeof validatePhone(v).ok === 'boolean' && typeof validatePersonName(v).ok === 'boolean'));
  });
});
