import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { entryByName } from '../../shared/catalogue/index.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { cookieFor } from '../helpers/session.js';

// Issue 30, finding 10: the blacklist is by customer. Whatever message type the sender chose, a
// blacklisted customer gets nothing on any send path — single care, care flags written back,
// marketing, mass drafts and sends, disaster warnings — checked by the BFF before the upstream;
// single sends are refused with a clear message, bulk sends go on without them and say who.

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
afterEach(() => stack.demo.resetData());

const staff = cookieFor('44010001');
const post = (name: string, body: Record<string, unknown>) => request(stack.app.server).post(`/api/${name}`).set('x-csrf', '1').set('cookie', staff).send(body);
const get = (name: string, query: Record<string, unknown>) => request(stack.app.server).get(`/api/${name}`).query(query).set('x-csrf', '1').set('cookie', staff);
const sent = (name: string) => stack.demo.state.calls.filter((c) => c.name === name);
const bodyOf = (c: { body: unknown; query: Record<string, string> }) => ({ ...c.query, ...((c.body ?? {}) as Record<string, unknown>) });

async function blacklist(custId: string) {
  expect((await post('updateMsgBlackList', { custId, operateType: '1', reason: '客户要求' })).status).toBe(200);
}

/** Two of 张伟's customers who are not on the seeded blacklist. */
async function twoCustomers(): Promise<[string, string]> {
  const listed = new Set(((await get('getInMsgBlackList', { pageNo: 1, pageSize: 100 })).body.data.list as { custId: string }[]).map((e) => e.custId));
  const mine = stack.demo.state.db.customers.filter((c) => c.bindUserCode === '44010001' && !listed.has(c.custId));
  return [mine[0]!.custId, mine[1]!.custId];
}

describe('the message blacklist holds on every send path', () => {
  it('a care-type (关怀) mass draft leaves the blacklisted customer out and says who', async () => {
    const [black, white] = await twoCustomers();
    await blacklist(black);
    const name = stack.demo.state.db.customers.find((c) => c.custId === black)!.name;
    const res = await post('saveGroupMsg', { msgType: '1', title: '关怀', content: '{客户称谓}您好，天冷注意保暖。', custIds: [black, white] });
    expect(res.status).toBe(200);
    expect(res.body.data.blacklistSkipped).toEqual([{ custId: black, custName: name }]);
    expect(bodyOf(sent('saveGroupMsg').at(-1)!)['custIds']).toEqual([white]);
  });

  it('a mass send naming its customers goes without the blacklisted one; all blacklisted: refused, nothing sent', async () => {
    const [black, white] = await twoCustomers();
    await blacklist(black);
    const example = entryByName('sendTaskGroupMsg').example as { taskGroupMsgHistory: Record<string, unknown> };
    const res = await post('sendTaskGroupMsg', { taskGroupMsgHistory: { ...example.taskGroupMsgHistory, msgType: '1' }, custIds: [black, white] });
    expect(res.status).toBe(200);
    expect(res.body.data.blacklistSkipped).toMatchObject([{ custId: black }]);
    expect(bodyOf(sent('sendTaskGroupMsg').at(-1)!)['custIds']).toEqual([white]);
    const before = sent('sendTaskGroupMsg').length;
    const none = await post('sendTaskGroupMsg', { taskGroupMsgHistory: { ...example.taskGroupMsgHistory, msgType: '1' }, custIds: [black] });
    expect(none.status).toBe(422);
    expect(none.body.error.code).toBe('CUSTOMER_BLACKLISTED');
    expect(none.body.error.message).toMatch(/所选客户均在消息黑名单中/);
    expect(sent('sendTaskGroupMsg')).toHaveLength(before);
  });

  it('a single care message to a blacklisted customer is refused before the upstream, also when written back as sent', async () => {
    const msgs = (await get('queryCustcareMsgList', { sendFlag: '0', pageNo: 1, pageSize: 50 })).body.data.list as { msgId: string; custId: string; msgType: string }[];
    const msg = msgs.find((m) => m.custId)!;
    await blacklist(msg.custId);
    const name = stack.demo.state.db.customers.find((c) => c.custId === msg.custId)!.name;
    const res = await get('sendCustcareMsg', { msgId: msg.msgId });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'CUSTOMER_BLACKLISTED', message: `客户「${name}」在消息黑名单中，已跳过，未发送` });
    expect(sent('sendCustcareMsg')).toHaveLength(0);
    expect((await get('updateCareMsgSendFlag', { msgId: msg.msgId, sendFlag: '1' })).status).toBe(422);
    expect(sent('updateCareMsgSendFlag')).toHaveLength(0);
    // Writing back "not sent" needs no check.
    expect((await get('updateCareMsgSendFlag', { msgId: msg.msgId, sendFlag: '0' })).status).toBe(200);
  });

  it('a marketing activity to one blacklisted customer is refused; to another it goes', async () => {
    const [black, white] = await twoCustomers();
    await blacklist(black);
    const name = 'mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNo';
    const { batchNo } = entryByName(name).example as { batchNo: string };
    expect((await post(name, { batchNo, custId: black })).body.error?.code).toBe('CUSTOMER_BLACKLISTED');
    expect(sent(name)).toHaveLength(0);
    const other = await post(name, { batchNo, custId: white });
    expect(other.body.error?.code).not.toBe('CUSTOMER_BLACKLISTED');
    expect(sent(name)).toHaveLength(1);
  });
});

describe('sends that name no customers: the BFF names them first', () => {
  const example = entryByName('sendTaskGroupMsg').example as { taskGroupMsgHistory: Record<string, unknown> };
  const taskCustomer = () => stack.demo.state.db.tasks.find((t) => t.taskId === example.taskGroupMsgHistory['taskId'])!.custId;

  it('a task send with no custIds goes to the task’s customer: blacklisted, it is refused and nothing is sent', async () => {
    await blacklist(taskCustomer());
    const res = await post('sendTaskGroupMsg', { taskGroupMsgHistory: { ...example.taskGroupMsgHistory, msgType: '1' } });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.error.code).toBe('CUSTOMER_BLACKLISTED');
    expect(res.body.error.message).toMatch(/所选客户均在消息黑名单中/);
    expect(sent('sendTaskGroupMsg')).toHaveLength(0);
  });

  it('a task send with no custIds to a customer who may receive messages names them upstream', async () => {
    const res = await post('sendTaskGroupMsg', { taskGroupMsgHistory: { ...example.taskGroupMsgHistory, msgType: '1' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(bodyOf(sent('sendTaskGroupMsg').at(-1)!)['custIds']).toEqual([taskCustomer()]);
  });

  it('a draft sent with no custIds (its customers have no upstream read) is refused before the upstream', async () => {
    const [a, b] = await twoCustomers();
    const draft = await post('saveGroupMsg', { msgType: '1', content: '{客户称谓}您好', custIds: [a, b] });
    await blacklist(a);
    const res = await post('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: example.taskGroupMsgHistory['taskId'], groupMsgId: draft.body.data.groupMsgId } });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'RECIPIENTS_REQUIRED', message: '请指明发送客户（custIds）：未指明客户的群发无法核对消息黑名单，未发送' });
    expect(sent('sendTaskGroupMsg')).toHaveLength(0);
    // Named (as the client does, from the draft's answer), the blacklisted one is left out.
    const named = await post('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: example.taskGroupMsgHistory['taskId'], groupMsgId: draft.body.data.groupMsgId }, custIds: [a, b] });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body.data.blacklistSkipped).toMatchObject([{ custId: a }]);
    expect(bodyOf(sent('sendTaskGroupMsg').at(-1)!)['custIds']).toEqual([b]);
    // The same for a client-side send written back with no custIds.
    const back = await get('saveSendHistory', { groupMsgId: draft.body.data.groupMsgId });
    expect(back.body.error?.code).toBe('RECIPIENTS_REQUIRED');
    expect(sent('saveSendHistory')).toHaveLength(0);
  });

  it('a renewal reminder made from the whole batch (as the screen asks) leaves the blacklisted customer out and says who', async () => {
    const { batchNo } = entryByName('createRenewalReminderMsg').example as { batchNo: string };
    const rows = (await post('findRenewalReminderCustListByBatchNo', { batchNo, pageNo: 1, pageSize: 100 })).body.data.list as { custId: string; custName: string; inBlackList: boolean }[];
    const inBatch = [...new Set(rows.map((r) => r.custId))];
    const target = rows.find((r) => !r.inBlackList)!;
    await blacklist(target.custId);
    const res = await post('createRenewalReminderMsg', { batchNo, content: '{客户称谓}您好，您的保单即将到期。' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.blacklistSkipped).toEqual(expect.arrayContaining([{ custId: target.custId, custName: target.custName }]));
    const upstream = bodyOf(sent('createRenewalReminderMsg').at(-1)!)['custIds'] as string[];
    expect(upstream).not.toContain(target.custId);
    expect(upstream.length).toBeGreaterThan(0);
    expect(inBatch).toEqual(expect.arrayContaining(upstream));
    expect(res.body.data.custIds).not.toContain(target.custId);
  });

  it('a mass draft with a filter type and no custIds is refused before the upstream', async () => {
    const res = await post('saveGroupMsg', { msgType: '1', content: '{客户称谓}您好', filterType: '0' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('RECIPIENTS_REQUIRED');
    expect(sent('saveGroupMsg')).toHaveLength(0);
  });
});

describe('sends to a customer named by their WeCom contact or ID number', () => {
  it('a news item to a blacklisted customer’s WeCom contact, and a WeChat message by their ID number, are refused', async () => {
    const listed = new Set(((await get('getInMsgBlackList', { pageNo: 1, pageSize: 100 })).body.data.list as { custId: string }[]).map((e) => e.custId));
    const c = stack.demo.state.db.customers.find((x) => x.bindUserCode === '44010001' && x.externalUserId && !listed.has(x.custId))!;
    expect(c.externalUserId).toEqual(expect.any(String));
    await blacklist(c.custId);
    const news = await post('sendMpNews', { externalUserId: c.externalUserId, newsId: 'N20250001', type: 'news' });
    expect(news.body.error?.code, JSON.stringify(news.body)).toBe('CUSTOMER_BLACKLISTED');
    expect(sent('sendMpNews')).toHaveLength(0);
    const wx = await post('sendWechatMessageOnWeiXin', { certificateNo: c.idNumber, content: '尊敬的客户，您的车险即将到期。' });
    expect(wx.body.error?.code).toBe('CUSTOMER_BLACKLISTED');
    expect(sent('sendWechatMessageOnWeiXin')).toHaveLength(0);
  });
});
