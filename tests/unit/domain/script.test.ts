import { describe, expect, it } from 'vitest';
import { SCRIPT_PLACEHOLDERS, customerTitleFor, fillScript, missingScriptFields, scriptFieldsUsed } from '../../../shared/domain/script';

const template = '{客户称谓}您好，我是{坐席姓名}。您的爱车{车牌号}保险将于{到期日}到期，{客户姓名}请留意。——{业务员姓名}';

describe('script placeholders: "customer name, customer title, plate number, end date, agent name"', () => {
  it('documents the tokens', () => {
    expect(SCRIPT_PLACEHOLDERS).toEqual({
      customerName: ['{客户姓名}'],
      customerTitle: ['{客户称谓}'],
      plateNumber: ['{车牌号}'],
      endDate: ['{到期日}'],
      agentName: ['{坐席姓名}', '{业务员姓名}'],
    });
  });

  it('replaces every placeholder, every time it occurs', () => {
    const text = fillScript(`${template}{客户姓名}`, {
      customerName: '张三',
      customerTitle: '张先生',
      plateNumber: '粤B12345',
      endDate: '2024-07-01',
      agentName: '李四',
    });
    expect(text).toBe('张先生您好，我是李四。您的爱车粤B12345保险将于2024-07-01到期，张三请留意。——李四张三');
  });

  it('missing values become empty, or stay as tokens with keepMissing', () => {
    expect(fillScript('尊敬的{客户姓名}，{车牌号}', { customerName: '王五' })).toBe('尊敬的王五，');
    expect(fillScript('尊敬的{客户姓名}，{车牌号}', { customerName: '王五', plateNumber: null }, { keepMissing: true })).toBe('尊敬的王五，{车牌号}');
  });

  it('does not treat values as patterns', () => {
    expect(fillScript('{客户姓名}', { customerName: '$& $1 {车牌号}' })).toBe('$& $1 {车牌号}');
  });

  it('leaves other braces alone and handles empty templates', () => {
    expect(fillScript('{未知}', { customerName: 'x' })).toBe('{未知}');
    expect(fillScript(null, {})).toBe('');
    expect(fillScript(undefined, { customerName: 'x' })).toBe('');
  });

  it('lists used and missing fields', () => {
    expect(scriptFieldsUsed(template)).toEqual(['customerName', 'customerTitle', 'plateNumber', 'endDate', 'agentName']);
    expect(scriptFieldsUsed('{业务员姓名}')).toEqual(['agentName']);
    expect(scriptFieldsUsed(null)).toEqual([]);
    expect(missingScriptFields(template, { customerName: '张三', agentName: '李四', endDate: '' })).toEqual(['customerTitle', 'plateNumber', 'endDate']);
  });

  it.each([
    ['1', '张三', '张先生'],
    ['2', '李四', '李女士'],
    ['1', null, '先生'],
    ['0', '王五', '王五'],
    ['9', '', '客户'],
    [null, undefined, '客户'],
  ])('customer title for gender %s and name %s is %s', (gender, name, title) => {
    expect(customerTitleFor(gender, name)).toBe(title);
  });
});
