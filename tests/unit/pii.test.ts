import { describe, expect, it } from 'vitest';
import { maskAnswer, piiFieldsOf } from '../../server/http/pii.js';
import { CATALOGUE, entryByName } from '../../shared/catalogue/index.js';

// Masking by the catalogue's x-pii tags: every answer, any depth, any shape (spec 000 §5 masks).

describe('personal data in answers', () => {
  const search = piiFieldsOf(entryByName('weixinCustMainQuery'), CATALOGUE);
  const card = piiFieldsOf(entryByName('queryManagerInfo'), CATALOGUE);

  it('masks tagged names at any depth, in arrays and in shapes the schema does not show', () => {
    const answer = {
      lists: [{ idNumber: '44030319990718920X', mobile: '13912345678', name: '刘芳', task: { identifyNumber: '44030319990718920X' } }],
      extra: { deeper: [{ insuredIdNumber: '440303199907189201', remarkMobiles: ['13800138000', 13700137000] }] },
      idNo: '440303199907189201', // a name a real upstream may use
    };
    expect(maskAnswer(answer, search)).toEqual({
      lists: [{ idNumber: '4403031999****920X', mobile: '1391****678', name: '刘芳', task: { identifyNumber: '4403031999****920X' } }],
      extra: { deeper: [{ insuredIdNumber: '4403031999****9201', remarkMobiles: ['1380****000', '1370****000'] }] },
      idNo: '4403031999****9201',
    });
  });

  it('is idempotent: a masked value masks to itself', () => {
    const once = maskAnswer({ mobile: '13912345678', idNumber: '44030319990718920X' }, search);
    expect(maskAnswer(structuredClone(once), search)).toEqual(once);
  });

  it('leaves a call’s own contact phones (a business card) as they are, and masks them elsewhere', () => {
    expect(maskAnswer({ mobile: '13800138001' }, card)).toEqual({ mobile: '13800138001' });
    expect(maskAnswer({ mobile: '13800138001' }, search)).toEqual({ mobile: '1380****001' });
  });

  it('passes null, strings and numbers through', () => {
    expect(maskAnswer(null, search)).toBeNull();
    expect(maskAnswer('x', search)).toBe('x');
    expect(maskAnswer(3, search)).toBe(3);
  });
});

// Issue 30: masking holds per answer. An 18-digit ID's hidden digits are the birth month and day.
describe('no answer carries a value that restores a masked one', () => {
  const basic = piiFieldsOf(entryByName('mc/customerBasic'), CATALOGUE);

  it('a birth date next to an ID number keeps its year only, in any shape and at any depth', () => {
    expect(maskAnswer({ idNumber: '110108197804148929', birthday: '1978-04-14', age: 48 }, basic)).toEqual({ idNumber: '1101081978****8929', birthday: '1978', age: 48 });
    // Elsewhere in the same answer counts too: the two are linked by the answer, not by the object.
    const apart = { customer: { birthDate: 19780414, custBirthday: '1978/04/14' }, certificates: [{ certNo: '110108197804148929' }] };
    expect(maskAnswer(apart, basic)).toEqual({ customer: { birthDate: '1978', custBirthday: '1978' }, certificates: [{ certNo: '1101081978****8929' }] });
    expect(maskAnswer({ idNumber: '110108197804148929', birthday: 261_331_200_000 }, basic)).toEqual({ idNumber: '1101081978****8929', birthday: '1978' });
    // A shape that cannot be read is dropped rather than passed on.
    expect(maskAnswer({ idNumber: '110108197804148929', birthday: '04月14日' }, basic)).toMatchObject({ birthday: '' });
  });

  it('a birth date in an answer without any ID number stays whole (birthday care needs the day)', () => {
    expect(maskAnswer({ custName: '刘芳', birthday: '1978-04-14' }, basic)).toEqual({ custName: '刘芳', birthday: '1978-04-14' });
  });

  it('e-mail addresses are masked like mobiles', () => {
    expect(maskAnswer({ email: 'c4400000001@example.com', mail: 'li@qq.com' }, basic)).toEqual({ email: 'c440****001@example.com', mail: 'l*@qq.com' });
  });
});
