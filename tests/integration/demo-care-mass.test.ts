import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encryptId } from '../../demo/crypto.js';
import { DEMO_USERS } from '../../demo/data/users.js';
import { HANDLERS } from '../../demo/handlers/index.js';
import { signToken } from '../../demo/token.js';
import type { DemoState } from '../../demo/types.js';
import { buildDemoUpstream, createDemoState } from '../../demo/upstream.js';
import { entries as careEntries } from '../../shared/catalogue/care.js';
import { CATALOGUE, type CatalogueEntry, type HttpMethod } from '../../shared/catalogue/index.js';
import { entries as massEntries } from '../../shared/catalogue/mass.js';

// The demo upstream's care messages (spec 001 §7.4) and mass messages, blacklists and marketing
// activities (§7.5): every entry's example answers successfully in the shape its schema declares,
// and the state changes a caller relies on are visible through the queries.

type Json = Record<string, unknown>;

const staff = DEMO_USERS[0]!;
const COOKIE = `USER_TOKEN=${signToken({
  comId: staff.comId,
  comCode: staff.comCode,
  userCode: staff.userCode,
  userId: staff.userId,
  mobile: staff.mobile,
  systemRole: staff.systemRole,
})}`;

const MINE = new Set([...careEntries, ...massEntries].map((e) => e.path as string));
const ENTRIES: CatalogueEntry[] = CATALOGUE.filter((e) => MINE.has(e.path));
const entry = (name: string) => {
  const e = ENTRIES.find((x) => x.name === name);
  if (!e) throw new Error(`no entry ${name}`);
  return e;
};

function setDotted(target: Json, dotted: string, value: unknown) {
  const parts = dotted.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Json;
  node[parts[parts.length - 1]!] = value;
}
const getDotted = (source: Json, dotted: string) =>
  dotted.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Json)[part] : undefined), source);

/** The example with the encrypted ids the BFF would add (prepare). */
function prepared(e: CatalogueEntry, fields: Json): Json {
  const out = structuredClone(fields);
  for (const p of e.prepare ?? []) {
    const plain = getDotted(out, p.from);
    if (plain !== undefined && getDotted(out, p.field) === undefined) setDotted(out, p.field, encryptId(p.kind, String(plain)));
  }
  return out;
}

let state: DemoState;
let app: FastifyInstance;

beforeEach(async () => {
  state = createDemoState();
  app = await buildDemoUpstream(state);
});
afterEach(() => app.close());

/** Calls the demo upstream the way the BFF does: GET as query, POST as JSON or URL-encoded. */
async function call(name: string, fields: Json = {}, method?: HttpMethod): Promise<{ status: number; statusText: string; data: Json }> {
  const e = entry(name);
  const m = method ?? e.methods[0]!;
  const payload = prepared(e, fields);
  if (m === 'GET') {
    const qs = new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await app.inject({ method: 'GET', url: `${e.path}${qs ? `?${qs}` : ''}`, headers: { cookie: COOKIE } });
    return res.json();
  }
  if (e.encoding === 'form') {
    const body = new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await app.inject({ method: 'POST', url: e.path, headers: { cookie: COOKIE, 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    return res.json();
  }
  const res = await app.inject({ method: 'POST', url: e.path, headers: { cookie: COOKIE }, payload });
  return res.json();
}

/** Calls and expects success; answers data. */
async function okData(name: string, fields: Json = {}, method?: HttpMethod): Promise<Json> {
  const res = await call(name, fields, method);
  expect(res, `${name} ${JSON.stringify(fields)}`).toMatchObject({ status: 0 });
  return res.data;
}

const list = (data: Json) => data['list'] as Json[];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The staff member confirms the WeCom task in WeCom: the demo control route that plays WeCom's 群发助手. */
async function confirmInWeCom(historyId: string) {
  const res = await app.inject({ method: 'POST', url: '/__demo/mass/confirm', headers: { cookie: COOKIE }, payload: { historyId } });
  return { status: res.statusCode, body: res.json() as Json };
}

/** The record once every customer's result arrived. */
async function finished(historyId: string): Promise<Json> {
  for (let i = 0; i < 300; i++) {
    const h = await okData('queryGroupMsgHistoryById', { historyId });
    if (h['status'] === '2') return h;
    await sleep(10);
  }
  throw new Error(`${historyId} did not finish`);
}

/** Confirmed in WeCom, then the record once every customer's result arrived. */
async function confirmedAndDone(historyId: string): Promise<Json> {
  expect((await confirmInWeCom(historyId)).body).toMatchObject({ ok: true, historyId, status: '1' });
  return finished(historyId);
}
confirmedAndDone.wait = finished;

describe('§7.4 and §7.5 entries: each example answers in its schema', () => {
  it('the catalogue has every call of §7.4 (16) and §7.5 (20), each with a demo handler', () => {
    expect(ENTRIES.filter((e) => e.section === '7.4')).toHaveLength(16);
    expect(ENTRIES.filter((e) => e.section === '7.5' && !e.ourChoice)).toHaveLength(20); // and the marketing-task list of our choice (issue 18)
    expect(ENTRIES.filter((e) => !HANDLERS[e.name]).map((e) => e.name)).toEqual([]);
    expect(entry('sendTaskGroupMsg').timeoutMs).toBe(600_000);
    expect(entry('updateMsgBlackList').methods).toEqual(['GET', 'POST']);
  });

  for (const e of ENTRIES) {
    for (const method of e.methods) {
      it(`${method} ${e.name}`, async () => {
        const res = await call(e.name, e.example, method);
        expect(res.statusText).toBe('success');
        expect(res.status).toBe(0);
        const errors = [...Value.Errors(e.response, res.data)].slice(0, 3);
        expect(errors, JSON.stringify(res.data).slice(0, 400)).toEqual([]);
      });
    }
  }

  it('a call without a login answers status 16', async () => {
    const res = await app.inject({ method: 'GET', url: '/wecom/api/queryCustcareMsgList' });
    expect(res.json().status).toBe(16);
  });
});

describe('§7.4 care messages: the send flag and the content', () => {
  const MSG = 'CM202600000001';
  const REGIST = 'RDAA2026440300000001';

  it('sendCustcareMsg sets the send flag and the queries show it', async () => {
    expect((await okData('queryCustcareMsgById', { msgId: MSG }))['sendFlag']).toBe('0');
    const sent = await okData('sendCustcareMsg', { msgId: MSG });
    expect(sent).toMatchObject({ msgId: MSG, sendFlag: '1', sendType: '1' });
    expect(sent['sendTime']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await okData('queryCustcareMsgById', { msgId: MSG })).toMatchObject({ sendFlag: '1', sendTime: sent['sendTime'] });
    const sentList = await okData('queryCustcareMsgList', { sendFlag: '1', pageSize: 100 });
    expect(list(sentList).map((m) => m['msgId'])).toContain(MSG);
    // Sending again (the customer asked once more) keeps the message sent.
    expect(await okData('sendCustcareMsg', { msgId: MSG, sendType: '2' })).toMatchObject({ sendFlag: '1', sendType: '2' });
  });

  it('updateCareMsgSendFlag sets and clears the flag', async () => {
    await okData('updateCareMsgSendFlag', { msgId: MSG, sendFlag: '1' });
    expect((await okData('queryCustcareMsgById', { msgId: MSG }))['sendFlag']).toBe('1');
    await okData('updateCareMsgSendFlag', { msgId: MSG, sendFlag: '0' });
    expect(await okData('queryCustcareMsgById', { msgId: MSG })).toMatchObject({ sendFlag: '0', sendTime: null });
  });

  it('sendCustcareMsgByRegistNo and updateCareMsgSendFlagByRegistNo change the claim-care flag', async () => {
    expect((await okData('queryCustcareMsgByRegistNo', { registNo: REGIST }))['sendFlag']).toBe('0');
    expect(await okData('sendCustcareMsgByRegistNo', { registNo: REGIST })).toMatchObject({ registNo: REGIST, sendFlag: '1' });
    expect((await okData('queryCustcareMsgByRegistNo', { registNo: REGIST }))['sendFlag']).toBe('1');
    expect((await okData('queryFirstAccidentCareMsg', { registNo: REGIST }))['sendFlag']).toBe('1');
    await okData('updateCareMsgSendFlagByRegistNo', { registNo: REGIST, sendFlag: '0' });
    expect((await okData('queryCustcareMsgByRegistNo', { registNo: REGIST }))['sendFlag']).toBe('0');
  });

  it('modifyCustcareMsg edits an unsent message; a sent one cannot be edited', async () => {
    const content = '刘女士您好，您的案件已进入核价核损环节，请耐心等待，有进展我会第一时间告知。';
    expect((await okData('modifyCustcareMsg', { msgId: MSG, content }))['content']).toBe(content);
    expect((await okData('queryCustcareMsgById', { msgId: MSG }))['content']).toBe(content);
    await okData('sendCustcareMsg', { msgId: MSG });
    const res = await call('modifyCustcareMsg', { msgId: MSG, content: '再改一次' });
    expect(res.status).not.toBe(0);
    expect(res.statusText).toBe('消息已发送，不能修改');
  });

  it('queryCustcareMsgList filters by care message type', async () => {
    for (const msgType of ['0', '1', '3', '4', '5']) {
      const data = await okData('queryCustcareMsgList', { msgType, pageSize: 100 });
      expect(data['total'], msgType).toBeGreaterThan(0);
      expect(list(data).every((m) => m['msgType'] === msgType && m['userCode'] === staff.userCode)).toBe(true);
    }
  });

  it('sendDisasterWarningMsg through WeCom makes a WeCom task: nothing is sent until the member confirms it, then the messages are sent', async () => {
    const W = 'ZH2026110101';
    const before = await okData('queryDisasterWarningMsgDetailList', { warningId: W, sendFlag: '0', pageSize: 100 });
    const pending = before['total'] as number;
    expect(pending).toBeGreaterThan(0);
    expect((before['warnings'] as Json[]).map((w) => w['warningId'])).toEqual(['ZH2026110101']);
    const sentBefore = (await okData('queryDisasterWarningMsgDetailList', { warningId: W, sendFlag: '1' }))['total'] as number;

    const task = await okData('sendDisasterWarningMsg', { warningId: W });
    expect(task).toMatchObject({ sentCount: 0, skippedCount: 0, status: '0', historyId: expect.stringMatching(/^GH/) });
    expect(task['msgIds']).toHaveLength(pending);
    const historyId = task['historyId'] as string;
    // Waiting for the member: still unsent, each in the task; the record is the mass sends' own.
    const waiting = list(await okData('queryDisasterWarningMsgDetailList', { warningId: W, sendFlag: '0', pageSize: 100 }));
    expect(waiting).toHaveLength(pending);
    expect(waiting.every((m) => m['historyId'] === historyId && m['taskStatus'] === '0' && m['sendTime'] === null)).toBe(true);
    expect((await okData('queryDisasterWarningMsgDetailList', { warningId: W, sendFlag: '1' }))['total']).toBe(sentBefore);
    expect(await okData('queryGroupMsgHistoryById', { historyId })).toMatchObject({ status: '0', msgType: '1', total: pending, sentCount: 0, title: '灾害提醒：台风“银杏”橙色预警' });
    const rows = list(await okData('queryGroupMsgSendCustListById', { historyId, pageSize: 100 }));
    expect(rows.map((r) => r['content'])).toEqual(waiting.map((m) => m['content']));
    // A waiting message is neither sent again in bulk nor one by one.
    expect(await okData('sendDisasterWarningMsg', { warningId: W })).toMatchObject({ sentCount: 0, msgIds: [], historyId: null });
    expect((await call('sendCustcareMsg', { msgId: waiting[0]!['msgId'] })).statusText).toContain('待成员确认');
    expect((await call('modifyCustcareMsg', { msgId: waiting[0]!['msgId'], content: '改过的内容' })).statusText).toContain('群发任务中');
    expect(await okData('queryCustcareMsgById', { msgId: waiting[0]!['msgId'] })).toMatchObject({ sendFlag: '0', historyId, taskStatus: '0' });

    // Confirmed in WeCom: the results arrive and the messages are sent, with WeCom's send time.
    expect(await confirmedAndDone(historyId)).toMatchObject({ status: '2', sentCount: pending, overLimitCount: 0 });
    expect((await okData('queryDisasterWarningMsgDetailList', { warningId: W, sendFlag: '0' }))['total']).toBe(0);
    const sent = list(await okData('queryDisasterWarningMsgDetailList', { warningId: W, sendFlag: '1', pageSize: 100 }));
    expect(sent).toHaveLength(sentBefore + pending);
    const byCust = new Map(rows.map((r) => [r['custId'], r]));
    const mineSent = sent.filter((m) => byCust.has(m['custId']));
    expect(mineSent.every((m) => m['sendType'] === '1' && m['historyId'] === undefined && typeof m['sendTime'] === 'string')).toBe(true);
  });

  it('sendDisasterWarningMsg by SMS sends at once', async () => {
    const pending = (await okData('queryDisasterWarningMsgDetailList', { warningId: 'ZH2026110101', sendFlag: '0' }))['total'] as number;
    expect(await okData('sendDisasterWarningMsg', { warningId: 'ZH2026110101', sendType: '2' })).toMatchObject({ sentCount: pending, skippedCount: 0, historyId: null, status: null });
    expect((await okData('queryDisasterWarningMsgDetailList', { warningId: 'ZH2026110101', sendFlag: '0' }))['total']).toBe(0);
  });

  it('the warning task shares WeCom’s daily limit with the mass sends: a customer who got a mass message today stays unsent', async () => {
    const unsent = list(await okData('queryDisasterWarningMsgDetailList', { warningId: 'ZH2026110101', sendFlag: '0', pageSize: 100 }));
    const limited = unsent[0]!['custId'] as string;
    const mass = await okData('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: 'TK440100010001', msgType: '1', content: '{客户称谓}您好，冬季用车请注意安全。' }, custIds: [limited] });
    expect(await confirmedAndDone(mass['historyId'] as string)).toMatchObject({ sentCount: 1 });

    const task = await okData('sendDisasterWarningMsg', { warningId: 'ZH2026110101' });
    const done = await confirmedAndDone(task['historyId'] as string);
    expect(done).toMatchObject({ status: '2', sentCount: unsent.length - 1, overLimitCount: 1 });
    const rows = list(await okData('queryGroupMsgSendCustListById', { historyId: task['historyId'], sendStatus: '4' }));
    expect(rows.map((r) => r['custId'])).toEqual([limited]);
    // Not sent: unsent again, out of the task, to send tomorrow or by SMS.
    const left = list(await okData('queryDisasterWarningMsgDetailList', { warningId: 'ZH2026110101', sendFlag: '0' }));
    expect(left.map((m) => [m['custId'], m['historyId']])).toEqual([[limited, undefined]]);
    expect(await okData('sendDisasterWarningMsg', { warningId: 'ZH2026110101', sendType: '2' })).toMatchObject({ sentCount: 1 });
  });

  it('a blacklisted customer is skipped by the warning send when the config blocks care messages', async () => {
    await okData('addOrUpdateSendMsgBlackListConfig', { enable: '1', msgTypes: ['1'] });
    await okData('updateMsgBlackList', { custId: 'C4400000003', operateType: '1' });
    const blacklisted = new Set(list(await okData('getInMsgBlackList', { pageSize: 50 })).map((e) => e['custId']));
    const sent = await okData('sendDisasterWarningMsg', { warningId: 'ZH2026110101' });
    const done = await confirmedAndDone(sent['historyId'] as string);
    const left = list(await okData('queryDisasterWarningMsgDetailList', { warningId: 'ZH2026110101', sendFlag: '0', pageSize: 50 }));
    expect(left.map((m) => m['custId'])).toContain('C4400000003');
    expect(left.every((m) => blacklisted.has(m['custId']))).toBe(true);
    expect(sent['skippedCount']).toBe(left.length);
    expect(done['skippedCount']).toBe(left.length);
    expect(done['sentCount']).toBeGreaterThan(0);
  });

  it('refreshUnBingOnCareMsg and refreshBingOnCareMsg make the messages follow the binding', async () => {
    const cust = state.db.customers.find((c) => c.custId === 'C4400000001')!;
    const mine = async (custId: string) => (await okData('queryCustcareMsgList', { custId, pageSize: 100 }))['total'] as number;
    const count = await mine('C4400000001');
    expect(count).toBeGreaterThan(0);

    cust.bindUserCode = null; // unbound (weixinCustMainRemove)
    expect(await okData('refreshUnBingOnCareMsg', { custId: 'C4400000001' })).toMatchObject({ userCode: null, count });
    expect(await mine('C4400000001')).toBe(0);
    expect((await call('queryCustcareMsgById', { msgId: MSG })).status).not.toBe(0);

    cust.bindUserCode = staff.userCode; // bound again (weixinCustMainBinding)
    expect(await okData('refreshBingOnCareMsg', { custId: 'C4400000001' })).toMatchObject({ userCode: staff.userCode, count });
    expect(await mine('C4400000001')).toBe(count);

    // A customer bound for the first time gets care messages.
    const fresh = state.db.customers.find((c) => c.custId === 'C4400000002')!;
    expect(fresh.bindUserCode).toBeNull();
    fresh.bindUserCode = staff.userCode;
    const created = await okData('refreshBingOnCareMsg', { custId: 'C4400000002' });
    expect(created['count']).toBeGreaterThan(0);
    expect(await mine('C4400000002')).toBe(created['count']);
  });

  it('claimBehaviorRecords records; the claim-care query shows the records', async () => {
    const rec = await okData('claimBehaviorRecords', { registNo: REGIST, behaviorType: 'call', remark: '已致电客户' });
    await okData('claimBehaviorRecords', { registNo: REGIST, behaviorType: 'addGroup' });
    const data = await okData('queryCustcareMsgByRegistNo', { registNo: REGIST });
    const behaviors = data['behaviors'] as Json[];
    expect(behaviors.map((b) => b['behaviorType'])).toEqual(['call', 'addGroup']);
    expect(behaviors[0]).toMatchObject({ recordId: rec['recordId'], remark: '已致电客户', userCode: staff.userCode });
    expect((await call('claimBehaviorRecords', { registNo: REGIST, behaviorType: 'dance' })).status).not.toBe(0);
  });

  it('getPolicyListByRegistNo and getClaimManager read the claim data', async () => {
    const claim = state.db.claims.find((c) => c.registNo === REGIST)!;
    const policies = await okData('getPolicyListByRegistNo', { registNo: REGIST });
    const nos = list(policies).map((p) => p['policyNo']);
    expect(nos).toContain(claim.policyNo);
    expect(list(policies).every((p) => p['licenseNo'] === claim.licenseNo)).toBe(true);
    expect(await okData('getClaimManager', { registNo: REGIST })).toMatchObject({ managerName: '李娜', userCode: '44010002', servicePhone: '95518' });
    expect((await call('getClaimManager', { registNo: 'NO-SUCH-CLAIM' })).statusText).toBe('报案号不存在');
  });
});

describe('§7.5 mass messages: draft → progressive send → history with its customer list', () => {
  const TASK = 'TK440100010001';
  const custIds = () => state.db.customers.filter((c) => c.bindUserCode === staff.userCode).slice(0, 8).map((c) => c.custId);

  it('a saved draft becomes a WeCom task waiting for the member; confirmed, its results arrive progressively; the history keeps the customer list', async () => {
    const ids = custIds();
    const unsentBefore = await okData('queryUnSendNumbers');
    const draft = await okData('saveGroupMsg', { msgType: '0', title: '年终回馈', content: '{客户称谓}您好，年终回馈活动开始啦！', custIds: ids });
    expect(draft).toMatchObject({ status: '0', msgType: '0', msgTypeName: '销售', custCount: ids.length });
    const unsentAfter = await okData('queryUnSendNumbers');
    expect(unsentAfter['draftCount']).toBe((unsentBefore['draftCount'] as number) + 1);
    expect(unsentAfter['unSendNumbers']).toBe((unsentBefore['unSendNumbers'] as number) + ids.length);

    // The send makes the WeCom task and answers at once: nothing has gone out.
    const groupMsgId = draft['groupMsgId'] as string;
    const created = await okData('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: TASK, groupMsgId } });
    expect(created).toMatchObject({ status: '0', statusName: '待成员确认', total: ids.length, sentCount: 0, overLimitCount: 0, confirmedAt: null, finishedAt: null, taskId: TASK, groupMsgId, filterType: '1' });
    // The fifth customer of 44010001 is on the seeded blacklist: sales messages skip them, at once.
    expect(created['skippedCount']).toBe(1);
    const historyId = created['historyId'] as string;
    const waiting = list(await okData('queryGroupMsgSendCustListById', { historyId, pageSize: 50 }));
    expect(waiting.filter((c) => c['sendStatus'] === '0')).toHaveLength(ids.length - 1);
    expect(waiting.filter((c) => c['sendStatus'] === '1')).toEqual([]);
    expect((await call('saveGroupMsg', { groupMsgId, msgType: '0', content: '改', custIds: ids })).statusText).toBe('该群发消息已提交企业微信，待成员确认，不能修改');
    const numbers = await okData('queryUnSendNumbers');
    expect(numbers).toMatchObject({ draftCount: unsentBefore['draftCount'], confirmCount: (unsentBefore['confirmCount'] as number) + 1, confirmCustCount: (unsentBefore['confirmCustCount'] as number) + ids.length - 1 });
    expect((await call('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: TASK, groupMsgId } })).statusText).toBe('该群发消息已提交企业微信，待成员确认');
    // Still waiting a while later: only the member's confirmation sends it.
    await sleep(60);
    expect(await okData('queryGroupMsgHistoryById', { historyId })).toMatchObject({ status: '0', sentCount: 0 });

    expect((await confirmInWeCom(historyId)).body).toMatchObject({ ok: true, status: '1' });
    const seen: Json[] = [];
    for (let i = 0; i < 500; i++) {
      const h = await okData('queryGroupMsgHistoryById', { historyId });
      seen.push(h);
      if (h['status'] === '2') break;
      if (h['status'] === '1' && i % 2 === 0) expect((await okData('queryUnSendNumbers'))['sendingCustCount']).toBeGreaterThanOrEqual(0);
      await sleep(5);
    }
    const midway = seen.filter((h) => h['status'] === '1' && (h['sentCount'] as number) > 0 && (h['sentCount'] as number) < ids.length - 1);
    expect(midway.length, 'progress observed while sending').toBeGreaterThan(0);
    expect(new Set(seen.map((h) => h['sentCount'])).size).toBeGreaterThan(2);

    const history = seen.at(-1)!;
    expect(history).toMatchObject({ status: '2', statusName: '已完成', total: ids.length, skippedCount: 1, taskId: TASK, groupMsgId });
    expect(history['confirmedAt']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(history['finishedAt'] as string >= (history['confirmedAt'] as string)).toBe(true);
    expect((history['sentCount'] as number) + (history['failCount'] as number) + (history['skippedCount'] as number) + (history['overLimitCount'] as number)).toBe(ids.length);

    const listed = await okData('queryGroupMsgHistoryList', { filterType: '1', pageSize: 50 });
    expect(list(listed)[0]).toMatchObject({ historyId, status: '2' });
    const custs = await okData('queryGroupMsgSendCustListById', { historyId, pageSize: 50 });
    expect(list(custs).map((c) => c['custId'])).toEqual(ids);
    expect(list(custs).filter((c) => c['sendStatus'] === '3').map((c) => c['custId'])).toEqual([ids[4]]);
    expect(list(custs).some((c) => 'dueAtMs' in c)).toBe(false);
    expect((await okData('queryUnSendNumbers'))['unSendNumbers']).toBe(unsentBefore['unSendNumbers']);

    const again = await call('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: TASK, groupMsgId } });
    expect(again.statusText).toBe('该群发消息已发送');
  });

  it('the send needs the encrypted task id of a task of the caller', async () => {
    const e = entry('sendTaskGroupMsg');
    const send = (h: Json) => app.inject({ method: 'POST', url: e.path, headers: { cookie: COOKIE }, payload: { taskGroupMsgHistory: h, custIds: ['C4400000001'] } });
    expect((await send({ taskId: TASK, content: '您好' })).json().statusText).toBe('任务号校验失败');
    expect((await send({ taskId: TASK, encryptTaskId: encryptId('taskId', 'TK440100010002'), content: '您好' })).json().statusText).toBe('任务号校验失败');
    expect((await send({ taskId: 'TK440100020001', encryptTaskId: encryptId('taskId', 'TK440100020001'), content: '您好' })).json().statusText).toBe('该任务不属于当前用户');
  });

  it('queryGroupMsgHistoryList filters by creator type (0 admin, 1 salesperson, 2 system)', async () => {
    for (const filterType of ['0', '1', '2']) {
      const data = await okData('queryGroupMsgHistoryList', { filterType });
      expect(data['total'], filterType).toBeGreaterThan(0);
      expect(list(data).every((h) => h['filterType'] === filterType && h['userCode'] === staff.userCode)).toBe(true);
    }
    const seeded = list(await okData('queryGroupMsgHistoryList', { filterType: '0' }))[0]!;
    const custs = await okData('queryGroupMsgSendCustListById', { historyId: seeded['historyId'] });
    expect(custs['total']).toBe(seeded['total']);
  });

  it('saveSendHistory records a client-side send of a draft in the history', async () => {
    const draftCount = (await okData('queryUnSendNumbers'))['draftCount'] as number;
    const h = await okData('saveSendHistory', { groupMsgId: 'GM202600000001', custIds: 'C4400000001,C4400000003' });
    expect(h).toMatchObject({ status: '2', sentCount: 2, total: 2, groupMsgId: 'GM202600000001' });
    const custs = await okData('queryGroupMsgSendCustListById', { historyId: h['historyId'] });
    expect(list(custs).map((c) => [c['custId'], c['sendStatus']])).toEqual([
      ['C4400000001', '1'],
      ['C4400000003', '1'],
    ]);
    expect((await okData('queryUnSendNumbers'))['draftCount']).toBe(draftCount - 1);
    expect((await call('saveSendHistory', { groupMsgId: 'GM202600000001', custIds: 'C4400000002' })).statusText).toMatch(/不在/);
  });

  it('saveMergeSendEnable persists the switch', async () => {
    expect((await okData('queryUnSendNumbers'))['mergeSendEnable']).toBe('0');
    await okData('saveMergeSendEnable', { mergeSendEnable: '1' });
    expect((await okData('queryUnSendNumbers'))['mergeSendEnable']).toBe('1');
  });

  it('renewal reminder: the batch lists policies ending in its window; the reminder message is created and sent once the member confirms', async () => {
    const batchNo = 'XB2026114401000101';
    const batch = await okData('findRenewalReminderCustListByBatchNo', { batchNo, pageSize: 100 });
    const rows = list(batch);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => (r['daysLeft'] as number) >= 0 && (r['daysLeft'] as number) <= 30)).toBe(true);
    const ids = [...new Set(rows.map((r) => r['custId'] as string))];
    const mine = new Set(state.db.customers.filter((c) => c.bindUserCode === staff.userCode).map((c) => c.custId));
    expect(ids.every((id) => mine.has(id))).toBe(true);

    const draft = await okData('createRenewalReminderMsg', { batchNo });
    expect(draft).toMatchObject({ msgType: '6', msgTypeName: '续保提醒', filterType: '2', batchNo, status: '0' });
    expect([...(draft['custIds'] as string[])].sort()).toEqual([...ids].sort());
    expect((await okData('findRenewalReminderCustListByBatchNo', { batchNo }))['batch']).toMatchObject({ groupMsgId: draft['groupMsgId'] });

    const sent = await okData('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: TASK, groupMsgId: draft['groupMsgId'] } });
    expect(sent).toMatchObject({ status: '0', msgType: '6', filterType: '2', batchNo, total: ids.length, sentCount: 0 });
    const system = await okData('queryGroupMsgHistoryList', { filterType: '2' });
    expect(list(system)[0]).toMatchObject({ historyId: sent['historyId'], status: '0' });
    expect(await confirmedAndDone(sent['historyId'] as string)).toMatchObject({ status: '2', sentCount: ids.length, overLimitCount: 0 });
    // Sent: a new reminder for the batch is a new draft.
    const next = await okData('createRenewalReminderMsg', { batchNo });
    expect(next['groupMsgId']).not.toBe(draft['groupMsgId']);
    expect((await call('findRenewalReminderCustListByBatchNo', { batchNo: 'XB2026114401000201' })).statusText).toBe('续保提醒批次不存在');
  });
});

describe('§7.5 a mass send as WeCom makes it: the task, the member’s confirmation, the results', () => {
  const TASK = 'TK440100010001';
  const DAY = 86_400_000;
  const setClockOffset = (ms: number) => (state as unknown as { setClockOffset(ms: number): void }).setClockOffset(ms);
  afterEach(() => setClockOffset(0));
  const mine = () => state.db.customers.filter((c) => c.bindUserCode === staff.userCode && c.contactAddedAt && !state.mass.blacklist.has(c.custId));
  const send = (custIds: string[], content = '{客户称谓}您好，冬季用车请注意安全。') => okData('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: TASK, msgType: '1', content }, custIds });
  const rowsOf = async (historyId: unknown) => list(await okData('queryGroupMsgSendCustListById', { historyId, pageSize: 50 }));

  it('created → 待成员确认 → confirmed → 已发送; a customer who already got a mass message that day → 超出群发上限; the next day they get one again', async () => {
    const [a, b, c] = mine().slice(20, 23).map((x) => x.custId) as [string, string, string];

    // On the demo's clock (moved back, so that the staff member's token stays valid): "today" is
    // yesterday, "yesterday" the day before. Yesterday customer a received a mass message.
    setClockOffset(-2 * DAY);
    const yesterday = await send([a]);
    expect(await confirmedAndDone(yesterday['historyId'] as string)).toMatchObject({ sentCount: 1 });
    setClockOffset(-DAY);

    // Today: a task for a and b. Created: waiting for the member, nothing sent.
    const first = await send([a, b]);
    expect(first).toMatchObject({ status: '0', statusName: '待成员确认', total: 2, sentCount: 0, failCount: 0, skippedCount: 0, overLimitCount: 0, confirmedAt: null, finishedAt: null });
    expect((await rowsOf(first['historyId'])).map((r) => [r['custId'], r['sendStatus'], r['sendStatusName'], r['sendTime']])).toEqual([
      [a, '0', '待发送', null],
      [b, '0', '待发送', null],
    ]);
    expect(list(await okData('queryGroupMsgHistoryList', { status: '0', pageSize: 50 })).map((h) => h['historyId'])).toContain(first['historyId']);

    // Confirmed: both sent (a's message yesterday does not count today).
    const done = await confirmedAndDone(first['historyId'] as string);
    expect(done).toMatchObject({ status: '2', statusName: '已完成', sentCount: 2, overLimitCount: 0 });
    const today = (done['confirmedAt'] as string).slice(0, 10);
    expect((await rowsOf(first['historyId'])).map((r) => [r['sendStatus'], (r['sendTime'] as string).slice(0, 10)])).toEqual([
      ['1', today],
      ['1', today],
    ]);

    // A second task today for b and c: b is over WeCom's limit, c gets it.
    const second = await send([b, c], '{客户称谓}您好，年终回馈活动开始啦！');
    expect(second).toMatchObject({ status: '0', total: 2 });
    expect(await confirmedAndDone(second['historyId'] as string)).toMatchObject({ status: '2', sentCount: 1, failCount: 0, overLimitCount: 1 });
    const rows = await rowsOf(second['historyId']);
    expect(rows.find((r) => r['custId'] === b)).toMatchObject({ sendStatus: '4', sendStatusName: '超出群发上限', sendTime: null, failReason: expect.stringContaining('超出群发上限') });
    expect(rows.find((r) => r['custId'] === c)).toMatchObject({ sendStatus: '1', sendStatusName: '已发送' });
    expect(list(await okData('queryGroupMsgSendCustListById', { historyId: second['historyId'], sendStatus: '4' })).map((r) => r['custId'])).toEqual([b]);

    // Tomorrow b may receive one again.
    setClockOffset(0);
    const tomorrow = await send([b]);
    expect(await confirmedAndDone(tomorrow['historyId'] as string)).toMatchObject({ sentCount: 1, overLimitCount: 0 });
  });

  it('two tasks to the same customer confirmed together: the one whose result arrives first is sent, the other is over the limit', async () => {
    const [a, b] = mine().slice(23, 25).map((x) => x.custId) as [string, string];
    const one = await send([b, a]);
    const two = await send([a]);
    // The demo's clock stands still between the two confirmations (a loaded machine took longer
    // than a step between them), then runs on.
    const at = state.now().getTime();
    state.now = () => new Date(at);
    expect((await confirmInWeCom(one['historyId'] as string)).body).toMatchObject({ ok: true });
    expect((await confirmInWeCom(two['historyId'] as string)).body).toMatchObject({ ok: true });
    const started = Date.now();
    state.now = () => new Date(at + (Date.now() - started));
    const doneOne = await confirmedAndDone.wait(one['historyId'] as string);
    const doneTwo = await confirmedAndDone.wait(two['historyId'] as string);
    // a comes second in task one (two steps after its confirmation), first in task two (one step after).
    expect(doneTwo).toMatchObject({ sentCount: 1, overLimitCount: 0 });
    expect(doneOne).toMatchObject({ sentCount: 1, overLimitCount: 1 });
    expect((await rowsOf(one['historyId'])).find((r) => r['custId'] === a)).toMatchObject({ sendStatus: '4' });
  });

  it('the confirmation: only once, only while waiting, only the caller’s own record', async () => {
    const [a] = mine().slice(25, 26).map((x) => x.custId) as [string];
    const task = await send([a]);
    const historyId = task['historyId'] as string;
    const lina = DEMO_USERS.find((u) => u.userCode === '44010002')!;
    const linaCookie = `USER_TOKEN=${signToken({ comId: lina.comId, comCode: lina.comCode, userCode: lina.userCode, userId: lina.userId, mobile: lina.mobile, systemRole: lina.systemRole })}`;
    const theirs = await app.inject({ method: 'POST', url: '/__demo/mass/confirm', headers: { cookie: linaCookie }, payload: { historyId } });
    expect(theirs.statusCode).toBe(404);
    expect((await confirmInWeCom('GH209900000001')).status).toBe(404);
    expect((await okData('queryGroupMsgHistoryById', { historyId }))['status']).toBe('0');

    expect((await confirmInWeCom(historyId)).body).toMatchObject({ ok: true, status: '1', confirmedAt: expect.stringMatching(/^\d{4}-/) });
    const twice = await confirmInWeCom(historyId);
    expect(twice.status).toBe(409);
    expect(twice.body['message']).toMatch(/已确认|已完成/);
    await confirmedAndDone.wait(historyId);
    expect((await confirmInWeCom(historyId)).body['message']).toBe('该群发任务已完成');
  });

  it('customers WeCom cannot reach are settled when the task is made; a task with nobody to send to needs no confirmation', async () => {
    const stranger = state.db.customers.find((c) => c.bindUserCode === staff.userCode && c.contactAddedAt)!;
    stranger.contactAddedAt = null; // the customer deleted the staff member
    const [a] = mine().slice(26, 27).map((x) => x.custId) as [string];
    const task = await send([stranger.custId, a]);
    expect(task).toMatchObject({ status: '0', total: 2, failCount: 1 });
    expect((await rowsOf(task['historyId'])).find((r) => r['custId'] === stranger.custId)).toMatchObject({ sendStatus: '2', failReason: '客户未添加企业微信好友' });
    const nobody = await send([stranger.custId]);
    expect(nobody).toMatchObject({ status: '2', failCount: 1, confirmedAt: null });
    expect(nobody['finishedAt']).toBe(nobody['createdAt']);
  });

  it('each staff member has an administrator’s task waiting for their confirmation (seeded)', async () => {
    const waiting = list(await okData('queryGroupMsgHistoryList', { status: '0', pageSize: 50 }));
    expect(waiting).toEqual([expect.objectContaining({ filterType: '0', creatorName: '系统管理员', status: '0', statusName: '待成员确认', sentCount: 0, confirmedAt: null })]);
    const numbers = await okData('queryUnSendNumbers');
    expect(numbers).toMatchObject({ confirmCount: 1, confirmCustCount: waiting[0]!['total'] });
    expect(await confirmedAndDone(waiting[0]!['historyId'] as string)).toMatchObject({ status: '2', sentCount: waiting[0]!['total'] });
  });
});

describe('§7.5 blacklists and their config', () => {
  const TASK = 'TK440100010001';

  it('updateMsgBlackList adds and removes; getInMsgBlackList shows it; the mass send skips the customer', async () => {
    expect((await okData('getInMsgBlackList', { custId: 'C4400000003' }))['inBlackList']).toBe(false);
    await okData('updateMsgBlackList', { custId: 'C4400000003', operateType: '1', reason: '客户要求' }, 'POST');
    const check = await okData('getInMsgBlackList', { custId: 'C4400000003' }, 'GET');
    expect(check['inBlackList']).toBe(true);
    expect(list(check)[0]).toMatchObject({ custId: 'C4400000003', reason: '客户要求', operatorCode: staff.userCode });
    expect(list(await okData('getInMsgBlackList', { pageSize: 50 })).map((e) => e['custId'])).toContain('C4400000003');

    const sent = await okData('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: TASK, msgType: '2', content: '{客户称谓}您好，车险优惠来啦' }, custIds: ['C4400000001', 'C4400000003'] });
    expect(sent).toMatchObject({ status: '0', total: 2, sentCount: 0, skippedCount: 1 });
    expect(await confirmedAndDone(sent['historyId'] as string)).toMatchObject({ total: 2, sentCount: 1, skippedCount: 1 });
    const custs = await okData('queryGroupMsgSendCustListById', { historyId: sent['historyId'], sendStatus: '3' });
    expect(list(custs)).toEqual([expect.objectContaining({ custId: 'C4400000003', sendStatusName: '黑名单跳过' })]);

    await okData('updateMsgBlackList', { custId: 'C4400000003', operateType: '0' }, 'GET');
    expect((await okData('getInMsgBlackList', { custId: 'C4400000003' }))['inBlackList']).toBe(false);
  });

  it('the send blacklist config persists and decides which message types skip blacklisted customers', async () => {
    const initial = await okData('querySendMsgBlackListConfig');
    expect(initial).toMatchObject({ comCode: staff.comCode, enable: '1', updatedBy: null });
    const saved = await okData('addOrUpdateSendMsgBlackListConfig', { enable: '0', msgTypes: '0,2', remark: '暂停拦截' }, 'GET');
    expect(saved).toMatchObject({ enable: '0', msgTypes: ['0', '2'], remark: '暂停拦截', updatedBy: staff.userCode });
    expect(await okData('querySendMsgBlackListConfig', {}, 'POST')).toMatchObject({ enable: '0', msgTypes: ['0', '2'], remark: '暂停拦截' });

    await okData('updateMsgBlackList', { custId: 'C4400000003', operateType: '1' });
    const off = await okData('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: TASK, msgType: '2', content: '您好' }, custIds: ['C4400000003'] });
    expect(off).toMatchObject({ status: '0', skippedCount: 0 });
    expect(await confirmedAndDone(off['historyId'] as string)).toMatchObject({ sentCount: 1, skippedCount: 0 });

    await okData('addOrUpdateSendMsgBlackListConfig', { enable: '1', msgTypes: ['2'] }, 'POST');
    // Nobody left to send to: no task for the member to confirm, finished at once.
    const on = await okData('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: TASK, msgType: '2', content: '您好' }, custIds: ['C4400000003'] });
    expect(on).toMatchObject({ status: '2', sentCount: 0, skippedCount: 1 });
    // The config does not block care messages; WeCom's limit does: the customer got one today already.
    const care = await okData('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: TASK, msgType: '1', content: '您好' }, custIds: ['C4400000003'] });
    expect(care).toMatchObject({ status: '0', skippedCount: 0 });
    expect(await confirmedAndDone(care['historyId'] as string)).toMatchObject({ sentCount: 0, skippedCount: 0, overLimitCount: 1 });
    expect((await call('addOrUpdateSendMsgBlackListConfig', { enable: '1', msgTypes: ['4'] })).statusText).toMatch(/类型不正确/);
  });
});

describe('§7.5 marketing activities', () => {
  const BATCH = 'MA2026110001';

  it('sending an activity to a customer marks it sent for the check and the detail', async () => {
    expect(await okData('mc/wechat/custCareMarketing/checkSentMarketingActivitySingleByBatchNo', { batchNo: BATCH, custId: 'C4400000001' })).toMatchObject({ sent: false, sentCount: 0 });
    const sent = await okData('mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNo', { batchNo: BATCH, custId: 'C4400000001' });
    expect(sent).toMatchObject({ sent: true, sendType: '1' });
    expect(sent['content']).toContain('刘女士');
    const check = await okData('mc/wechat/custCareMarketing/checkSentMarketingActivitySingleByBatchNo', { batchNo: BATCH, custId: 'C4400000001' });
    expect(check).toMatchObject({ sent: true, sendType: '1', sentTime: sent['sentTime'], sentCount: 1 });
    const detail = await okData('mc/wechat/custCareMarketing/getMarketingActivityDetail', { batchNo: BATCH });
    expect(detail['sentCount']).toBe(1);
    expect((detail['custList'] as Json[]).find((c) => c['custId'] === 'C4400000001')).toMatchObject({ sent: true });
  });

  it('the send-type variant records the send type', async () => {
    await okData('mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNoAndSendType', { batchNo: BATCH, custId: 'C4400000001', sendType: '2' });
    expect(await okData('mc/wechat/custCareMarketing/checkSentMarketingActivitySingleByBatchNo', { batchNo: BATCH, custId: 'C4400000001' })).toMatchObject({ sent: true, sendType: '2' });
    const bad = await call('mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNoAndSendType', { batchNo: BATCH, custId: 'C4400000001', sendType: '9' });
    expect(bad.statusText).toBe('发送方式不正确');
  });

  it('an ended activity, a customer outside the target list and a blacklisted customer are refused', async () => {
    const send = (batchNo: string, custId: string) => call('mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNo', { batchNo, custId });
    expect((await send('MA2026100001', 'C4400000001')).statusText).toBe('活动已结束，不能发送');
    expect((await send(BATCH, 'C4400000002')).statusText).toBe('该客户不在本活动的目标客户中');
    await okData('updateMsgBlackList', { custId: 'C4400000001', operateType: '1' });
    expect((await send(BATCH, 'C4400000001')).statusText).toMatch(/黑名单/);
  });

  it('the share-insure link carries the activity and the encrypted customer id', async () => {
    const link = await okData('mc/wechat/custCareMarketing/getMarketingActivityShareInsureLink', { batchNo: BATCH, custId: 'C4400000001' });
    expect(link['link']).toContain(BATCH);
    expect(link['link']).toContain(encryptId('custId', 'C4400000001'));
  });
});
