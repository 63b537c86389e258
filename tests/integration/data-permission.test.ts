import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encryptId } from '../../demo/crypto.js';
import type { DemoCustomer } from '../../demo/data/seed.js';
import { encryptNewsId } from '../../demo/handlers/white.js';
import { blacklistConfig } from '../../demo/state/mass.js';
import { relationIdOf } from '../../demo/state/white.js';
import { DEMO_TOKEN_SECRET } from '../../demo/token.js';
import { startDemoUpstream, type DemoUpstream } from '../../demo/upstream.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { ENUMERATION_LIMITED } from '../../server/plugins/enumeration.js';
import { NO_ENTERPRISE_CONFIG, REVIEW_IN_PROGRESS } from '../../server/routes/gates.js';
import { OTHER_BRANCH } from '../../server/session/caller.js';
import { auditCapture } from '../helpers/audit.js';
import { startRedis, type TestRedis } from '../helpers/redis.js';
import { cookieFor } from '../helpers/session.js';

// Issue 29: whose data a staff member may touch. Every finding of the issue, tried by two staff of
// one branch (张伟 and 李娜, Guangzhou), one of another branch (孙悦, Shenzhen), one of another
// province (王芳, Beijing), the Guangzhou branch manager (何军) and Guangdong's administrator (郑毅).
// The upstream decides data permission (demo/permission.ts) and the BFF answers its refusal as 403;
// the refusals the BFF decides itself reach nothing upstream.

const ZHANG = '44010001';
const LINA = '44010002';
const SUN = '44030005'; // Shenzhen
const WANG = '11010003'; // Beijing
const HE = '44010007'; // Guangzhou branch manager
const ZHENG = '44000008'; // Guangdong provincial administrator
const ENUMERATION_LIMIT = 25;
const PUBLIC_RECORD_LIMIT = 12;

const captured = auditCapture();
const auditLines = captured.lines;

async function bff(demo: DemoUpstream, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: DEMO_TOKEN_SECRET,
    ENUMERATION_LIMIT_PER_HOUR: String(ENUMERATION_LIMIT),
    PUBLIC_RECORD_LIMIT_PER_HOUR: String(PUBLIC_RECORD_LIMIT),
    ...env,
  });
  const app = await buildApp({ config, upstreamUrl: demo.url, logger: false, demo: true, clientDir: 'dist/client', auditStream: captured.stream });
  await app.ready();
  return app;
}

let demo: DemoUpstream;
let app: FastifyInstance;
beforeAll(async () => {
  demo = await startDemoUpstream();
  app = await bff(demo);
});
afterAll(async () => {
  await app.close();
  await demo.close();
});
afterEach(() => {
  demo.resetData();
  for (const cache of Object.values(app.caches)) cache.clear();
});

const db = () => demo.state.db;
const calls = (name?: string) => demo.state.calls.filter((c) => name === undefined || c.name === name);
const get = (userCode: string | undefined, path: string, query: Record<string, unknown> = {}) => {
  const r = request(app.server).get(`/api/${path}`).query(query);
  return userCode ? r.set('cookie', cookieFor(userCode)) : r;
};
const post = (userCode: string | undefined, path: string, body: Record<string, unknown>) => {
  const r = request(app.server).post(`/api/${path}`).set('x-csrf', '1').send(body);
  return userCode ? r.set('cookie', cookieFor(userCode)) : r;
};

/** Refused with 403 FORBIDDEN and the upstream's own message (never 500/502). */
async function forbidden(pending: PromiseLike<request.Response>, message: string) {
  const res = await pending;
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body).toEqual({ ok: false, error: { code: 'FORBIDDEN', message } });
}

/** Refused by the BFF itself: this status and code, and nothing at all reached the upstream. */
async function refusedHere(pending: PromiseLike<request.Response>, status: number, code: string, names: string[] = []) {
  demo.state.calls.length = 0;
  const res = await pending;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.code).toBe(code);
  expect(calls().map((c) => c.name)).toEqual(names);
  return res;
}

const customersOf = (userCode: string, where: (c: DemoCustomer) => boolean = () => true) => db().customers.filter((c) => c.bindUserCode === userCode && where(c));
const zhangs = () => customersOf(ZHANG, (c) => c.comCode === '44010000')[0]!;
const linas = () => customersOf(LINA)[0]!;
const policyOf = (custId: string) => db().policies.find((p) => p.custId === custId)!;
const claimOf = (userCode: string) => db().claims.find((c) => db().customers.find((x) => x.custId === c.custId)?.bindUserCode === userCode)!;
const taskOf = (userCode: string) => db().tasks.find((t) => t.userCode === userCode && db().followUps.some((f) => f.taskId === t.taskId))!;

describe('horizontal reads: another staff member’s or organisation’s customers, policies, claims', () => {
  it('the issue’s reads of a Beijing customer by 张伟 are refused with the upstream’s message', async () => {
    for (const path of ['weixinBaseInfoSearch', 'queryCustomerPolicy', 'weixinCustPortraitDetail', 'decryptCustomerPhone']) {
      await forbidden(get(ZHANG, path, { custId: 'C1100000001' }), '无权查看该客户信息');
    }
    await forbidden(get(ZHANG, 'wf/queryACRMAllInfo', { custId: 'C1100000001' }), '无权查看该客户信息');
    // By ID number too (a lookup that answers the whole record).
    const beijing = db().customers.find((c) => c.custId === 'C1100000001')!;
    await forbidden(get(ZHANG, 'wf/queryACRMAllInfo', { identifyNumber: beijing.idNumber }), '无权查看该客户信息');
  });

  it('a colleague of the same branch, another branch and another province are refused 张伟’s customer, policy and claim; he is not', async () => {
    const cust = zhangs().custId;
    const policyNo = policyOf(cust).policyNo;
    const registNo = claimOf(ZHANG).registNo;
    for (const who of [LINA, SUN, WANG]) {
      await forbidden(get(who, 'weixinBaseInfoSearch', { custId: cust }), '无权查看该客户信息');
      await forbidden(get(who, 'queryCustomerPolicy', { custId: cust }), '无权查看该客户信息');
      await forbidden(get(who, 'getDownloadEPolicyLink', { policyNo }), '无权查看该保单信息');
      await forbidden(get(who, 'weixinClaimDetail', { registNo }), '无权查看该案件信息');
    }
    expect((await get(ZHANG, 'weixinBaseInfoSearch', { custId: cust })).status).toBe(200);
    expect((await get(ZHANG, 'getDownloadEPolicyLink', { policyNo })).status).toBe(200);
    expect((await get(ZHANG, 'weixinClaimDetail', { registNo })).status).toBe(200);
  });

  it('a refusal is never served to another caller, nor an answer to a refused one (whatever the order)', async () => {
    const cust = zhangs().custId;
    await forbidden(get(LINA, 'weixinBaseInfoSearch', { custId: cust }), '无权查看该客户信息');
    expect((await get(ZHANG, 'weixinBaseInfoSearch', { custId: cust })).status).toBe(200);
    await forbidden(get(LINA, 'weixinBaseInfoSearch', { custId: cust }), '无权查看该客户信息');
    expect(calls('weixinBaseInfoSearch')).toHaveLength(3);
  });

  it('no e-policy link for another province’s policy, so no anonymous download of its PDF', async () => {
    const sichuan = db().policies.find((p) => p.comCode.startsWith('51'))!;
    await forbidden(get(ZHANG, 'getDownloadEPolicyLink', { policyNo: sichuan.policyNo }), '无权查看该保单信息');
    await forbidden(get(ZHANG, 'getSendEPolicyLink', { policyNo: sichuan.policyNo }), '无权查看该保单信息');
    // The anonymous download needs the link's signature: without it, nothing.
    expect((await get(undefined, 'downloadEPolicyFile', { policyNo: sichuan.policyNo })).status).toBeGreaterThanOrEqual(400);
  });

  it('a lookup by plate to bind finds customers of the caller’s organisation only', async () => {
    const beijingCar = db().vehicles.find((v) => v.custId.startsWith('C11'))!;
    await forbidden(post(ZHANG, 'customerCarInfo', { licenseNo: beijingCar.licenseNo }), '无权查看该客户信息');
    const found = await post(ZHANG, 'weixinCustMainQuery', { licenseNo: beijingCar.licenseNo });
    expect(found.status).toBe(200);
    expect(found.body.data.lists).toEqual([]);
    // A colleague's customer is not offered by a name search either.
    const hers = linas();
    const byName = await post(ZHANG, 'weixinCustMainQuery', { name: hers.name });
    expect(byName.body.data.lists.map((c: { custId: string }) => c.custId)).not.toContain(hers.custId);
    // An unbound customer of the province is found to be bound, masked by the BFF.
    const unbound = db().customers.find((c) => c.comId === '44000000' && c.bindUserCode === null && db().vehicles.some((v) => v.custId === c.custId))!;
    const plate = db().vehicles.find((v) => v.custId === unbound.custId)!.licenseNo;
    const hit = await post(SUN, 'weixinCustMainQuery', { licenseNo: plate });
    expect(hit.body.data.lists.map((c: { custId: string }) => c.custId)).toEqual([unbound.custId]);
    expect(hit.body.data.lists[0].idNumber).not.toBe(unbound.idNumber);
  });
});

describe('proposals are in the permission table', () => {
  /** A proposal behind a policy of this province, and its customer's staff member. */
  const proposalIn = (province: string) => db().policies.find((p) => p.comCode.startsWith(province) && p.proposalNo && db().customers.find((c) => c.custId === p.custId)?.bindUserCode)!;

  it('张伟 gets nothing of a Beijing proposal: no pay link or amount, no owner, no detail — the upstream’s refusal, 403', async () => {
    const beijing = proposalIn('11').proposalNo;
    for (const path of ['queryEPayUrlInfo', 'checkUserCodeWithProposal', 'queryProposalDetailForWechat']) {
      demo.state.calls.length = 0;
      const res = await get(ZHANG, path, { proposalNo: beijing });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: '无权查看该投保单' } });
      expect(JSON.stringify(res.body)).not.toMatch(/payUrl|amount|bindUserCode/);
    }
    // A colleague's proposal of his own branch neither; his own, and his branch manager, yes.
    const herCustomers = new Set(customersOf(LINA, (c) => c.comCode === '44010000').map((c) => c.custId));
    const hers = db().policies.find((p) => p.proposalNo && herCustomers.has(p.custId))!.proposalNo;
    await forbidden(get(ZHANG, 'queryEPayUrlInfo', { proposalNo: hers }), '无权查看该投保单');
    expect((await get(HE, 'queryProposalDetailForWechat', { proposalNo: hers })).status).toBe(200);
    const mine = db().policies.find((p) => p.proposalNo && p.custId === zhangs().custId)!.proposalNo;
    const pay = await get(ZHANG, 'queryEPayUrlInfo', { proposalNo: mine });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(pay.body.data.payUrl).toContain(encodeURIComponent(mine));
    expect((await get(ZHANG, 'checkUserCodeWithProposal', { proposalNo: mine })).body.data).toMatchObject({ match: true });
  });

  it('a proposal turned from a quotation is its staff member’s; the group-chat customer still opens their own', async () => {
    const ext = cookieFor('EXT0001');
    const quotation = 'Q2026440100000016';
    const made = await request(app.server).post('/api/qth/insure/transProposal').set('x-csrf', '1').set('cookie', ext).send({ quotationNo: quotation });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const proposalNo = made.body.data.proposalNo as string;
    const own = await request(app.server).get('/api/queryProposalDetailForWechat').query({ proposalNo }).set('cookie', ext);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.proposalNo).toBe(proposalNo);
    // Staff of Beijing and of another branch: refused.
    await forbidden(get(WANG, 'queryProposalDetailForWechat', { proposalNo }), '无权查看该投保单');
    await forbidden(get(SUN, 'queryEPayUrlInfo', { proposalNo }), '无权查看该投保单');
  });
});

describe('managers see their branch or province', () => {
  it('the branch manager reads his branch’s customers, not another branch’s or province’s', async () => {
    const sameBranch = customersOf(LINA, (c) => c.comCode === '44010000')[0]!;
    const otherBranch = db().customers.find((c) => c.comId === '44000000' && c.comCode !== '44010000' && c.bindUserCode)!;
    expect((await get(HE, 'weixinBaseInfoSearch', { custId: sameBranch.custId })).status).toBe(200);
    await forbidden(get(HE, 'weixinBaseInfoSearch', { custId: otherBranch.custId }), '无权查看该客户信息');
    await forbidden(get(HE, 'weixinBaseInfoSearch', { custId: 'C1100000001' }), '无权查看该客户信息');
  });

  it('the labels of a customer follow the table too: the branch manager reads his branch’s, a colleague is refused', async () => {
    const sameBranch = customersOf(LINA, (c) => c.comCode === '44010000')[0]!;
    const otherBranch = customersOf(LINA, (c) => c.comCode !== '44010000')[0]!;
    const labels = await get(HE, 'queryCustomerLabels', { custId: sameBranch.custId, labelType: '1' });
    expect(labels.status, JSON.stringify(labels.body)).toBe(200);
    expect(labels.body.data.custId).toBe(sameBranch.custId);
    await forbidden(get(HE, 'queryCustomerLabels', { custId: otherBranch.custId, labelType: '1' }), '无权查看该客户信息');
    await forbidden(get(ZHANG, 'queryCustomerLabels', { custId: sameBranch.custId, labelType: '1' }), '无权查看该客户信息');
  });

  it('the provincial administrator reads the province’s customers and tasks, not another province’s', async () => {
    const shenzhen = db().customers.find((c) => c.comCode === '44030000' && c.bindUserCode)!;
    expect((await get(ZHENG, 'weixinBaseInfoSearch', { custId: shenzhen.custId })).status).toBe(200);
    expect((await post(ZHENG, 'fwdapi/queryFollowUpRecord', { taskId: taskOf(LINA).taskId })).status).toBe(200);
    await forbidden(get(ZHENG, 'weixinBaseInfoSearch', { custId: 'C1100000001' }), '无权查看该客户信息');
  });
});

describe('horizontal writes', () => {
  it('sendTaskGroupMsg from the caller’s own task to Beijing and Sichuan customers is refused; nothing is sent', async () => {
    const task = db().tasks.find((t) => t.userCode === ZHANG)!;
    const sichuan = db().customers.find((c) => c.comId === '51000000')!.custId;
    // What a send would write: a record (a WeCom task) with its customers, or a message changed.
    const sends = () => JSON.stringify({ histories: demo.state.mass.histories, custs: [...demo.state.mass.sendCusts], msgs: demo.state.mass.groupMsgs });
    const before = sends();
    await forbidden(
      post(ZHANG, 'sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: task.taskId, msgType: '2', title: '续保提醒', content: '您好' }, custIds: ['C1100000001', sichuan] }),
      '无权操作该客户',
    );
    expect(sends()).toBe(before);
  });

  it('updateAdviserByJson does not take a colleague’s customer', async () => {
    const hers = linas();
    await forbidden(post(ZHANG, 'fwdapi/updateAdviserByJson', { custIds: [hers.custId], adviserCode: ZHANG }), '无权操作该客户');
    expect(db().customers.find((c) => c.custId === hers.custId)!.adviserCode).toBe(LINA);
  });

  it('a colleague cannot take a customer off the blacklist 张伟 put them on', async () => {
    const cust = zhangs().custId;
    expect((await post(ZHANG, 'updateMsgBlackList', { custId: cust, operateType: '1', reason: '客户投诉后要求不再接收营销消息' })).status).toBe(200);
    await forbidden(post(LINA, 'updateMsgBlackList', { custId: cust, operateType: '0' }), '无权操作该客户');
    const listed = await post(ZHANG, 'getInMsgBlackList', { custId: cust, pageNo: 1, pageSize: 10 });
    expect(listed.body.data.list.map((e: { custId: string }) => e.custId)).toContain(cust);
  });

  it('staff of Beijing or of another branch cannot overwrite a Guangzhou article that anonymous readers see; the province’s administrator can', async () => {
    const article = { newsId: 'N20250001', title: '被篡改的标题', content: '<p>x</p>' };
    await forbidden(post(WANG, 'saveNews', article), '无权修改该文章');
    await forbidden(post(SUN, 'saveNews', article), '无权修改该文章');
    const publicTitle = async () => (await get(undefined, 'white/queryNewsById', { newsId: 'N20250001' })).body.data?.title;
    expect(await publicTitle()).not.toBe('被篡改的标题');
    expect((await post(ZHENG, 'saveNews', { ...article, title: '省公司修订的标题' })).status).toBe(200);
    expect(await publicTitle()).toBe('省公司修订的标题');
  });
});

describe('no encrypted-id oracle', () => {
  it('the encryption endpoints are not served: 404, nothing upstream', async () => {
    const colleagues = taskOf(LINA).taskId;
    await refusedHere(get(ZHANG, 'toEncryptTaskId', { taskId: colleagues }), 404, 'NOT_FOUND');
    await refusedHere(get(ZHANG, 'toEncryptCustId', { custId: linas().custId }), 404, 'NOT_FOUND');
    await refusedHere(get(ZHANG, 'toEncryptCertificateNo', { certificateNo: linas().idNumber }), 404, 'NOT_FOUND');
    await refusedHere(get(ZHANG, 'toEncryptPiid', { piid: taskOf(LINA).piid }), 404, 'NOT_FOUND');
  });

  it('a colleague’s follow-up record is refused, and no id opens her private note on the public page', async () => {
    const task = taskOf(LINA);
    await forbidden(post(ZHANG, 'fwdapi/queryFollowUpRecord', { taskId: task.taskId }), '该任务不属于当前用户');
    const notes = (encryptTaskId: string) => get(undefined, 'white/queryTaskFollowUpNotes', { encryptTaskId });
    // An id minted without a staff member, or for a staff member whose task it is not: refused.
    for (const id of [encryptId('taskId', task.taskId), encryptId('taskId', task.taskId, ZHANG), encryptId('custId', task.taskId, LINA)]) {
      const res = await notes(id);
      expect(res.status, id).toBe(422);
      expect(res.body.error.message).toBe('任务链接无效或已失效');
    }
    const renewal = await get(undefined, 'white/queryRenewalTaskInfo', { encryptTaskId: encryptId('taskId', task.taskId, ZHANG) });
    expect(renewal.body.error.message).toBe('任务链接无效或已失效');
    // The link as the upstream mints it for her (her task list) opens it.
    const listed = await post(LINA, 'weixinCustMainQuery', { taskType: task.taskType, pageNo: 1, pageSize: 100 });
    const mine = listed.body.data.lists.find((l: { taskId: string }) => l.taskId === task.taskId);
    expect((await notes(mine.encryptTaskId)).status).toBe(200);
  });

  it('a shared article shows the insurance of the customer it was shared with only when minted for a staff member who serves them', async () => {
    const cover = (encryptNewsId: string) => get(undefined, 'white/queryCustInsureInfoByEncryptNewsId', { encryptNewsId });
    const mine = zhangs();
    const ok = await cover(encryptNewsId('N20250001', ZHANG, mine.custId));
    expect(ok.status).toBe(200);
    expect(ok.body.data.managerName).toBe('张伟');
    // A plain article id, an id sealed for 张伟 naming 李娜's customer, and a forged (readable) one: nobody's insurance.
    const forged = Buffer.from(JSON.stringify({ n: 'N20250001', u: LINA, c: linas().custId })).toString('base64url');
    for (const id of ['N20250001', encryptNewsId('N20250001', ZHANG, linas().custId), forged]) {
      const res = await cover(id);
      expect(res.status, id).toBe(422);
      expect(JSON.stringify(res.body)).not.toContain(linas().custId);
    }
  });

  it('the ids the BFF prepares itself are minted for the caller (30-minute cache per caller)', async () => {
    const task = db().tasks.find((t) => t.userCode === ZHANG)!;
    const cust = zhangs().custId;
    demo.state.calls.length = 0;
    const sent = await post(ZHANG, 'sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: task.taskId, msgType: '2', title: '续保提醒', content: '您好' }, custIds: [cust] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const history = calls('sendTaskGroupMsg')[0]!.body as { taskGroupMsgHistory: { encryptTaskId: string } };
    expect(history.taskGroupMsgHistory.encryptTaskId).toBe(encryptId('taskId', task.taskId, ZHANG));
  });
});

describe('cross-branch writes through the province scope', () => {
  it('李娜 cannot switch off Shenzhen’s message blacklist: the enterprise-config gate refuses, the change reaches nothing', async () => {
    await refusedHere(post(LINA, 'addOrUpdateSendMsgBlackListConfig', { comCode: '44030000', enable: '0' }), 403, 'NO_ENTERPRISE_CONFIG', ['um/umtuser/getEnterpriseConfigPer']);
    await refusedHere(post(SUN, 'addOrUpdateSendMsgBlackListConfig', { comCode: '44010000', enable: '0' }), 403, 'NO_ENTERPRISE_CONFIG', ['um/umtuser/getEnterpriseConfigPer']);
    // Another province: refused outright, nothing asked.
    await refusedHere(post(ZHANG, 'addOrUpdateSendMsgBlackListConfig', { comCode: '11010000', enable: '0' }), 403, 'FORBIDDEN');
    // Her own branch needs no gate.
    expect((await post(LINA, 'addOrUpdateSendMsgBlackListConfig', { comCode: '44010000', enable: '1' })).status).toBe(200);
    // The province's administrator may change another branch's.
    expect((await post(ZHENG, 'addOrUpdateSendMsgBlackListConfig', { comCode: '44030000', enable: '0' })).status).toBe(200);
  });

  it('reviewer configuration has its gate: 李娜 and 孙悦 cannot delete what an administrator made; the upstream refuses another province’s', async () => {
    for (const who of [LINA, SUN]) {
      const res = await refusedHere(post(who, 'qt/creategroupapply/deleteReviewerConfig', { id: 'RC0002' }), 403, 'NO_ENTERPRISE_CONFIG', ['um/umtuser/getEnterpriseConfigPer']);
      expect(res.body.error.message).toBe(NO_ENTERPRISE_CONFIG);
      await refusedHere(
        post(who, 'qt/creategroupapply/addOrUpdateReviewerConfig', { reviewerUserCode: who, comCodes: ['44060000'] }),
        403,
        'NO_ENTERPRISE_CONFIG',
        ['um/umtuser/getEnterpriseConfigPer'],
      );
    }
    // 郑毅 holds the enterprise-config role in Guangdong, not in Beijing: the upstream refuses Beijing's.
    await forbidden(post(ZHENG, 'qt/creategroupapply/deleteReviewerConfig', { id: 'RC0003' }), '无权修改该机构的配置');
    const list = await get(ZHANG, 'qt/creategroupapply/queryReviewerConfigList', { pageNo: 1, pageSize: 50 });
    expect(list.body.data.list.map((c: { id: string }) => c.id)).toContain('RC0002');
  });

  it('the issue’s attacker, 张伟 (an ordinary sales agent), holds no enterprise-config permission: both of his writes are refused by the gate', async () => {
    // The administrator's reviewer configuration stays.
    const res = await refusedHere(post(ZHANG, 'qt/creategroupapply/deleteReviewerConfig', { id: 'RC0002' }), 403, 'NO_ENTERPRISE_CONFIG', ['um/umtuser/getEnterpriseConfigPer']);
    expect(res.body.error.message).toBe(NO_ENTERPRISE_CONFIG);
    expect((await get(ZHENG, 'qt/creategroupapply/queryReviewerConfig', { id: 'RC0002' })).status).toBe(200);
    // Shenzhen's blacklist stays on.
    const shenzhen = () => JSON.stringify(blacklistConfig(demo.state.mass, '44030000'));
    const before = shenzhen();
    await refusedHere(post(ZHANG, 'addOrUpdateSendMsgBlackListConfig', { comCode: '44030000', enable: '0' }), 403, 'NO_ENTERPRISE_CONFIG', ['um/umtuser/getEnterpriseConfigPer']);
    expect(shenzhen()).toBe(before);
    // What the permission answers him; the provincial administrator may make both changes.
    expect((await get(ZHANG, 'um/umtuser/getEnterpriseConfigPer')).body.data).toMatchObject({ permission: '0' });
    expect((await post(ZHENG, 'addOrUpdateSendMsgBlackListConfig', { comCode: '44030000', enable: '0' })).status).toBe(200);
    expect((await post(ZHENG, 'qt/creategroupapply/deleteReviewerConfig', { id: 'RC0002' })).status).toBe(200);
  });

  it('a change that names no organisation is the caller’s own branch, never left to the upstream to guess', async () => {
    demo.state.calls.length = 0;
    expect((await post(SUN, 'addOrUpdateSendMsgBlackListConfig', { enable: '1' })).status).toBe(200);
    expect(calls('addOrUpdateSendMsgBlackListConfig')[0]!.body).toMatchObject({ comCode: '44030000' });
    // (A state-changing call with an organisation rule and no gate refuses other branches with this
    // message; tests/unit/org-scope.test.ts checks the rule, as the catalogue has no such call today.)
    expect(OTHER_BRANCH).toBe('只能修改本机构的数据');
  });
});

describe('public calls by record id', () => {
  // One budget per address for every public call by record id (counted together in the state
  // store): the task links of the tests above used this address's. A BFF of its own starts afresh.
  let shared: FastifyInstance;
  beforeAll(async () => {
    shared = app;
    app = await bff(demo);
  });
  afterAll(async () => {
    await app.close();
    app = shared;
  });

  it('guessable filing ids are refused before the upstream; the filing pages take the unguessable one', async () => {
    await refusedHere(post(undefined, 'white/ocrUpdateRelationInfoAndQuote', { relationId: 'R20250001', custName: '王建国' }), 400, 'BAD_REQUEST');
    await refusedHere(get(undefined, 'white/ocrUpdateRelationInfoInit', { relationId: 'R20250002' }), 400, 'BAD_REQUEST');
    const res = await get(undefined, 'white/ocrUpdateRelationInfoInit', { relationId: relationIdOf(1) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.relationId).toBe(relationIdOf(1));
  });

  it('are limited per address', async () => {
    const init = () => get(undefined, 'white/ocrUpdateRelationInfoInit', { relationId: relationIdOf(2) });
    // The previous test used one of this address's calls.
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_RECORD_LIMIT; i++) statuses.push((await init()).status);
    expect(statuses.at(-1)).toBe(429);
    const limited = await init();
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    // The other public calls that name a record (a chat, a WeChat visitor, a shared article's
    // customer) share the address's budget: refused too, nothing upstream.
    await refusedHere(get(undefined, 'white/getChatRoomBindUserInstruct', { chatId: 'wrChatDemo0001' }), 429, 'RATE_LIMITED');
    await refusedHere(get(undefined, 'white/queryWxContactInfo', { unionId: 'oUnion_wangjg_001' }), 429, 'RATE_LIMITED');
    await refusedHere(get(undefined, 'white/queryCustInsureInfoByEncryptNewsId', { encryptNewsId: encryptNewsId('N20250001', ZHANG, zhangs().custId) }), 429, 'RATE_LIMITED');
    await refusedHere(post(undefined, 'white/executeChatRoomAddRelation', { chatId: 'wrChatDemo0001', custName: '赵敏', licenseNo: '粤B6F2K8' }), 429, 'RATE_LIMITED');
  });

  it('each of those calls counts toward the address’s budget', async () => {
    const fresh = await bff(demo);
    try {
      const calls = [
        () => request(fresh.server).get('/api/white/getChatRoomBindUserInstruct').query({ chatId: 'wrChatDemo0001' }),
        () => request(fresh.server).get('/api/white/queryWxContactInfo').query({ unionId: 'oUnion_wangjg_001' }),
        () => request(fresh.server).get('/api/white/queryCustInsureInfoByEncryptNewsId').query({ encryptNewsId: encryptNewsId('N20250001', ZHANG, zhangs().custId) }),
        () => request(fresh.server).post('/api/white/executeChatRoomAddRelation').set('x-csrf', '1').send({ chatId: 'wrChatDemo0001', custName: '赵敏', licenseNo: '粤B6F2K8' }),
      ];
      const statuses: number[] = [];
      for (let i = 0; i < PUBLIC_RECORD_LIMIT; i++) statuses.push((await calls[i % calls.length]!()).status);
      expect(statuses).not.toContain(429);
      for (const call of calls) expect((await call()).status).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

describe('enumeration is limited per staff member', () => {
  it(`past ${ENUMERATION_LIMIT} distinct records an hour: 429 with a clear message and an audit line; records already opened stay readable; others unaffected`, async () => {
    const branch = db().customers.filter((c) => c.comCode === '44010000' && c.bindUserCode).slice(0, ENUMERATION_LIMIT + 1);
    expect(branch).toHaveLength(ENUMERATION_LIMIT + 1);
    // The manager's earlier reads in this file counted too: read until refused.
    let refusedAt = -1;
    for (const [i, c] of branch.entries()) {
      const res = await get(HE, 'weixinBaseInfoSearch', { custId: c.custId });
      if (res.status === 429) {
        refusedAt = i;
        expect(res.body).toEqual({ ok: false, error: { code: 'ENUMERATION_LIMITED', message: ENUMERATION_LIMITED } });
        break;
      }
      expect(res.status).toBe(200);
    }
    expect(refusedAt).toBeGreaterThan(0);
    demo.state.calls.length = 0;
    await refusedHere(get(HE, 'weixinBaseInfoSearch', { custId: branch[refusedAt]!.custId }), 429, 'ENUMERATION_LIMITED');
    expect((await get(HE, 'weixinBaseInfoSearch', { custId: branch[0]!.custId })).status).toBe(200);
    expect((await get(LINA, 'weixinBaseInfoSearch', { custId: linas().custId })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(auditLines.filter((l) => l['msg'] === 'enumeration-limit' && l['userCode'] === HE).at(-1)).toMatchObject({
      log: 'audit',
      comId: '44000000',
      call: 'weixinBaseInfoSearch',
      record: 'customer',
      limit: ENUMERATION_LIMIT,
      outcome: 'refused',
    });
  });
});

describe('the enumeration budget counts every field that names a record', () => {
  const LIMIT = 3;
  let shared: FastifyInstance;
  beforeAll(async () => {
    shared = app;
    app = await bff(demo, { ENUMERATION_LIMIT_PER_HOUR: String(LIMIT) });
  });
  afterAll(async () => {
    await app.close();
    app = shared;
  });

  it('care messages by msgId and proposals by proposalNo count toward it, with the customers and policies', async () => {
    const messages = demo.state.care.messages.filter((m) => m.userCode === ZHANG).slice(0, 2);
    expect(messages).toHaveLength(2);
    const proposal = db().policies.find((p) => p.proposalNo && p.custId === zhangs().custId)!.proposalNo;
    for (const m of messages) expect((await get(ZHANG, 'queryCustcareMsgById', { msgId: m.msgId })).status).toBe(200);
    expect((await get(ZHANG, 'queryProposalDetailForWechat', { proposalNo: proposal })).status).toBe(200);
    // Three distinct records: the next new one, of any kind, is refused before the upstream.
    const next = demo.state.care.messages.filter((m) => m.userCode === ZHANG)[2]!;
    await refusedHere(get(ZHANG, 'queryCustcareMsgById', { msgId: next.msgId }), 429, 'ENUMERATION_LIMITED');
    await refusedHere(get(ZHANG, 'weixinBaseInfoSearch', { custId: zhangs().custId }), 429, 'ENUMERATION_LIMITED');
    // What he opened stays readable.
    expect((await get(ZHANG, 'queryProposalDetailForWechat', { proposalNo: proposal })).status).toBe(200);
    expect((await get(ZHANG, 'queryCustcareMsgById', { msgId: messages[0]!.msgId })).status).toBe(200);
  });
});

/** Ten reviews of one application at once: one passes, the others are told it is being reviewed; one review upstream. */
async function reviewRace(apps: FastifyInstance[]) {
  demo.state.calls.length = 0;
  const reviews = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      request(apps[i % apps.length]!.server)
        .post('/api/qt/creategroupapply/reviewApplyCreateGroup')
        .set('x-csrf', '1')
        .set('cookie', cookieFor(ZHANG))
        .send({ applyId: 'GA0001', reviewStatus: '1', reviewReason: '同意建群' }),
    ),
  );
  const statuses = reviews.map((r) => r.status);
  expect(statuses.filter((s) => s === 200), JSON.stringify(reviews.map((r) => r.body))).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(9);
  for (const r of reviews.filter((x) => x.status === 409)) expect(r.body.error.code).toBe('ALREADY_REVIEWED');
  expect(reviews.some((r) => r.body.error?.message === REVIEW_IN_PROGRESS)).toBe(true);
  expect(calls('qt/creategroupapply/reviewApplyCreateGroup')).toHaveLength(1);
}

describe('the review gate is atomic', () => {
  it('on the embedded store: ten parallel reviews, one passes', async () => {
    await reviewRace([app]);
  });

  it('a review the upstream refuses gives the claim back: the reviewer can review again', async () => {
    const rejected = await post(ZHANG, 'qt/creategroupapply/reviewApplyCreateGroup', { applyId: 'GA0001', reviewStatus: '2' });
    expect(rejected.body.error.message).toBe('驳回时请填写驳回原因');
    expect((await post(ZHANG, 'qt/creategroupapply/reviewApplyCreateGroup', { applyId: 'GA0001', reviewStatus: '2', reviewReason: '客户信息不全' })).status).toBe(200);
  });

  describe('on Redis, across two replicas', () => {
    let redis: TestRedis;
    let replicas: FastifyInstance[];
    beforeAll(async () => {
      redis = await startRedis();
      const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `race-${process.pid}:` };
      replicas = [await bff(demo, env), await bff(demo, env)];
    });
    afterAll(async () => {
      for (const r of replicas ?? []) await r.close();
      await redis?.stop();
    });

    it('ten parallel reviews spread over both replicas: one passes', async () => {
      await reviewRace(replicas);
    });

    it('the enumeration budget is one count across replicas', async () => {
      const hers = customersOf(LINA).slice(0, ENUMERATION_LIMIT + 1);
      expect(hers).toHaveLength(ENUMERATION_LIMIT + 1);
      const read = (i: number, custId: string) => request(replicas[i % 2]!.server).get('/api/weixinBaseInfoSearch').query({ custId }).set('cookie', cookieFor(LINA));
      for (const [i, c] of hers.slice(0, ENUMERATION_LIMIT).entries()) expect((await read(i, c.custId)).status).toBe(200);
      expect((await read(0, hers[ENUMERATION_LIMIT]!.custId)).status).toBe(429);
      expect((await read(1, hers[ENUMERATION_LIMIT]!.custId)).status).toBe(429);
      // A record she opened already (on the other replica) stays readable.
      expect((await read(0, hers[1]!.custId)).status).toBe(200);
    });
  });
});
