import { describe, expect, it } from 'vitest';
import {
  AI_MODEL,
  APP_TYPE,
  BINDING_SOURCE,
  CARE_MSG_TYPE,
  CHECK_QUOTATION_TYPE,
  CUSTOMER_STATUS,
  DEFAULT_AI_MODEL,
  EXPERTISE_AREA,
  FILTER_GENDER,
  FOLLOW_STATUS,
  GENDER,
  GROUP_MSG_FILTER_TYPE,
  GROUP_MSG_TYPE,
  ID_TYPE,
  IN_FORCE_STATUS,
  PUSH_SOURCE,
  SYSTEM_ROLE,
  TASK_TYPE,
  TRADE_STATUS_REASON_TYPE,
  followStatusOfReasonType,
  has,
  labelOf,
  optionsOf,
  reasonTypeOfFollowStatus,
} from '../../../shared/domain/codes';

const sortedKeys = (table: object): string[] => Object.keys(table).sort();

// Each row: the table, the codes the spec lists (spec 000 §3 "Enumerations", spec 001 §9), and a few labels.
const tables: Array<[string, Readonly<Record<string, string>>, string[], Record<string, string>]> = [
  ['Gender: 0 unknown, 1 male, 2 female, 9 unspecified', GENDER, ['0', '1', '2', '9'], { '0': '未知', '1': '男', '2': '女', '9': '未说明' }],
  ['Filter gender: 0 female, 1 male', FILTER_GENDER, ['0', '1'], { '0': '女', '1': '男' }],
  ['Follow-up status: mu001 continue, mu002 success, mu003 failure, 0 not yet followed', FOLLOW_STATUS, ['0', 'mu001', 'mu002', 'mu003'], { mu001: '继续跟进', mu002: '跟进成功', mu003: '跟进失败', '0': '未跟进' }],
  ['Customer status: -1 unclear, 01 insured, 02 potential, 03 lapsed, 99 other', CUSTOMER_STATUS, ['-1', '01', '02', '03', '99'], { '-1': '不明确', '01': '在保', '02': '潜在', '03': '脱保', '99': '其他' }],
  ['Binding source: 1 marketing task, 8 non-vehicle customer, 4 vehicle-insurance tracker, 5 proposal', BINDING_SOURCE, ['1', '4', '5', '8'], { '1': '营销任务', '8': '非车客户', '5': '投保单' }],
  ['Push source: todoTask, kafkaPayment', PUSH_SOURCE, ['kafkaPayment', 'todoTask'], {}],
  ['Task type: 2 to-do, 3 done, 6 non-vehicle to-do, 7 non-vehicle done', TASK_TYPE, ['2', '3', '6', '7'], { '2': '待办', '3': '已办', '6': '非车待办', '7': '非车已办' }],
  ['Group message filter type: 0 admin, 1 salesperson, 2 system', GROUP_MSG_FILTER_TYPE, ['0', '1', '2'], { '0': '管理员', '1': '业务员', '2': '系统' }],
  ['Group message type: 0 sales, 1 care, 2 vehicle marketing, 3 non-vehicle marketing, 5 festival, 6 renewal reminder', GROUP_MSG_TYPE, ['0', '1', '2', '3', '5', '6'], { '2': '车险营销', '3': '非车营销', '5': '节日', '6': '续保提醒' }],
  ['Care message type: 0 birthday, 1 annual inspection, 2 new-car endorsement, 3 claim care, 4 disaster warning, 5 value-added service', CARE_MSG_TYPE, ['0', '1', '2', '3', '4', '5'], { '0': '生日关怀', '1': '年检提醒', '3': '理赔关怀', '4': '灾害预警', '5': '增值服务' }],
  ['In-force status: 0 not insured, 1 insured', IN_FORCE_STATUS, ['0', '1'], { '0': '未在保', '1': '在保' }],
  ['Check-quotation type: 1 quotation, 2 service manager', CHECK_QUOTATION_TYPE, ['1', '2'], { '1': '报价', '2': '服务经理' }],
  ['ID types', ID_TYPE, ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '15', '16', '17', '21', '25', '26', '99'], { '01': '居民身份证', '03': '护照', '16': '外国人永久居留身份证', '99': '其他' }],
  ['Areas of expertise: 1 vehicle, 2 agriculture, 3 claims, 4 home property, 5 corporate property, 6 accident, 7 health', EXPERTISE_AREA, ['1', '2', '3', '4', '5', '6', '7'], { '1': '车险', '2': '农险', '3': '理赔', '7': '健康险' }],
  ['AI model: bigModel or knowledgeBase', AI_MODEL, ['bigModel', 'knowledgeBase'], { bigModel: '大模型', knowledgeBase: '知识库' }],
  ['systemRole (qyUser or externalUser)', SYSTEM_ROLE, ['externalUser', 'qyUser'], {}],
  ['appType (1 = province native WeChat, 2 = head-office enterprise WeChat)', APP_TYPE, ['1', '2'], {}],
];

describe('code tables', () => {
  it.each(tables)('%s', (_name, table, codes, labels) => {
    expect(sortedKeys(table)).toEqual([...codes].sort());
    for (const [code, label] of Object.entries(labels)) expect(table[code]).toBe(label);
    // Every code has a non-empty Chinese label.
    for (const label of Object.values(table)) expect(label).toMatch(/[\u4e00-\u9fff]/);
  });

  it('gender codings differ: GENDER 1 is male, FILTER_GENDER 0 is female', () => {
    expect(GENDER['1']).toBe('男');
    expect(FILTER_GENDER['0']).toBe('女');
    expect(FILTER_GENDER['1']).toBe('男');
  });

  it('AI model "defaults to knowledgeBase"', () => {
    expect(DEFAULT_AI_MODEL).toBe('knowledgeBase');
  });
});

describe('trade status reason types', () => {
  it.each([
    ['NoteTypeFollow', 'mu001'],
    ['NoteTypeSucces', 'mu002'],
    ['NoteTypeFail', 'mu003'],
  ])('"the types NoteTypeFollow, NoteTypeSucces, NoteTypeFail map to mu001, mu002, mu003": %s → %s', (type, status) => {
    expect(TRADE_STATUS_REASON_TYPE[type as keyof typeof TRADE_STATUS_REASON_TYPE]).toBe(status);
    expect(followStatusOfReasonType(type)).toBe(status);
    expect(reasonTypeOfFollowStatus(status)).toBe(type);
  });

  it('unknown types and statuses map to null', () => {
    expect(followStatusOfReasonType('NoteTypeSuccess')).toBeNull();
    expect(followStatusOfReasonType(null)).toBeNull();
    expect(followStatusOfReasonType(undefined)).toBeNull();
    expect(followStatusOfReasonType('toString')).toBeNull();
    expect(reasonTypeOfFollowStatus('0')).toBeNull();
    expect(reasonTypeOfFollowStatus(undefined)).toBeNull();
  });
});

describe('labelOf / has / optionsOf', () => {
  it('returns the label of a code, numbers accepted', () => {
    expect(labelOf(GENDER, '2')).toBe('女');
    expect(labelOf(GENDER, 1)).toBe('男');
    expect(labelOf(CUSTOMER_STATUS, '01')).toBe('在保');
    expect(labelOf(CUSTOMER_STATUS, -1)).toBe('不明确');
  });

  it('falls back for unknown, empty, null and inherited keys', () => {
    expect(labelOf(GENDER, '3')).toBe('—');
    expect(labelOf(GENDER, '')).toBe('—');
    expect(labelOf(GENDER, null)).toBe('—');
    expect(labelOf(GENDER, undefined, '未知性别')).toBe('未知性别');
    expect(labelOf(GENDER, 'toString')).toBe('—');
    expect(labelOf(CUSTOMER_STATUS, 1)).toBe('—'); // '1' is not '01'
    expect(has(GENDER, '__proto__')).toBe(false);
    expect(has(GENDER, 1)).toBe(false); // the guard only narrows strings
    expect(has(GENDER, '1')).toBe(true);
  });

  it('optionsOf lists every code with its label', () => {
    const options = optionsOf(TASK_TYPE);
    expect(options).toEqual([
      { value: '2', label: '待办' },
      { value: '3', label: '已办' },
      { value: '6', label: '非车待办' },
      { value: '7', label: '非车已办' },
    ]);
  });
});
