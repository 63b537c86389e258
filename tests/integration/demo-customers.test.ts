import type { FastifyInstance, InjectOptions } from 'fastify';
import fastJson from 'fast-json-stringify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCatalogue, type CatalogueEntry } from '../../shared/catalogue';
import { entries as customerEntries } from '../../shared/catalogue/customers';
import { entries as taskEntries } from '../../shared/catalogue/tasks';
import { entries as massEntries } from '../../shared/catalogue/mass';
import { validateIdCard, validateMobile, validatePlate } from '../../shared/domain';
import { urlEncodeIdFields } from '../../server/upstream/encode';
import { encryptId } from '../../demo/crypto';
import { asOfReference, createDb } from '../../demo/data/seed';
import { DEMO_USERS, type DemoUser } from '../../demo/data/users';
import { signToken } from '../../demo/token';
import { buildDemoUpstream, createDemoState } from '../../demo/upstream';
import type { DemoState } from '../../demo/types';
import { pdfText } from '../helpers/pdf-text';

// The demo upstream answers every §7.2 and §7.3 catalogue call's example, prepared the way the BFF
// prepares it (encrypted ids filled, vinNo/frameNo/licenseNo URL-encoded), and keeps real state.

const ENTRIES: readonly CatalogueEntry[] = defineCatalogue([...taskEntries, ...customerEntries]);
const byName = (name: string) => {
  const e = ENTRIES.find((x) => x.name === name);
  if (!e) throw new Error(`no entry ${name}`);
  return e;
};
const user = (i: number) => DEMO_USERS[i] as DemoUser;
const cookieOf = (u: DemoUser) =>
  `USER_TOKEN=${signToken({ comId: u.comId, comCode: u.comCode, userCode: u.userCode, userId: u.userId, mobile: u.mobile, systemRole: u.systemRole })}`;

/** The older envelope answers the /wecom/fwdapi/ and /wf/ calls. */
const isOldEnvelope = (e: CatalogueEntry) => e.path.startsWith('/wecom/fwdapi/') || e.path.startsWith('/wecom/api/wf/');

/** What the BFF does before sending: fill encrypted ids and URL-encode plates and frame numbers. */
function prepared(e: CatalogueEntry, fields: Record<string, unknown>, u: DemoUser): Record<string, unknown> {
  const out = { ...fields };
  for (const p of e.prepare ?? []) {
    const plain = out[p.from];
    if (typeof plain !== 'string' || plain === '') continue;
    out[p.field] = encryptId(p.kind, plain, p.kind === 'custIdAndUserCode' ? u.userCode : undefined);
  }
  urlEncodeIdFields(out, 'body');
  return out;
}

const asQuery = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

async function requestFor(e: CatalogueEntry, fields: Record<string, unknown>, u: DemoUser, path = e.path): Promise<InjectOptions> {
  const method = e.methods[0] ?? 'GET';
  const headers: Record<string, string> = { cookie: cookieOf(u) };
  const body = prepared(e, fields, u);
  if (method === 'GET' || e.encoding === 'params') return { method, url: path, headers, query: asQuery(body) };
  if (e.encoding === 'form') {
    return { method, url: path, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(asQuery(body)).toString() };
  }
  if (e.encoding === 'formData') {
    const form = new FormData();
    for (const [k, v] of Object.entries(asQuery(body))) form.append(k, v);
    const req = new Request('http://demo.local/', { method: 'POST', body: form });
    return {
      method,
      url: path,
      headers: { ...headers, 'content-type': req.headers.get('content-type') ?? '' },
      payload: Buffer.from(await req.arrayBuffer()),
    };
  }
  return { method, url: path, headers, payload: body };
}

/** Sends the call and returns the answer's data, failing the test on an unsuccessful envelope. */
async function call(app: FastifyInstance, e: CatalogueEntry, fields: Record<string, unknown>, u = user(0), path?: string) {
  const res = await app.inject(await requestFor(e, fields, u, path));
  expect(res.statusCode, `${e.name}: HTTP ${res.statusCode} ${res.body}`).toBeLessThan(300);
  const json = res.json() as Record<string, unknown>;
  if (e.raw) return json;
  if (isOldEnvelope(e)) {
    expect(json.msg, `${e.name}: ${res.body}`).toBe('success');
  } else {
    expect(json.status, `${e.name}: ${res.body}`).toBe(0);
  }
  return json.data as Record<string, unknown>;
}

/** Sends the call and returns the failure text (statusText or errorMsg). */
async function failure(app: FastifyInstance, e: CatalogueEntry, fields: Record<string, unknown>, u = user(0)) {
  const res = await app.inject(await requestFor(e, fields, u));
  const json = res.json() as Record<string, unknown>;
  // Data permission refuses in the newer envelope whatever the call's own (demo/permission.ts).
  if (json.status === 3) return String(json.statusText);
  if (isOldEnvelope(e)) {
    expect(json.msg).not.toBe('success');
    return String(json.errorMsg);
  }
  expect(json.status).not.toBe(0);
  return String(json.statusText);
}

describe('demo upstream: §7.2 tasks and §7.3 customers', () => {
  let app: FastifyInstance;
  let state: DemoState;
  beforeAll(async () => {
    state = createDemoState();
    app = await buildDemoUpstream(state);
    await app.ready();
  });
  afterAll(() => app.close());

  it('covers §7.2 and §7.3 with section-tagged entries', () => {
    expect(taskEntries.every((e) => e.section === '7.2')).toBe(true);
    expect(customerEntries.every((e) => e.section === '7.3')).toBe(true);
    expect(taskEntries.length).toBe(14);
    expect(customerEntries.length).toBe(65); // main's 63, mc/queryChannelCust (issue 18) and qth/insure/transProposal (issue 19) of our choice
  });

  describe('every entry answers its example successfully, with data its response schema accepts', () => {
    for (const entry of ENTRIES) {
      if (entry.download) continue; // downloadEPolicyFile: its own test below (a PDF, not data)
      it(`${entry.name}`, async () => {
        const data = await call(app, entry, entry.example);
        expect(Value.Check(entry.response, data), `${entry.name}: ${JSON.stringify([...Value.Errors(entry.response, data)].slice(0, 3))}`).toBe(true);
        // The BFF serialises the data with its response schema: nothing may be lost or changed.
        const stringify = fastJson(entry.response as never);
        expect(JSON.parse(stringify(data))).toEqual(data);
      });
    }
  });

  it('answers the ForCS variants of the customer calls, marked as such', async () => {
    const liu = user(3);
    const sichuan = state.db.customers.find((c) => c.comId === '51000000');
    expect(sichuan).toBeDefined();
    for (const name of ['mc/customerBasic', 'mc/customerComm', 'mc/customerTrading', 'mc/customerCar']) {
      const e = byName(name);
      const forCS = await call(app, e, { custId: sichuan?.custId }, liu, e.forCS);
      expect(forCS.variant).toBe('ForCS');
      const plain = await call(app, e, { custId: sichuan?.custId }, liu);
      expect(plain.variant).toBeUndefined();
      // POST is accepted too.
      const post = await app.inject({ method: 'POST', url: e.forCS ?? '', headers: { cookie: cookieOf(liu) }, payload: { custId: sichuan?.custId } });
      expect(post.json()).toMatchObject({ status: 0, data: { custId: sichuan?.custId, variant: 'ForCS' } });
    }
  });

  it('rejects calls without a valid login (status 16)', async () => {
    const res = await app.inject({ method: 'GET', url: '/wecom/api/weixinBaseInfoSearch.do', query: { custId: 'C4400000001' } });
    expect(res.json()).toMatchObject({ status: 16 });
  });

  describe('state changes', () => {
    it('binding a customer shows in the detail; unbinding clears it', async () => {
      const bind = byName('weixinCustMainBinding');
      const remove = byName('weixinCustMainRemove');
      const detail = byName('weixinBaseInfoSearch');
      const status = byName('weixinCustStatusSearch');
      const target = state.db.customers.find((c, i) => i > 10 && c.comId === '44000000' && c.bindUserCode === null);
      expect(target).toBeDefined();
      const custId = target?.custId;

      const bound = await call(app, bind, { custId });
      expect(bound).toMatchObject({ custId, bindUserCode: '44010001' });
      expect(await call(app, detail, { custId })).toMatchObject({ bindUserCode: '44010001', bindUserName: '张伟' });
      expect(await call(app, status, { custId })).toMatchObject({ bindStatus: '1' });
      // Another staff member sees it bound to someone else and cannot take it.
      expect(await call(app, status, { custId }, user(1))).toMatchObject({ bindStatus: '2' });
      expect(await failure(app, bind, { custId }, user(1))).toContain('已被张伟绑定');
      expect(await failure(app, remove, { custId }, user(1))).toContain('不能解除绑定');

      await call(app, remove, { custId });
      expect(await call(app, detail, { custId })).toMatchObject({ bindUserCode: null, bindTime: null });
      // Without the encrypted id the demo refuses, as the real upstream would.
      const res = await app.inject({ method: 'POST', url: bind.path, headers: { cookie: cookieOf(user(0)) }, payload: { custId } });
      expect(res.json()).toMatchObject({ status: 1 });
    });

    it('the customer search finds by plate, mobile, ID number and frame number, in lists', async () => {
      const search = byName('weixinCustMainQuery');
      const c = state.db.customers[0];
      const v = state.db.vehicles.find((x) => x.custId === c?.custId);
      for (const fields of [{ licenseNo: v?.licenseNo }, { mobile: c?.mobile }, { idNumber: c?.idNumber }, { frameNo: v?.frameNo }]) {
        const data = await call(app, search, fields);
        expect((data.lists as Array<{ custId: string }>).map((x) => x.custId)).toEqual([c?.custId]);
      }
      const byName2 = await call(app, search, { name: c?.name.slice(0, 1), pageSize: 5 });
      expect((byName2.lists as unknown[]).length).toBeLessThanOrEqual(5);
      expect(byName2.total as number).toBeGreaterThan(0);
    });

    it('the reminder and car searches check the encrypted customer id belongs to the caller', async () => {
      const remind = byName('weixinRemindInfoSearch');
      const res = await app.inject({
        method: 'GET',
        url: remind.path,
        headers: { cookie: cookieOf(user(0)) },
        query: { custId: 'C4400000001', encryptCustIdAndUserCode: encryptId('custIdAndUserCode', 'C4400000001', '44010002') },
      });
      expect(res.json()).toMatchObject({ status: 1, statusText: '客户信息与当前登录用户不匹配' });
    });

    it('the full mobile is only in decryptCustomerPhone; other answers mask it', async () => {
      const c = state.db.customers[0];
      const basic = await call(app, byName('weixinBaseInfoSearch'), { custId: c?.custId });
      expect(basic.mobile).not.toBe(c?.mobile);
      expect(String(basic.mobile)).toContain('****');
      expect(await call(app, byName('decryptCustomerPhone'), { custId: c?.custId })).toEqual({ custId: c?.custId, mobile: c?.mobile });
    });

    it('a reservation is created and listed', async () => {
      const create = byName('fwdapi/reservation');
      const list = byName('fwdapi/queryReservation');
      const made = await call(app, create, { custId: 'C4400000001', reserveTime: '2026-11-25 15:30:00', content: '预约上门讲解家财险' });
      expect(made).toMatchObject({ custId: 'C4400000001', userCode: '44010001', status: '0', customerName: state.db.customers[0]?.name });
      const listed = await call(app, list, { custId: 'C4400000001', pageSize: 50 });
      expect((listed.list as Array<{ reservationId: string }>).map((r) => r.reservationId)).toContain(made.reservationId);
      // Another user may not even ask about this customer (not theirs: data permission).
      expect(await failure(app, list, { custId: 'C4400000001', pageSize: 50 }, user(1))).toBe('无权查看该客户信息');
      expect(await failure(app, create, { custId: 'C4400000001', reserveTime: 'tomorrow', content: 'x' })).toBe('请选择正确的预约时间');
    });

    it('a follow-up changes the task’s followStatus and is recorded', async () => {
      const follow = byName('fwdapi/khyx/wf/wftmobileservice/reservationTask');
      const task = state.db.tasks.find((t) => t.userCode === '44010001' && t.taskType === '2' && t.taskId !== 'TK440100010001');
      expect(task).toBeDefined();
      const data = await call(app, follow, { taskId: task?.taskId, followStatus: 'mu002', remark: '客户已续保' });
      expect(data.task).toMatchObject({ taskId: task?.taskId, followStatus: 'mu002', taskType: '3' });
      expect(task?.followStatus).toBe('mu002');
      expect(state.db.followUps.at(-1)).toMatchObject({ taskId: task?.taskId, followStatus: 'mu002', reasonCode: 'NoteTypeSucces' });
      // The follow-up is also served without .do (the front-end marketing path with the switch on).
      const res = await app.inject({
        method: 'POST',
        url: follow.path.replace(/\.do$/, ''),
        headers: { cookie: cookieOf(user(0)) },
        payload: { taskId: task?.taskId, followStatus: 'mu001' },
      });
      expect(res.json()).toMatchObject({ status: 200, msg: 'success' });
      expect(task?.followStatus).toBe('mu001');
      expect(await failure(app, follow, { taskId: task?.taskId, followStatus: '0' })).toContain('跟进状态');
      expect(await failure(app, follow, { taskId: task?.taskId, followStatus: 'mu002' }, user(1))).toBe('该任务不属于当前用户');
    });

    it('the e-policy send flag is updated, and sending marks it', async () => {
      const update = byName('updateSendFlagByPolicyNo');
      const detail = byName('queryPolicyNoInfo');
      const policy = state.db.policies.find((p) => p.ePolicySendFlag === '0' && p.policyNo !== 'PDAA2026440300000001');
      expect(policy).toBeDefined();
      expect(await call(app, update, { policyNo: policy?.policyNo, sendFlag: '1' })).toEqual({ policyNo: policy?.policyNo, ePolicySendFlag: '1' });
      expect(await call(app, detail, { policyNo: policy?.policyNo })).toMatchObject({ ePolicySendFlag: '1' });
      await call(app, update, { policyNo: policy?.policyNo, sendFlag: '0' });
      const send = byName('sendElectronicPolicy');
      await call(app, send, { policyNo: policy?.policyNo, sendType: 'wecom' });
      const history = await call(app, byName('queryPolicyDownloadDetail'), { policyNo: policy?.policyNo });
      expect(history.ePolicySendFlag).toBe('1');
      expect((history.list as unknown[]).length).toBe(1);
    });

    it('advisers change', async () => {
      const c = state.db.customers.find((x, i) => i >= 3 && x.bindUserCode === '44010001');
      await call(app, byName('fwdapi/updateAdviserByJson'), { custIds: [c?.custId], adviserCode: '44010002' });
      expect(c?.adviserCode).toBe('44010002');
      await call(app, byName('updateNonVehicleAdviser'), { custId: c?.custId, adviserCode: '44010001' });
      expect(c?.nonVehicleAdviserCode).toBe('44010001');
      expect(await failure(app, byName('updateNonVehicleAdviser'), { custId: c?.custId, adviserCode: '11010003' })).toBe('顾问与客户不属于同一机构');
    });

    it('a new adviser takes over the caller\'s open tasks of the customer in that line of business', async () => {
      const motor = state.db.tasks.find((t) => t.userCode === '44010001' && t.taskType === '2' && t.custId !== 'C4400000001');
      const done = state.db.tasks.find((t) => t.userCode === '44010001' && t.taskType === '3' && t.custId === motor?.custId);
      await call(app, byName('fwdapi/updateAdviserByJson'), { custId: motor?.custId, adviserCode: '44010002' });
      expect(motor?.userCode).toBe('44010002');
      if (done) expect(done.userCode).toBe('44010001'); // finished work stays with who did it
      const nonMotor = state.db.tasks.find((t) => t.userCode === '44010001' && t.taskType === '6');
      await call(app, byName('updateNonVehicleAdviser'), { custId: nonMotor?.custId, adviserCode: '44010002' });
      expect(nonMotor?.userCode).toBe('44010002');
    });

    it('claim groups are created, queried and deleted', async () => {
      const created = await call(app, byName('createClaimGroup'), { registNo: 'RDAA2026440300000001', groupName: '刘芳理赔群' });
      const listed = await call(app, byName('queryClaimGroup'), { registNo: 'RDAA2026440300000001' });
      expect((listed.list as Array<{ groupId: string }>).map((g) => g.groupId)).toContain(created.groupId);
      await call(app, byName('delClaimGroup'), { groupId: created.groupId });
      const after = await call(app, byName('queryClaimGroup'), { registNo: 'RDAA2026440300000001' });
      expect((after.list as Array<{ groupId: string }>).map((g) => g.groupId)).not.toContain(created.groupId);
    });
  });
});

describe('seeded data', () => {
  const db = createDb();

  it('is deterministic', () => {
    expect(createDb()).toEqual(db);
    expect(createDb(7)).not.toEqual(db);
  });

  it('has about 300 customers with valid ID numbers, genders, ages and mobiles', () => {
    expect(db.customers.length).toBeGreaterThanOrEqual(250);
    for (const c of db.customers) {
      const id = validateIdCard(c.idNumber, { today: '2026-11-01' });
      expect(id.ok, c.idNumber).toBe(true);
      if (id.ok) {
        expect(id.value.sex).toBe(c.gender);
        expect(id.value.birthDate).toBe(c.birthday);
        expect(id.value.age).toBe(c.age);
      }
      expect(validateMobile(c.mobile).ok, c.mobile).toBe(true);
    }
    expect(new Set(db.customers.map((c) => c.idNumber)).size).toBe(db.customers.length);
    expect(new Set(db.customers.map((c) => c.comId))).toEqual(new Set(['44000000', '11000000', '51000000']));
  });

  it('has valid, unique plates (new-energy ones included) and 17-character VINs', () => {
    for (const v of db.vehicles) {
      expect(validatePlate(v.licenseNo).ok, v.licenseNo).toBe(true);
      expect(v.frameNo).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    }
    expect(db.vehicles.some((v) => v.newEnergy && validatePlate(v.licenseNo).ok && (validatePlate(v.licenseNo) as { value: { kind: string } }).value.kind === 'newEnergy')).toBe(true);
    expect(new Set(db.vehicles.map((v) => v.licenseNo)).size).toBe(db.vehicles.length);
  });

  it('links policies, claims and tasks to existing records', () => {
    const custIds = new Set(db.customers.map((c) => c.custId));
    const policyNos = new Set(db.policies.map((p) => p.policyNo));
    expect(db.policies.every((p) => custIds.has(p.custId))).toBe(true);
    expect(db.claims.every((c) => policyNos.has(c.policyNo))).toBe(true);
    expect(db.tasks.every((t) => custIds.has(t.custId) && (t.policyNo === null || policyNos.has(t.policyNo)))).toBe(true);
    expect(new Set(db.tasks.map((t) => t.userCode))).toEqual(new Set(['44010001', '44010002', '11010003', '51010004']));
  });

  it('builds quickly', () => {
    const started = performance.now();
    createDb();
    // Generous bound: a smoke check, not a benchmark.
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('demo upstream: follow-up records and e-policy files (issue 14)', () => {
  let app: FastifyInstance;
  let state: DemoState;
  const clock = (ms: number) => (state as unknown as { setClockOffset(ms: number): void }).setClockOffset(ms);
  beforeAll(async () => {
    state = createDemoState();
    app = await buildDemoUpstream(state);
  });
  afterAll(() => app.close());

  it('lists a task’s follow-ups newest first, with reason and remark, including one just recorded', async () => {
    const records = byName('fwdapi/queryFollowUpRecord');
    const zhang = user(0);
    const followed = state.db.tasks.find((t) => t.userCode === zhang.userCode && t.followStatus !== '0' && state.db.followUps.filter((f) => f.taskId === t.taskId).length === 2);
    expect(followed).toBeDefined();
    const before = (await call(app, records, { taskId: followed!.taskId })) as { list: { followStatus: string; reasonCode: string; remark: string; createdAt: string }[]; total: number };
    expect(before.total).toBe(2);
    expect(before.list[0]!.createdAt >= before.list[1]!.createdAt).toBe(true);
    expect(before.list.every((f) => /^[FSL]\d\d$/.test(f.reasonCode) && f.remark.length > 0)).toBe(true);

    await call(app, byName('fwdapi/khyx/wf/wftmobileservice/reservationTask'), { taskId: followed!.taskId, followStatus: 'mu003', reasonCode: 'L02', remark: '车辆已过户' });
    const after = (await call(app, records, { taskId: followed!.taskId })) as typeof before;
    expect(after.total).toBe(3);
    expect(after.list[0]).toMatchObject({ followStatus: 'mu003', reasonCode: 'L02', remark: '车辆已过户' });
    // By customer: the staff member's follow-ups of every task of that customer.
    const byCust = (await call(app, records, { custId: followed!.custId })) as typeof before;
    expect(byCust.total).toBeGreaterThanOrEqual(3);
    // Another staff member's task is refused; a call without task or customer too.
    const other = state.db.tasks.find((t) => t.userCode !== zhang.userCode)!;
    expect(await failure(app, records, { taskId: other.taskId })).toBe('该任务不属于当前用户');
    expect(await failure(app, records, {})).toBe('请提供任务号或客户号');
  });

  it('answers the proposal of a seeded 已转投保 quotation (待核保) and one made by transProposal, to its customer’s staff only', async () => {
    const detail = byName('queryProposalDetailForWechat');
    const zhang = user(0);
    const bound = (custId: string) => state.db.customers.find((c) => c.custId === custId)?.bindUserCode === zhang.userCode;
    const seeded = state.db.quotations.find((q) => q.status === '2' && q.proposalNo && bound(q.custId));
    expect(seeded).toBeDefined();
    const p = (await call(app, detail, { proposalNo: seeded!.proposalNo })) as { proposalNo: string; proposalStatusName: string; premium: number; licenseNo: string };
    expect(p).toMatchObject({ proposalNo: seeded!.proposalNo, proposalStatusName: '待核保', premium: seeded!.premium, licenseNo: seeded!.licenseNo });
    // Its pay code and the ownership check know it too.
    expect(await call(app, byName('queryEPayUrlInfo'), { proposalNo: seeded!.proposalNo })).toMatchObject({ amount: seeded!.premium });
    expect(await call(app, byName('checkUserCodeWithProposal'), { proposalNo: seeded!.proposalNo })).toMatchObject({ match: true });
    // Another province's staff: the data-permission table's refusal (demo/permission.ts).
    expect(await failure(app, detail, { proposalNo: seeded!.proposalNo }, user(2))).toBe('无权查看该投保单');

    const quoted = state.db.quotations.find((q) => q.status === '1' && bound(q.custId))!;
    const made = (await call(app, byName('qth/insure/transProposal'), { quotationNo: quoted.quotationNo })) as { proposalNo: string };
    expect(await call(app, detail, { proposalNo: made.proposalNo })).toMatchObject({ proposalNo: made.proposalNo, proposalStatusName: '待核保', premium: quoted.premium });
    expect(await failure(app, byName('qth/insure/transProposal'), { quotationNo: quoted.quotationNo })).toBe(`该报价单已转投保，投保单号 ${made.proposalNo}`);
  });

  it('serves the e-policy as a PDF from its own origin behind a signed link that expires after 48 hours', async () => {
    const policyNo = 'PDAA2026440300000001';
    const link = (await call(app, byName('getDownloadEPolicyLink'), { policyNo })) as { downloadUrl: string; fileName: string; expireTime: string };
    const url = new URL(link.downloadUrl);
    expect(url.hostname).toBe('localhost'); // inject's Host: the upstream's own origin
    expect(url.pathname).toBe('/wecom/api/downloadEPolicyFile.do');
    expect(link.fileName).toBe(`电子保单_${policyNo}.pdf`);
    const fetchFile = () => app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });

    const res = await fetchFile();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(link.fileName));
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(res.rawPayload)).toContain(policyNo);

    // Tampered: refused. Past the window: expired.
    const tampered = await app.inject({ method: 'GET', url: `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), policyNo: 'PDAA2026440300000002' })}` });
    expect(tampered.json()).toMatchObject({ status: 1, statusText: '电子保单链接无效，请向客户经理重新获取' });
    clock(48 * 3600_000 + 1000);
    try {
      expect((await fetchFile()).json()).toMatchObject({ status: 1, statusText: '电子保单下载链接已过期，请向客户经理重新获取' });
    } finally {
      clock(0);
    }
  });
});

describe('demo data relative to its reference date ("today" of the demo)', () => {
  const daysBetween = (a: string, b: string) => Math.round((Date.parse(b.slice(0, 10)) - Date.parse(a.slice(0, 10))) / 86_400_000);

  it('is the same data for one date, and moves with the date: due soon, overdue, past and coming reminders', () => {
    const base = createDb();
    const later = createDb(undefined, '2027-03-15');
    expect(JSON.stringify(createDb(undefined, '2027-03-15'))).toBe(JSON.stringify(later));
    expect(later.referenceDate).toBe('2027-03-15');
    // The same people, tasks and links; every date moved by the same number of days.
    const shift = daysBetween('2026-11-01', '2027-03-15');
    expect(later.customers.map((c) => c.custId)).toEqual(base.customers.map((c) => c.custId));
    later.tasks.forEach((t, i) => expect(daysBetween(base.tasks[i]!.dueDate, t.dueDate)).toBe(shift));
    later.reservations.forEach((r, i) => expect(daysBetween(base.reservations[i]!.reserveTime, r.reserveTime)).toBe(shift));
    later.policies.forEach((p, i) => expect(daysBetween(base.policies[i]!.endDate, p.endDate)).toBe(shift));
    later.customers.forEach((c, i) => expect(Math.abs(c.age - base.customers[i]!.age)).toBeLessThanOrEqual(1)); // birth years move by whole years

    const mine = later.tasks.filter((t) => t.userCode === '44010001' && (t.taskType === '2' || t.taskType === '6'));
    expect(mine.some((t) => t.dueDate < '2027-03-15')).toBe(true); // overdue
    expect(mine.some((t) => t.dueDate >= '2027-03-15' && daysBetween('2027-03-15', t.dueDate) <= 7)).toBe(true); // due soon
    const reminders = later.reservations.filter((r) => r.userCode === '44010001' && r.status === '0');
    expect(reminders.some((r) => r.reserveTime < '2027-03-15')).toBe(true); // missed
    expect(reminders.some((r) => r.reserveTime > '2027-03-15')).toBe(true); // coming
    // Birthday reminders fall within the year ahead of the date.
    const birthdays = later.reminders.filter((r) => r.remindType === 'birthday');
    expect(birthdays.every((r) => r.remindDate >= '2027-03-15' && daysBetween('2027-03-15', r.remindDate) < 366)).toBe(true);
  });
});

describe('dates written into the handlers’ fixed lists move with the reference date', () => {
  it('a campaign of "this month" still runs on the day the demo starts', async () => {
    expect(asOfReference({ referenceDate: '2026-11-01' }, '2026-11-30 23:59:59')).toBe('2026-11-30 23:59:59');
    expect(asOfReference({ referenceDate: '2027-03-15' }, '2026-11-30')).toBe('2027-04-13');
    expect(asOfReference({ referenceDate: '2027-03-15' }, '2026-12-31 23:59:59')).toBe('2027-05-14 23:59:59');
    const later = createDemoState(undefined, { referenceDate: '2027-03-15' });
    const app = await buildDemoUpstream(later);
    try {
      const [detail] = defineCatalogue(massEntries.filter((e) => e.path.endsWith('/getMarketingActivityDetail')));
      const data = await call(app, detail!, { batchNo: 'MA2026110001' });
      expect(data).toMatchObject({ startDate: '2027-03-15', endDate: '2027-04-13', status: '1' });
    } finally {
      await app.close();
    }
  });
});
