import { describe, expect, it } from 'vitest';
import { recordsOf } from '../../server/http/audit.js';

// Issue 30, finding 7: an audit line names the records a change was about by id, never personal data.
describe('the records of an audit line', () => {
  it('keeps ids, numbers and codes; drops ID numbers, plates, frames, mobiles, names, free text and the caller fields', () => {
    expect(
      recordsOf({
        custId: 'C4400000001',
        custIds: ['C1', 'C2'],
        taskGroupMsgHistory: { taskId: 'TK1', groupMsgId: 'GM1', content: '您好' },
        policyNo: 'P1',
        certificateNo: '44030319990718920X',
        encryptCertificateNo: 'b64==',
        licenseNo: '粤A23049',
        frameNo: 'LSVAU2180N2183456',
        mobile: '13800138001',
        custName: '刘芳',
        reason: '客户要求',
        userCode: '44010001',
        comCode: '44010000',
        smsCode: '123456',
      }),
    ).toEqual({ custId: 'C4400000001', custIds: ['C1', 'C2'], 'taskGroupMsgHistory.taskId': 'TK1', 'taskGroupMsgHistory.groupMsgId': 'GM1', policyNo: 'P1' });
  });

  it('reads comma-separated lists and caps long ones', () => {
    const many = Array.from({ length: 60 }, (_, i) => `C${i}`);
    expect(recordsOf({ msgIds: 'M1,M2' })).toEqual({ msgIds: ['M1', 'M2'] });
    const capped = recordsOf({ custIds: many })['custIds'] as string[];
    expect(capped).toHaveLength(51);
    expect(capped.at(-1)).toBe('…+10');
  });
});
