import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { DEMO_TOKEN_SECRET } from '../../demo/token.js';
import { DEMO_USERS } from '../../demo/data/users.js';
import { decodeToken } from '../../server/session/token.js';
import { entryByName } from '../../shared/catalogue/index.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { cookieFor } from '../helpers/session.js';

// Regression tests of the session-takeover and forgery findings (issue 11), one block per finding.
// Every refused request is also checked to have reached nothing upstream.

const PUBLIC_URL = 'https://wecom.insurer.example';
let stack: TestStack;
let clock = Date.now();
beforeAll(async () => {
  stack = await startStack({ TOKEN_SECRET: DEMO_TOKEN_SECRET, PUBLIC_URL, CORS_ORIGINS: 'https://crm.insurer.example' }, { now: () => clock });
});
afterAll(() => stack.close());
afterEach(() => {
  stack.demo.resetData();
  stack.forget();
  clock = Date.now();
});

const api = () => request(stack.app.server);
/**
 * A browser behind the TLS proxy that PUBLIC_URL (https) names: it keeps the cookies it is given and
 * sends them back. The BFF marks them Secure (an https PUBLIC_URL), which supertest's own agent would
 * not send over this test's plain-http socket.
 */
function agent() {
  const jar = new Map<string, string>();
  const keep = (res: { headers: Record<string, unknown> }) => {
    for (const c of (res.headers['set-cookie'] as string[] | undefined) ?? []) {
      const pair = c.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const wrap = (t: request.Test) => {
    if (jar.size) t.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    return t.on('response', keep);
  };
  return { get: (url: string) => wrap(api().get(url)), post: (url: string) => wrap(api().post(url)) };
}
const calls = (name?: string) => stack.demo.state.calls.filter((c) => name === undefined || c.name === name);
const staff = cookieFor(); // 张伟 44010001, Guangdong 44000000 / 44010000
const CUST = 'C4400000003';
const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const setsToken = (res: request.Response) => setCookies(res).some((c) => /^USER_TOKEN=[^;]/.test(c));

/** The request was refused with this status and code, and the upstream received nothing. */
async function refused(res: request.Response | Promise<request.Response>, status: number, code: string) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body.ok).toBe(false);
  expect(r.body.error.code).toBe(code);
  expect(calls().map((c) => c.name)).toEqual([]);
  return r;
}

async function demoLogin(userId: string) {
  const a = agent();
  expect((await a.post('/api/auth/demo-login').set('x-csrf', '1').send({ userId })).status).toBe(200);
  stack.demo.state.calls.length = 0;
  return a;
}

describe('1. PC scan-code login: no takeover from another site', () => {
  it('confirmQRCodeLoginPC is not mirrored: a navigation to it reaches nothing upstream', async () => {
    const { loginId } = (await api().post('/api/auth/pc-qr').set('x-csrf', '1')).body.data;
    await refused(api().get('/api/confirmQRCodeLoginPC').query({ loginId }).set('cookie', staff), 404, 'NOT_FOUND');
  });

  it('the confirm is a POST with x-csrf from a signed-in staff member', async () => {
    const pc = agent();
    const { loginId } = (await pc.post('/api/auth/pc-qr').set('x-csrf', '1')).body.data;
    await refused(api().get(`/api/auth/pc-qr/${loginId}/confirm`).set('cookie', staff), 404, 'NOT_FOUND');
    await refused(api().post(`/api/auth/pc-qr/${loginId}/confirm`).set('cookie', staff), 403, 'CSRF');
    await refused(api().post(`/api/auth/pc-qr/${loginId}/confirm`).set('x-csrf', '1'), 401, 'NOT_LOGGED_IN');
    await refused(api().post(`/api/auth/pc-qr/${loginId}/confirm`).set('x-csrf', '1').set('cookie', cookieFor('EXT0001')), 403, 'FORBIDDEN');
    // And still waiting: nothing was confirmed.
    expect((await pc.get(`/api/auth/pc-qr/${loginId}`)).body.data.status).toBe('waiting');
  });

  it('only a loginId the BFF issued can be confirmed, and only once', async () => {
    const phone = await demoLogin('zhangwei');
    await refused(phone.post('/api/auth/pc-qr/0f8fad5b-d9cb-469f-a165-70867728950e/confirm').set('x-csrf', '1'), 410, 'LOGIN_ID_INVALID');
    const { loginId } = (await api().post('/api/auth/pc-qr').set('x-csrf', '1')).body.data;
    expect((await phone.post(`/api/auth/pc-qr/${loginId}/scan`).set('x-csrf', '1')).status).toBe(200);
    expect((await phone.post(`/api/auth/pc-qr/${loginId}/confirm`).set('x-csrf', '1')).status).toBe(200);
    stack.demo.state.calls.length = 0;
    await refused(phone.post(`/api/auth/pc-qr/${loginId}/confirm`).set('x-csrf', '1'), 410, 'LOGIN_ID_INVALID');
  });

  it('the poll answers the session only to the browser that asked for the loginId', async () => {
    const pc = agent();
    const { loginId } = (await pc.post('/api/auth/pc-qr').set('x-csrf', '1')).body.data;
    const phone = await demoLogin('zhangwei');
    await phone.post(`/api/auth/pc-qr/${loginId}/scan`).set('x-csrf', '1');
    expect((await phone.post(`/api/auth/pc-qr/${loginId}/confirm`).set('x-csrf', '1')).body.data.status).toBe('confirmed');
    stack.demo.state.calls.length = 0;
    // Another browser (the attacker who only knows the loginId) gets nothing.
    const stolen = await refused(api().get(`/api/auth/pc-qr/${loginId}`), 403, 'FORBIDDEN');
    expect(setsToken(stolen)).toBe(false);
    const forged = await refused(api().get(`/api/auth/pc-qr/${loginId}`).set('cookie', `PC_LOGIN_${loginId.slice(0, 8)}=guess`), 403, 'FORBIDDEN');
    expect(setsToken(forged)).toBe(false);
    // The PC that asked gets its session, once.
    const done = await pc.get(`/api/auth/pc-qr/${loginId}`);
    expect(done.body.data).toEqual({ status: 'confirmed', redirect: '/' });
    expect(setsToken(done)).toBe(true);
    expect((await pc.get(`/api/auth/pc-qr/${loginId}`)).body.data.status).toBe('expired');
  });

  it('a loginId expires after 2 minutes', async () => {
    const pc = agent();
    const { loginId } = (await pc.post('/api/auth/pc-qr').set('x-csrf', '1')).body.data;
    clock += 2 * 60_000 + 1;
    expect((await pc.get(`/api/auth/pc-qr/${loginId}`)).body.data.status).toBe('expired');
    const phone = await demoLogin('zhangwei');
    await refused(phone.post(`/api/auth/pc-qr/${loginId}/confirm`).set('x-csrf', '1'), 410, 'LOGIN_ID_INVALID');
  });

  it('the QR URL comes from PUBLIC_URL, never from the Host header', async () => {
    const res = await api().post('/api/auth/pc-qr').set('x-csrf', '1').set('host', 'evil.example');
    expect(res.body.data.qrUrl).toBe(`${PUBLIC_URL}/pc-qr-code-login?loginId=${res.body.data.loginId}`);
  });
});

describe('2. anti-forgery decided by the matched route, whatever the spelling', () => {
  const spellings = ['/%61pi/weixinCustMainBinding', '/api/weixinCustMainBinding/', '/%61%70%69/weixinCustMainBinding', '/api/%77eixinCustMainBinding'];
  it.each(spellings)('POST %s without x-csrf → 403 CSRF with no-store, nothing upstream', async (path) => {
    const res = await refused(api().post(path).set('cookie', staff).send({ custId: CUST }), 403, 'CSRF');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('uploads and logout too', async () => {
    const upload = await refused(
      api().post('/%61pi/uploadMedia').set('cookie', staff).attach('media', Buffer.from('x'), { filename: 'a.png', contentType: 'image/png' }).field('type', 'image'),
      403,
      'CSRF',
    );
    expect(upload.headers['cache-control']).toBe('no-store');
    const logout = await refused(api().post('/%61pi/session/logout').set('cookie', staff), 403, 'CSRF');
    expect(logout.headers['cache-control']).toBe('no-store');
    expect(setCookies(logout).some((c) => c.startsWith('USER_TOKEN=;'))).toBe(false);
  });

  it('with x-csrf the same odd spelling is served like the plain path', async () => {
    const res = await api().post('/%61pi/weixinCustMainQuery').set('x-csrf', '1').set('cookie', staff).send(entryByName('weixinCustMainQuery').example);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('3. state-changing GET calls need x-csrf', () => {
  it.each([
    ['updateMsgBlackList', { custId: CUST, operateType: '1' }],
    ['sendCustcareMsg', { msgId: 'CM202600000003' }],
    ['delClaimGroup', { registNo: 'R1' }],
    ['EnginInfoService/setQuotationByID', { id: 'Q1', remark: 'x' }],
    ['cancelQRCodeAndRegister', { configId: 'x' }],
    ['logout', {}],
  ])('GET /api/%s without x-csrf → 403, nothing upstream (HEAD too)', async (name, query) => {
    await refused(api().get(`/api/${name}`).query(query).set('cookie', staff), 403, 'CSRF');
    expect((await api().head(`/api/${name}`).query(query).set('cookie', staff)).status).toBe(403);
    expect(calls()).toEqual([]);
  });

  it('a cross-site navigation is refused before anything else, even with x-csrf', async () => {
    await refused(
      api().get('/api/updateMsgBlackList').query({ custId: CUST, operateType: '1' }).set('cookie', staff).set('x-csrf', '1').set('sec-fetch-site', 'cross-site'),
      403,
      'CROSS_SITE',
    );
  });

  it('reads stay plain GETs', async () => {
    const res = await api().get('/api/getInMsgBlackList').query({ custId: CUST }).set('cookie', staff);
    expect(res.status).toBe(200);
  });
});

describe('cross-site requests: only the app itself and configured internal apps', () => {
  const read = () => api().get('/api/weixinCustPortraitDetail').query({ custId: CUST }).set('cookie', staff);
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
  ])('%o → 403 CROSS_SITE, nothing upstream', async (headers) => {
    await refused(read().set(headers), 403, 'CROSS_SITE');
  });

  it.each([
    [{ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ origin: 'https://crm.insurer.example', 'sec-fetch-site': 'cross-site' }],
    [{}],
  ])('%o is served', async (headers) => {
    expect((await read().set(headers)).status).toBe(200);
  });

  it('pages themselves can be opened from anywhere (a chat link)', async () => {
    const res = await api().get('/home/customer-home-page').set('sec-fetch-site', 'cross-site').set('accept', 'text/html');
    expect(res.status).toBe(200);
  });
});

describe('4. no login CSRF: mirrors never start a session', () => {
  it.each([
    ['codeExchangeId', { code: 'demo-lina', comId: '44000000' }],
    ['login', { code: 'demo-lina', comId: '44000000' }],
  ])('GET /api/%s is not served and sets no cookie', async (name, query) => {
    const res = await refused(api().get(`/api/${name}`).query(query), 404, 'NOT_FOUND');
    expect(setsToken(res)).toBe(false);
  });

  it('POST /api/fake-login is not served either (the demo login is /api/auth/demo-login)', async () => {
    await refused(api().post('/api/fake-login').set('x-csrf', '1').send({ userId: 'lina' }), 404, 'NOT_FOUND');
  });

  it('/api/auth/external with a staff code answers 403 and sets no staff cookie', async () => {
    const a = agent();
    const start = await a.get('/api/auth/wecom').query({ comId: '44000000', redirect: '/robot/chat-room-open-quotation-detail' });
    const state = new URL(start.headers['location'] as string).searchParams.get('state');
    const res = await a.post('/api/auth/external').set('x-csrf', '1').send({ code: 'demo-zhangwei', comId: '44000000', state });
    expect(res.status).toBe(403);
    expect(setsToken(res)).toBe(false);
    expect((await a.get('/api/session').query({ comId: '44000000' })).status).toBe(401);
  });

  it('a token refresh header from the upstream never replaces the session with another user', async () => {
    // The demo refreshes short-lived tokens for the same user: kept.
    const shortLived = cookieFor(undefined, 10 * 60);
    const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: CUST }).set('cookie', shortLived);
    const set = setCookies(res).find((c) => c.startsWith('USER_TOKEN='));
    expect(decodeToken(/USER_TOKEN=([^;]+)/.exec(set ?? '')?.[1], DEMO_TOKEN_SECRET)?.userCode).toBe('44010001');
  });
});

describe('5. what a caller reads is decided by their session', () => {
  it.each([
    ['getEncryptCode', { userCode: '44010002' }],
    ['getUmTUserInfo', { userCode: '44010002' }],
    ['queryManagerInfo', { userCode: '44010002' }],
    ['um/umtuser/queryUserRole', { userCode: '11010003' }],
    ['queryUserInfoByUserId', { userId: 'lina', comId: '44000000' }],
    ['queryMultipleWxConfig', { comId: '11000000' }],
  ])('GET /api/%s naming another staff member or province → 403, nothing upstream', async (name, query) => {
    const res = await refused(api().get(`/api/${name}`).query(query).set('cookie', staff), 403, 'FORBIDDEN');
    expect(res.body.error.message).toMatch(/^只能使用本人的身份信息/);
  });

  it('an organisation of another province is refused; one of the own province is served', async () => {
    await refused(api().get('/api/querySystemConfig').query({ configCode: 'smart_business_card', comCode: '11010000' }).set('cookie', staff), 403, 'FORBIDDEN');
    await refused(
      api().get('/api/qt/creategroupapply/multipleComCodesFilter').query({ comCodes: '44010000,11010000' }).set('cookie', staff),
      403,
      'FORBIDDEN',
    );
    expect((await api().get('/api/qt/creategroupapply/multipleComCodesFilter').query({ comCodes: '44010000,44030000' }).set('cookie', staff)).status).toBe(200);
  });

  it('caller fields are filled from the session when missing, and the own value is accepted', async () => {
    expect((await api().get('/api/getUmTUserInfo').set('cookie', staff)).status).toBe(200);
    expect((await api().get('/api/getUmTUserInfo').query({ userCode: '44010001' }).set('cookie', staff)).status).toBe(200);
    expect(calls('getUmTUserInfo').map((c) => c.query['userCode'])).toEqual(['44010001', '44010001']);
  });

  it('where the spec lets staff name colleagues (reviewer configuration, colleague search), they may', async () => {
    const reviewers = await api().get('/api/qt/creategroupapply/queryReviewerConfigList').query({ reviewerUserCode: '44010002' }).set('cookie', staff);
    expect(reviewers.body.ok, JSON.stringify(reviewers.body)).toBe(true);
    const search = await api().get('/api/fuzzyQueryUserByUserNameOrUserCode').query({ ...entryByName('fuzzyQueryUserByUserNameOrUserCode').example, comCode: '11010000' }).set('cookie', staff);
    expect(search.body.ok, JSON.stringify(search.body)).toBe(true);
  });

  it('the manager-info cache never serves one user’s record to another', async () => {
    const mine = await api().get('/api/queryManagerInfo').set('cookie', staff);
    const hers = await api().get('/api/queryManagerInfo').set('cookie', cookieFor('44010002'));
    expect(mine.body.data.managerName).toBe('张伟');
    expect(hers.body.data.managerName).toBe('李娜');
    expect(calls('queryManagerInfo')).toHaveLength(2);
  });

  it('the system-config cache is keyed by defaultValue too: one caller cannot poison what others read', async () => {
    const q = { configCode: 'no_such_config', comCode: '44010000' };
    const evil = await api().get('/api/querySystemConfig').query({ ...q, defaultValue: 'EVIL' }).set('cookie', staff);
    expect(JSON.stringify(evil.body)).toContain('EVIL');
    const other = await api().get('/api/querySystemConfig').query(q).set('cookie', cookieFor('44010002'));
    expect(JSON.stringify(other.body)).not.toContain('EVIL');
    expect(calls('querySystemConfig')).toHaveLength(2);
  });

  it('public white-list calls never carry the caller’s session upstream', async () => {
    expect((await api().get('/api/white/querySwitchConfig').query({ type: 'wx_temporarily_do' }).set('cookie', staff)).status).toBe(200);
    const [call] = calls('white/querySwitchConfig');
    expect(call?.cookieNames).toEqual([]);
    expect(call?.userCode).toBeUndefined();
  });
});

describe('6. weaker spots', () => {
  it('the OAuth redirect_uri comes from PUBLIC_URL, never from the Host header', async () => {
    const res = await api().get('/api/auth/wecom').query({ comId: '44000000', redirect: '/.//evil.example' }).set('host', 'evil.example');
    const uri = new URL(res.headers['location'] as string).searchParams.get('redirect_uri');
    expect(uri).toBe(`${PUBLIC_URL}/auth?comId=44000000`);
  });

  it('a stored redirect "/.//evil.example" comes back as a local path', async () => {
    const a = agent();
    const start = await a.get('/api/auth/wecom').query({ comId: '44000000', redirect: '/.//evil.example' });
    const state = new URL(start.headers['location'] as string).searchParams.get('state');
    const res = await a.post('/api/auth/exchange').set('x-csrf', '1').send({ code: 'demo-zhangwei', comId: '44000000', state });
    expect(res.body.data.redirect).toBe('/evil.example');
  });

  it('a validly signed token without exp is refused when tokens are verified', async () => {
    const u = DEMO_USERS[0]!;
    const payload = { comId: u.comId, comCode: u.comCode, userCode: u.userCode, userId: u.userId, mobile: u.mobile, systemRole: u.systemRole, iat: Math.floor(Date.now() / 1000) };
    // Signed with the demo's key, like a real token, but without exp.
    const h = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const b = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const noExp = `${h}.${b}.${createHmac('sha256', DEMO_TOKEN_SECRET).update(`${h}.${b}`).digest('base64url')}`;
    expect(decodeToken(noExp, DEMO_TOKEN_SECRET)).toBeUndefined();
    expect(decodeToken(noExp)).toMatchObject({ userCode: u.userCode }); // structurally fine: only verification refuses it
    await refused(api().get('/api/weixinCustPortraitDetail').query({ custId: CUST }).set('cookie', `USER_TOKEN=${noExp}`), 401, 'NOT_LOGGED_IN');
  });
});
