import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptId } from '../../demo/crypto.js';
import { DEMO_USERS, type DemoUser } from '../../demo/data/users.js';
import { tokenPayloadOf } from '../../demo/handlers/auth.js';
import { encryptNewsId } from '../../demo/handlers/white.js';
import { relationIdOf } from '../../demo/state/white.js';
import { signToken, verifyToken } from '../../demo/token.js';
import type { DemoState } from '../../demo/types.js';
import { buildDemoUpstream, createDemoState } from '../../demo/upstream.js';
import { entries as authConfig } from '../../shared/catalogue/auth-config.js';
import { entryByName, nameOf, type CatalogueEntry } from '../../shared/catalogue/index.js';
import { entries as white } from '../../shared/catalogue/white.js';
import { maskMiddle } from '../../shared/domain/mask.js';
import { signParams } from '../../shared/domain/sign.js';
import { TOKEN_COOKIE } from '../../shared/session.js';

// The group-chat filings' ids (unguessable: demo/handlers/white.ts).
const R1 = relationIdOf(1);
const R2 = relationIdOf(2);
const R3 = relationIdOf(3);

// The demo upstream answers every §7.1 and §7.10 call's catalogue example successfully, with data
// its response schema accepts (the BFF serialises answers with it), and keeps the state those
// calls change: OAuth codes, PC scan-code logins, remarks, mobiles, config overrides, switches,
// article visits and group-chat filings.

const byName = (name: string): CatalogueEntry => entryByName(name);
const staff = DEMO_USERS[0] as DemoUser;
const userNamed = (userId: string) => DEMO_USERS.find((u) => u.userId === userId) as DemoUser;
const cookieFor = (user: DemoUser) => `${TOKEN_COOKIE}=${signToken(tokenPayloadOf(user))}`;

interface Call {
  /** undefined: the staff user unless the call is public; null: no cookie. */
  as?: DemoUser | null;
  /** Leave the signature off a signed call. */
  unsigned?: boolean;
}

function send(app: FastifyInstance, entry: CatalogueEntry, params: Record<string, unknown>, opts: Call = {}): Promise<LightMyRequestResponse> {
  const user = opts.as === undefined ? (entry.public ? null : staff) : opts.as;
  const headers: Record<string, string> = user ? { cookie: cookieFor(user) } : {};
  const all = entry.signed && !opts.unsigned ? { ...params, sign: signParams(params) } : params;
  const text = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
  const method = entry.methods[0] ?? 'GET';
  if (method === 'GET') return app.inject({ method, url: entry.path, query: text(all), headers });
  if (entry.encoding === 'form') {
    return app.inject({
      method,
      url: entry.path,
      payload: new URLSearchParams(text(all)).toString(),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  if (entry.encoding === 'params+body') {
    const queryKeys = Object.keys((entry.query as { properties?: object } | undefined)?.properties ?? {});
    const query = Object.fromEntries(Object.entries(all).filter(([k]) => queryKeys.includes(k)));
    const body = Object.fromEntries(Object.entries(all).filter(([k]) => !queryKeys.includes(k)));
    return app.inject({ method, url: entry.path, query: text(query), payload: body, headers });
  }
  return app.inject({ method, url: entry.path, payload: all, headers });
}

/** The answer's data after the envelope (the whole body for raw calls); fails the test on an error answer. */
function dataOf(entry: CatalogueEntry, res: LightMyRequestResponse): unknown {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
  expect(res.statusCode, res.body).toBeLessThan(300);
  const body = res.json() as Record<string, unknown>;
  if (entry.raw) {
    // The older envelope answers with status 200 and msg, the newer with status 0.
    if ('msg' in body) expect([body.status, body.msg], res.body).toEqual([200, 'success']);
    else if ('status' in body) expect(body.status, res.body).toBe(0);
    if ('errcode' in body) expect(body.errcode, res.body).toBe(0);
    return body;
  }
  if (entry.path.startsWith('/wecom/fwdapi/')) {
    expect(body.msg, res.body).toBe('success');
    return body.data;
  }
  expect(body.status, res.body).toBe(0);
  return body.data;
}

async function call(app: FastifyInstance, name: string, params: Record<string, unknown>, opts: Call = {}) {
  const entry = byName(name);
  const res = await send(app, entry, params, opts);
  return { entry, res, body: res.json() as Record<string, unknown> };
}

async function freshDemo(): Promise<{ app: FastifyInstance; state: DemoState }> {
  const state = createDemoState();
  const app = await buildDemoUpstream(state);
  await app.ready();
  return { app, state };
}

describe('demo upstream: every §7.1 and §7.10 call answers its catalogue example', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await freshDemo());
  });
  afterAll(() => app.close());

  const all = [...authConfig, ...white];
  it.each(all.map((e) => [nameOf(e.path), e.section] as const))('%s (§%s)', async (name) => {
    const entry = byName(name);
    // The binding calls are made by the WeCom member they bind (赵磊, not bound yet).
    const member = (entry.example as { userId?: unknown }).userId;
    const res = await send(app, entry, entry.example, entry.caller?.userId && typeof member === 'string' ? { as: userNamed(member) } : {});
    const data = dataOf(entry, res);
    const errors = [...Value.Errors(entry.response, data)].map((e) => JSON.stringify(e)).slice(0, 3);
    expect(errors, JSON.stringify(data)).toEqual([]);
  });

  it('covers §7.10 with public, signed calls only', () => {
    expect(white.filter((e) => !('ourChoice' in e && e.ourChoice)).length).toBe(28); // spec 001 §7.10; the calls of our choice (boot guide, renewal-task pages) come on top
    for (const e of white) expect([e.section, e.public, e.signed], e.path).toEqual(['7.10', true, true]);
  });

  it('rejects a white-list call without a valid signature', async () => {
    const { body } = await call(app, 'white/queryCountry', {}, { unsigned: true });
    expect(body.status).toBe(2);
  });
});

describe('WeCom OAuth codes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await freshDemo());
  });
  afterAll(() => app.close());

  it('login.do exchanges demo-<userId> for a token of that user (raw answer carrying the token)', async () => {
    const { body } = await call(app, 'login', { code: 'demo-lina', comId: '44000000' });
    expect(body.status).toBe(0);
    const payload = verifyToken(body.token as string);
    expect(payload).toMatchObject({ userId: 'lina', userCode: '44010002', comId: '44000000', systemRole: 'qyUser' });
    expect(body.data).toMatchObject({ userId: 'lina', name: '李娜', mobile: '1380****002' });
  });

  it('an external group-chat user gets a token with role externalUser and external user id', async () => {
    const { body } = await call(app, 'login', { code: 'demo-wm_ext_chen', comId: '44000000' });
    expect(verifyToken(body.token as string)).toMatchObject({ systemRole: 'externalUser', externalUserId: 'wm_ext_chen' });
  });

  it('an unknown code is refused', async () => {
    const { body } = await call(app, 'login', { code: 'not-a-code', comId: '44000000' });
    expect(body.status).not.toBe(0);
    expect(body.token).toBeUndefined();
  });

  it('codeExchangeId.do answers token and userId and mints a one-time code login.do accepts once', async () => {
    const exchanged = await call(app, 'codeExchangeId', { code: 'demo-wangfang', comId: '11000000' });
    const data = dataOf(exchanged.entry, exchanged.res) as { token: string; userId: string; code: string };
    expect(data.userId).toBe('wangfang');
    expect(verifyToken(data.token)?.userCode).toBe('11010003');

    const first = await call(app, 'login', { code: data.code, comId: '11000000' });
    expect(first.body.status).toBe(0);
    expect(verifyToken(first.body.token as string)?.userId).toBe('wangfang');
    const again = await call(app, 'login', { code: data.code, comId: '11000000' });
    expect(again.body.status).not.toBe(0);
  });

  it('fake-login.do signs a token for a demo user and refuses unknown ones', async () => {
    const { entry, res } = await call(app, 'fake-login', { userId: 'liuyang' });
    const data = dataOf(entry, res) as { token: string; user: { comId: string } };
    expect(verifyToken(data.token)?.comId).toBe('51000000');
    expect(data.user.comId).toBe('51000000');
    const unknown = await call(app, 'fake-login', { userId: 'nobody' });
    expect(unknown.body.status).not.toBe(0);
  });
});

describe('PC scan-code login', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await freshDemo());
  });
  afterAll(() => app.close());

  const poll = async (loginId: string) => (await call(app, 'confirmQRCodeLoginPC', { loginId }, { as: null })).body.data as Record<string, unknown>;

  it('the PC waits until the phone confirms, then gets the confirming user’s token once, then expired', async () => {
    expect(await poll('qr-1')).toEqual({ status: 'waiting' });
    expect(await poll('qr-1')).toEqual({ status: 'waiting' });

    const confirm = await call(app, 'confirmQRCodeLoginPC', { loginId: 'qr-1' }, { as: userNamed('lina') });
    expect(confirm.body.data).toEqual({ status: 'confirmed', userId: 'lina' });

    const delivered = await poll('qr-1');
    expect(delivered.status).toBe('confirmed');
    expect(verifyToken(delivered.token as string)).toMatchObject({ userId: 'lina', userCode: '44010002' });
    expect(await poll('qr-1')).toEqual({ status: 'expired' });
  });

  it('an external user cannot confirm a PC login', async () => {
    const { body } = await call(app, 'confirmQRCodeLoginPC', { loginId: 'qr-2' }, { as: userNamed('wm_ext_chen') });
    expect(body.status).not.toBe(0);
    expect(await poll('qr-2')).toEqual({ status: 'waiting' });
  });
});

describe('config state', () => {
  let app: FastifyInstance;
  let state: DemoState;
  beforeAll(async () => {
    ({ app, state } = await freshDemo());
  });
  afterAll(() => app.close());

  const systemConfig = async (params: Record<string, unknown>) => (await call(app, 'querySystemConfig', params)).body.data as Record<string, unknown>;
  const switchValue = async () => ((await call(app, 'white/querySwitchConfig', { type: 'wx_temporarily_do' })).body.data as Record<string, unknown>).configValue;

  it('system config items are seeded off and follow a test override', async () => {
    expect(await systemConfig({ configCode: 'smart_business_card' })).toMatchObject({ configValue: '0', defaultValue: '0', comCode: '44010000' });
    expect((await systemConfig({ configCode: 'check_wecom_phone_same_as_khyx' })).configValue).toBe('0');
    state.config.systemConfig.set('smart_business_card', '1');
    expect((await systemConfig({ configCode: 'smart_business_card', comCode: '44010000' })).configValue).toBe('1');
    expect((await systemConfig({ configCode: 'no_such_item', defaultValue: '7' })).configValue).toBe('7');
  });

  it('the wx_temporarily_do switch is off by default and flips through the config state', async () => {
    expect(await switchValue()).toBe('0');
    state.config.switches.set('wx_temporarily_do', '1');
    expect(await switchValue()).toBe('1');
  });

  it('app config sends frontUrl URL-encoded; unknown provinces fail', async () => {
    const data = (await call(app, 'queryAppConfig', { comId: '51000000' })).body.data as Record<string, string>;
    expect(data.userComId).toBe('51000000');
    expect(decodeURIComponent(data.frontUrl ?? '')).toBe('https://wecom.demo-insurer.cn/wecom/?comId=51000000');
    expect((await call(app, 'queryAppConfig', { comId: '99000000' })).body.status).not.toBe(0);
  });

  it('role routes: all for staff, the robot pages for external users', async () => {
    expect((await call(app, 'queryRoleRoutes', {})).body.data).toEqual({ systemRole: 'qyUser', routes: ['*'] });
    const ext = (await call(app, 'queryRoleRoutes', {}, { as: userNamed('wm_ext_chen') })).body.data as { routes: string[] };
    expect(ext.routes).toContain('/robot/chat-room-open-quotation-detail');
    expect(ext.routes).not.toContain('*');
  });

  it('manager info: the record, or the registration message for a user without one', async () => {
    expect((await call(app, 'queryManagerInfo', { userCode: '44010002' })).body.data).toMatchObject({ managerType: 'claimsAdvisor', title: '理赔顾问' });
    const none = await call(app, 'queryManagerInfo', { userCode: '11010003' });
    expect(none.body).toMatchObject({ status: 1, statusText: '查询失败，暂无此用户对应的客户经理或理赔顾问信息，请先注册！' });
  });

  it('follow-up reasons come in the three reason types', async () => {
    const list = (await call(app, 'tradeStatusReason', { comId: '44000000', comCode: '44010000' })).body.data as Array<{ id: { codeType: string } }>;
    expect(new Set(list.map((r) => r.id.codeType))).toEqual(new Set(['NoteTypeFollow', 'NoteTypeSucces', 'NoteTypeFail']));
  });

  it('the fuzzy staff search matches names and codes', async () => {
    const byName = (await call(app, 'fuzzyQueryUserByUserNameOrUserCode', { keyword: '刘' })).body.data as Array<{ userCode: string }>;
    expect(byName.map((u) => u.userCode)).toEqual(['51010004']);
    const byCode = (await call(app, 'fuzzyQueryUserByUserNameOrUserCode', { keyword: '4401' })).body.data as unknown[];
    expect(byCode).toHaveLength(4); // 张伟, 李娜, 赵磊 (whose WeCom account is not bound yet) and 何军 (the branch manager)
  });
});

describe('user state', () => {
  let app: FastifyInstance;
  let state: DemoState;
  beforeAll(async () => {
    ({ app, state } = await freshDemo());
  });
  afterAll(() => app.close());

  it('toEncryptCustId binds the value to the caller’s user code when asked', async () => {
    const plain = (await call(app, 'toEncryptCustId', { custId: 'C4400000001' })).body.data as string;
    expect(decryptId('custId', plain)).toEqual({ plain: 'C4400000001' });
    const bound = (await call(app, 'toEncryptCustId', { custId: 'C4400000001', isEncryptCustIdAndUserCode: '1' })).body.data as string;
    expect(decryptId('custIdAndUserCode', bound)).toEqual({ plain: 'C4400000001', userCode: staff.userCode });
  });

  it('a changed marketing mobile shows in the user-info look-up, masked, with its change time', async () => {
    const before = (await call(app, 'queryUserInfoByUserId', { userId: 'zhangwei', comId: '44000000' })).body.data as Record<string, string>;
    expect(before).toMatchObject({ mobile: '1380****001', marketingMobile: '1380****001' });
    // The code goes to the new mobile; a wrong code, or the code with another mobile, changes nothing.
    const sent = (await call(app, 'fwdapi/um/sendSMSValidCode', { userCode: '44010001', mobile: '13622223333' })).body as { data: { mobile: string; demoSmsCode: string; resendAfterSeconds: number } };
    expect(sent.data).toMatchObject({ mobile: '1362****333', resendAfterSeconds: 60 });
    const code = sent.data.demoSmsCode;
    expect(code).toMatch(/^\d{6}$/);
    const again = (await call(app, 'fwdapi/um/sendSMSValidCode', { userCode: '44010001', mobile: '13622223333' })).body as { errorMsg: string };
    expect(again.errorMsg).toMatch(/^验证码已发送，请 \d+ 秒后再试$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call(app, 'fwdapi/um/updateUserQWBySMSValid', { userCode: '44010001', smsCode: wrong, mobile: '13622223333' })).body.msg).toBe('fail');
    expect((await call(app, 'fwdapi/um/updateUserQWBySMSValid', { userCode: '44010001', smsCode: code, mobile: '13622224444' })).body.msg).toBe('fail');
    // Changed at 16:30 UTC: 00:30 the next day in China, the time the upstream writes (spec 000 §5).
    const realNow = state.now;
    const changedAt = new Date(Date.UTC(2026, 10, 26, 16, 30, 5));
    state.now = () => changedAt;
    const changed = await call(app, 'fwdapi/um/updateUserQWBySMSValid', { userCode: '44010001', smsCode: code, mobile: '13622223333' }).finally(() => {
      state.now = realNow;
    });
    expect(changed.body).toMatchObject({ status: 200, msg: 'success', data: { mobileChangedAt: '2026-11-27 00:30:05' } });
    // A code is good once.
    expect((await call(app, 'fwdapi/um/updateUserQWBySMSValid', { userCode: '44010001', smsCode: code, mobile: '13622223333' })).body.msg).toBe('fail');
    const after = (await call(app, 'queryUserInfoByUserId', { userId: 'zhangwei', comId: '44000000' })).body.data as Record<string, string>;
    expect(after.marketingMobile).toBe('1362****333');
    expect(after.mobileChangedAt).toBe('2026-11-27 00:30:05');
    const wrongCode = await call(app, 'fwdapi/um/updateUserQWBySMSValid', { userCode: '44010001', smsCode: '12', mobile: '13622223333' });
    expect(wrongCode.body.msg).not.toBe('success');
  });

  it('a remark set on an external contact shows in its detail', async () => {
    const set = await call(app, 'modifyExternalContactRemark', { externalUserId: 'wmQK0fEAAAwangjg01', remark: '王总', remarkMobiles: '13826451279' });
    expect(set.body).toEqual({ errcode: 0, errmsg: 'ok' });
    const detail = (await call(app, 'getExternalContactdetail', { externalUserId: 'wmQK0fEAAAwangjg01' })).body as {
      follow_user: Array<{ userid: string; remark: string; remark_mobiles: string[] }>;
    };
    expect(detail.follow_user.find((f) => f.userid === 'zhangwei')).toMatchObject({ remark: '王总', remark_mobiles: ['13826451279'] });
    expect(detail.follow_user.find((f) => f.userid === 'lina')?.remark).toBe('王先生');
    const tooLong = await call(app, 'modifyExternalContactRemark', { externalUserId: 'wmQK0fEAAAwangjg01', remark: '这是一个超过二十个字符长度限制的客户备注名称用于测试' });
    expect(tooLong.body.errcode).not.toBe(0);
  });

  it('seeded customers are external contacts of the staff member bound to them', async () => {
    const customer = state.db.customers.find((c) => c.bindUserCode === staff.userCode);
    expect(customer).toBeDefined();
    const { body } = await call(app, 'getExternalContact', { externalUserId: customer?.externalUserId });
    expect(body.data).toMatchObject({ name: customer?.name, custId: customer?.custId, unionId: customer?.unionId });
    // Someone else's contact is not answered to this member.
    const theirs = state.db.customers.find((c) => c.bindUserCode && c.bindUserCode !== staff.userCode);
    const refused = await call(app, 'getExternalContact', { externalUserId: theirs?.externalUserId });
    expect(refused.body.statusText).toBe('该客户没有添加您为企业微信联系人');
  });
});

describe('white-list state', () => {
  let app: FastifyInstance;
  let state: DemoState;
  beforeAll(async () => {
    ({ app, state } = await freshDemo());
  });
  afterAll(() => app.close());

  it('an article visit is recorded and its duration kept', async () => {
    const saved = (await call(app, 'white/saveAccessHistory', { newsId: encryptNewsId('N20250002', '44010001', 'C4400000001') })).body.data as { accessId: string };
    expect(saved.accessId).toBe('AH20250002');
    expect((await call(app, 'white/saveAccessTimesLong', { accessId: saved.accessId, timesLong: '95' })).body.status).toBe(0);
    expect((await call(app, 'white/saveAccessTimesLong', { accessId: 'AH99999999', timesLong: '5' })).body.status).not.toBe(0);
  });

  it('an encrypted newsId names the shared customer', async () => {
    const customer = state.db.customers[2];
    expect(customer).toBeDefined();
    const { body } = await call(app, 'white/queryCustInsureInfoByEncryptNewsId', { encryptNewsId: encryptNewsId('N20250001', '44010001', customer?.custId) });
    expect(body.data).toMatchObject({ newsId: 'N20250001', custName: maskMiddle(customer?.name ?? ''), managerName: '张伟' });
  });

  it('a group-chat filing is added, flagged as duplicate by plate, listed and quoted', async () => {
    const added = (await call(app, 'white/executeChatRoomAddRelation', { chatId: 'wrChatDemo0001', custName: '王建国', licenseNo: '粤A12345' })).body.data as {
      relationId: string;
      duplicate: boolean;
      duplicateRelationIds: string[];
    };
    expect(added).toEqual({ relationId: R3, duplicate: true, duplicateRelationIds: [R1] });
    const bad = await call(app, 'white/executeChatRoomAddRelation', { chatId: 'wrChatDemo0001', custName: '赵敏', licenseNo: 'ABC' });
    expect(bad.body.status).not.toBe(0);

    const info = (await call(app, 'white/queryChatRoomAddRelationInfo', { chatId: 'wrChatDemo0001' })).body.data as { relations: Array<{ relationId: string; status: string }> };
    expect(info.relations.map((r) => r.relationId)).toEqual([R1, R2, R3]);

    const quoted = (await call(app, 'white/executeChatRoomQuoteBySelectFiles', { chatId: 'wrChatDemo0001', relationIds: [R3] })).body.data as { count: number };
    expect(quoted.count).toBe(1);
    const after = (await call(app, 'white/queryChatRoomAddRelationInfo', { chatId: 'wrChatDemo0001' })).body.data as { relations: Array<{ relationId: string; status: string }> };
    expect(after.relations.find((r) => r.relationId === R3)?.status).toBe('1');
  });

  it('the region pickers walk a real hierarchy', async () => {
    const provinces = (await call(app, 'white/queryProvince', { countryCode: 'CHN' })).body.data as Array<{ code: string }>;
    expect(provinces.map((p) => p.code)).toContain('510000');
    const cities = (await call(app, 'white/queryCity', { provinceCode: '440000' })).body.data as Array<{ code: string; name: string }>;
    expect(cities).toContainEqual({ code: '440300', name: '深圳市', parentCode: '440000' });
    const areas = (await call(app, 'white/queryArea', { cityCode: '440300' })).body.data as Array<{ name: string }>;
    expect(areas.map((a) => a.name)).toEqual(['罗湖区', '福田区', '南山区']);
  });
});
