import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN_SECRET } from '../../demo/token.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { decodeToken } from '../../server/session/token.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { cookieFor, tokenFor } from '../helpers/session.js';

// Sessions, roles and permission (spec 000 §4, §6, §8; spec 001 §6), against the demo upstream.

let stack: TestStack;
let clock = Date.now();
beforeAll(async () => {
  stack = await startStack({ TOKEN_SECRET: DEMO_TOKEN_SECRET }, { now: () => clock });
});
afterAll(() => stack.close());
afterEach(() => {
  stack.demo.resetData();
  // The demo signs the same token for the same user within a second: forget remembered decisions too.
  stack.forget();
  clock = Date.now();
});

const api = () => request(stack.app.server);
const agent = () => request.agent(stack.app.server);
const calls = (name: string) => stack.demo.state.calls.filter((c) => c.name === name);
const setConfig = (code: string, value: string) => stack.demo.state.config.systemConfig.set(code, value);

async function demoLogin(userId: string, comId?: string) {
  const a = agent();
  const res = await a.post('/api/auth/demo-login').set('x-csrf', '1').send({ userId, ...(comId ? { comId } : {}) });
  expect(res.status).toBe(200);
  return { a, res };
}

const tokenCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('USER_TOKEN=')) ?? '';

describe('login and the token kept by the BFF', () => {
  it('GET /api/session without a session → 401 in the one answer shape', async () => {
    const res = await api().get('/api/session').query({ comId: '44000000' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ ok: false, error: { code: 'NOT_LOGGED_IN', message: '未登录或登录已过期' } });
  });

  it('the demo login sets an HttpOnly, SameSite=Strict cookie and never shows the token to page script', async () => {
    const { a, res } = await demoLogin('zhangwei');
    const cookie = tokenCookie(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const token = /USER_TOKEN=([^;]+)/.exec(cookie)![1]!;
    expect(JSON.stringify(res.body)).not.toContain(token);
    const session = await a.get('/api/session').query({ comId: '44000000' });
    expect(JSON.stringify(session.body)).not.toContain(token);
  });

  it('GET /api/session: the user from the token (mobile masked, no expiry or issued-at), app config with frontUrl decoded, the role routes', async () => {
    const { a } = await demoLogin('zhangwei');
    const res = await a.get('/api/session').query({ comId: '44000000' });
    expect(res.status).toBe(200);
    const { user, appConfig, routes } = res.body.data;
    expect(user).toEqual({ comId: '44000000', comCode: '44010000', userCode: '44010001', userId: 'zhangwei', mobile: '1380****001', systemRole: 'qyUser' });
    expect(user.exp).toBeUndefined();
    expect(appConfig.frontUrl).not.toMatch(/%[0-9A-F]{2}/i);
    expect(appConfig.userComId).toBe('44000000');
    expect(routes).toContain('/customer-info/customerInfo-detail');
    expect(routes).toContain('/robot/chat-room-open-quotation-detail');
  });

  it('an externalUser receives only the routes whose roles include it', async () => {
    const { a } = await demoLogin('wm_ext_chen');
    const { routes } = (await a.get('/api/session').query({ comId: '44000000' })).body.data;
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.every((r: string) => r.startsWith('/robot/'))).toBe(true);
    expect(routes).toContain('/robot/chat-room-open-quotation-detail');
  });

  it('with TOKEN_SECRET: a forged, an expired or a malformed token is no session, and the cookie is cleared', async () => {
    const good = tokenFor();
    const [h, b] = good.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...decodeToken(good), userCode: '44010002' })).toString('base64url')}.${good.split('.')[2]}`;
    const expired = tokenFor('44010001', -10);
    for (const token of [forged, expired, `${h}.${b}`, 'not-a-token']) {
      const res = await api().get('/api/session').query({ comId: '44000000' }).set('cookie', `USER_TOKEN=${token}; WEIXIN_USER_COMID=44000000`);
      expect(res.status, token).toBe(401);
      expect(tokenCookie(res)).toMatch(/USER_TOKEN=;/);
    }
  });

  it('without TOKEN_SECRET any three-part token with a decodable payload is accepted', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, upstreamUrl: stack.demo.url, logger: false });
    await app.ready();
    const payload = Buffer.from(JSON.stringify({ comId: '44000000', comCode: '44010000', userCode: '44010001', userId: 'zhangwei', mobile: '13800138001', systemRole: 'qyUser' })).toString('base64url');
    const res = await request(app.server).get('/api/session').query({ comId: '44000000' }).set('cookie', `USER_TOKEN=x.${payload}.unsigned`);
    expect(res.status).toBe(200);
    await app.close();
  });

  it('status 16 in the middle of a session → 401, the cookie cleared, and the session gone', async () => {
    const { a } = await demoLogin('zhangwei');
    stack.demo.fault('weixinCustPortraitDetail', { kind: 'status16', times: 1 });
    const res = await a.get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('LOGIN_TIMEOUT');
    expect((await a.get('/api/session').query({ comId: '44000000' })).status).toBe(401);
  });

  it('logout calls logout.do and clears the cookie', async () => {
    const { a } = await demoLogin('zhangwei');
    const res = await a.post('/api/session/logout').set('x-csrf', '1');
    expect(res.body).toEqual({ ok: true, data: { loggedOut: true } });
    expect(calls('logout')).toHaveLength(1);
    expect((await a.get('/api/session').query({ comId: '44000000' })).status).toBe(401);
  });

  it('without the demo upstream there is no demo login, no fake-login mirror and no stand-in for WeCom’s mass-send confirmation', async () => {
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), upstreamUrl: stack.demo.url, logger: false, demo: false });
    await app.ready();
    expect((await request(app.server).post('/api/auth/demo-login').set('x-csrf', '1').send({ userId: 'zhangwei' })).status).toBe(404);
    expect((await request(app.server).post('/api/fake-login').set('x-csrf', '1').send({ userId: 'zhangwei' })).status).toBe(404);
    expect((await request(app.server).post('/api/demo/mass-confirm').set('x-csrf', '1').set('cookie', cookieFor()).send({ historyId: 'GH202600000004' })).status).toBe(404);
    await app.close();
  });
});

describe('province handling (spec 000 §4 steps 5–7)', () => {
  it('a missing province id → 400 缺少省份信息', async () => {
    const res = await api().get('/api/session').set('cookie', cookieFor());
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'MISSING_PROVINCE', message: '缺少省份信息' });
  });

  it('a token for another province: a query comId that differs from the stored one clears the token and stores the new one', async () => {
    const { a } = await demoLogin('zhangwei', '44000000');
    const res = await a.get('/api/session').query({ comId: '11000000' });
    expect(res.status).toBe(401);
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(set.some((c) => c.startsWith('USER_TOKEN=;'))).toBe(true);
    expect(set.some((c) => c.startsWith('WEIXIN_USER_COMID=11000000'))).toBe(true);
  });

  it('the stored province is used when the query has none; app config is fetched once per province', async () => {
    const { a } = await demoLogin('zhangwei', '44000000');
    expect((await a.get('/api/session')).status).toBe(200);
    expect((await a.get('/api/session')).status).toBe(200);
    expect(calls('queryAppConfig')).toHaveLength(1);
  });

  it('GET /api/session/config answers the province config without a session (the guard loads it before login)', async () => {
    const res = await api().get('/api/session/config').query({ comId: '11000000' });
    expect(res.body.ok).toBe(true);
    expect(res.body.data).toHaveProperty('wecomComId');
  });

  it('a config load failure is an error the client turns into /error/500', async () => {
    stack.demo.fault('queryAppConfig', { kind: 'http500' });
    const res = await api().get('/api/session/config').query({ comId: '44000000' });
    expect(res.status).toBe(502);
  });
});

describe('roles enforced at the BFF', () => {
  it('an externalUser reaches its robot/quotation calls and the white list, and gets 403 elsewhere with nothing sent upstream', async () => {
    const { a } = await demoLogin('wm_ext_chen');
    const staffCall = await a.get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' });
    expect(staffCall.status).toBe(403);
    expect(calls('weixinCustPortraitDetail')).toHaveLength(0);
    expect((await a.get('/api/white/querySwitchConfig').query({ type: 'wx_temporarily_do' })).body.ok).toBe(true);
  });
});

describe('permission decisions (spec 000 §4 route-entry checks)', () => {
  const decide = (a: ReturnType<typeof agent>, path = '/customer-info/customerInfo-detail') => a.get('/api/session/permission').query({ path });

  it('both switches off (default "0"): permitted', async () => {
    const { a } = await demoLogin('wangfang');
    expect((await decide(a)).body.data).toEqual({ permission: true, check: 'none' });
  });

  describe('smart business card (smart_business_card)', () => {
    it('on, and the user has a manager record: permitted', async () => {
      setConfig('smart_business_card', '1');
      const { a } = await demoLogin('zhangwei');
      expect((await decide(a)).body.data.permission).toBe(true);
    });

    it('on, and no manager or claims-advisor record → /business-card/register-card with redirect=cache and type=register', async () => {
      setConfig('smart_business_card', '1');
      const { a } = await demoLogin('wangfang');
      expect((await decide(a)).body.data).toEqual({
        permission: false,
        check: 'smartBusinessCard',
        redirect: { path: '/business-card/register-card', query: { redirect: 'cache', type: 'register' } },
      });
    });

    it('the manager query erroring does not block', async () => {
      setConfig('smart_business_card', '1');
      stack.demo.fault('queryManagerInfo', { kind: 'http500' });
      const { a } = await demoLogin('wangfang');
      expect((await decide(a)).body.data.permission).toBe(true);
    });

    it('a cached denial blocks every path; after registering and a reset, the checks run again and pass', async () => {
      setConfig('smart_business_card', '1');
      const { a } = await demoLogin('wangfang');
      expect((await decide(a)).body.data.permission).toBe(false);
      expect((await decide(a, '/home/customer-home-page')).body.data.permission).toBe(false);
      expect((await decide(a, '/business-card/register-card')).body.data).toEqual({ permission: true, check: 'whiteList' });
      const register = await a.post('/api/mc/custManagerInfoRegister').set('x-csrf', '1').send({ managerName: '王芳', managerType: 'manager', mobile: '13800138003', title: '客户经理' });
      expect(register.body.ok, JSON.stringify(register.body)).toBe(true);
      expect((await decide(a)).body.data.permission).toBe(false);
      await a.post('/api/session/permission/reset').set('x-csrf', '1');
      expect((await decide(a)).body.data.permission).toBe(true);
    });
  });

  describe('same mobile (check_wecom_phone_same_as_khyx)', () => {
    it('on, and the marketing-system mobile differs from the WeCom mobile → /customer-info/account-info with modifyMobile=1 and the avatar', async () => {
      setConfig('check_wecom_phone_same_as_khyx', '1');
      const { a } = await demoLogin('lina');
      const { data } = (await decide(a)).body;
      expect(data.permission).toBe(false);
      expect(data.check).toBe('sameMobile');
      expect(data.redirect.path).toBe('/customer-info/account-info');
      expect(data.redirect.query.modifyMobile).toBe('1');
      expect(data.redirect.query.avatar).toMatch(/^data:image\//);
    });

    it('on, and the mobiles match: permitted', async () => {
      setConfig('check_wecom_phone_same_as_khyx', '1');
      const { a } = await demoLogin('zhangwei');
      expect((await decide(a)).body.data.permission).toBe(true);
    });

    it('an error never blocks', async () => {
      setConfig('check_wecom_phone_same_as_khyx', '1');
      stack.demo.fault('queryUserInfoByUserId', { kind: 'malformed' });
      const { a } = await demoLogin('lina');
      expect((await decide(a)).body.data.permission).toBe(true);
    });

    it('the 24-hour window at both edges: skipped until 24 h after the change, checked again from then on', async () => {
      setConfig('check_wecom_phone_same_as_khyx', '1');
      const { a, res } = await demoLogin('lina');
      const token = /USER_TOKEN=([^;]+)/.exec(tokenCookie(res))![1]!;
      const session = { token, user: decodeToken(token)! };
      const changedAt = Date.now();
      clock = changedAt;
      // The marketing system has not caught up yet: the mobile she changed to is her WeCom mobile.
      await stack.app.permissions.recordMobileChange(session, '13800138002');
      clock = changedAt + 24 * 3600_000 - 1;
      expect((await decide(a)).body.data.permission).toBe(true);
      await a.post('/api/session/permission/reset').set('x-csrf', '1');
      clock = changedAt + 24 * 3600_000;
      expect((await decide(a)).body.data.permission).toBe(false);
    });

    it('a mobile change through the BFF opens the window and the reset reruns the checks', async () => {
      setConfig('check_wecom_phone_same_as_khyx', '1');
      const { a } = await demoLogin('lina');
      expect((await decide(a)).body.data.permission).toBe(false);
      const sent = await a.post('/api/fwdapi/um/sendSMSValidCode').set('x-csrf', '1').send({ userCode: '44010002', mobile: '13800138002' });
      expect(sent.body.ok, JSON.stringify(sent.body)).toBe(true);
      const smsCode = (sent.body.data as { demoSmsCode: string }).demoSmsCode;
      const change = await a.post('/api/fwdapi/um/updateUserQWBySMSValid').query({ userCode: '44010002', smsCode }).set('x-csrf', '1').send({ mobile: '13800138002' });
      expect(change.body.ok, JSON.stringify(change.body)).toBe(true);
      await a.post('/api/session/permission/reset').set('x-csrf', '1');
      expect((await decide(a)).body.data.permission).toBe(true);
    });
  });

  it('an externalUser skips the permission checks', async () => {
    setConfig('smart_business_card', '1');
    const { a } = await demoLogin('wm_ext_chen');
    expect((await decide(a, '/robot/chat-room-open-quotation-detail')).body.data).toEqual({ permission: true, check: 'external' });
  });
});

describe('the WeCom OAuth round trip, PC scan-code and external login', () => {
  async function start(a: ReturnType<typeof agent>, redirect: string, comId = '44000000') {
    const res = await a.get('/api/auth/wecom').query({ comId, redirect });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.location as string);
    return { location, state: location.searchParams.get('state')! };
  }

  it('redirects to WeCom with appid, redirect_uri and a state; the exchange checks the state and lands on the target', async () => {
    const a = agent();
    const { location, state } = await start(a, '/customer-info/query-customer?x=1');
    expect(location.origin + location.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(location.searchParams.get('redirect_uri')).toMatch(/\/auth\?comId=44000000$/);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    const bad = await a.post('/api/auth/exchange').set('x-csrf', '1').send({ code: 'demo-zhangwei', comId: '44000000', state: 'wrong' });
    expect(bad.status).toBe(400);
    const { state: fresh } = await start(a, '/customer-info/query-customer?x=1');
    const res = await a.post('/api/auth/exchange').set('x-csrf', '1').send({ code: 'demo-zhangwei', comId: '44000000', state: fresh });
    expect(res.body).toEqual({ ok: true, data: { redirect: '/customer-info/query-customer?x=1' } });
    expect((await a.get('/api/session')).body.data.user.userId).toBe('zhangwei');
  });

  it('a reused code or state fails (back or refresh after the exchange)', async () => {
    const a = agent();
    const { state } = await start(a, '/');
    const first = await a.post('/api/auth/exchange').set('x-csrf', '1').send({ code: 'demo-zhangwei', comId: '44000000', state });
    expect(first.body.ok).toBe(true);
    const again = await a.post('/api/auth/exchange').set('x-csrf', '1').send({ code: 'demo-zhangwei', comId: '44000000', state });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('BAD_STATE');
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])('a redirect target %s that is not a local path becomes /', async (target) => {
    const a = agent();
    const { state } = await start(a, target);
    const res = await a.post('/api/auth/exchange').set('x-csrf', '1').send({ code: 'demo-zhangwei', comId: '44000000', state });
    expect(res.body.data.redirect).toBe('/');
  });

  it('PC scan-code login: waiting → the phone confirms → the PC gets its session once', async () => {
    const pc = agent();
    const { loginId, qrUrl } = (await pc.post('/api/auth/pc-qr').set('x-csrf', '1')).body.data;
    expect(qrUrl).toContain(`pc-qr-code-login?loginId=${loginId}`);
    expect((await pc.get(`/api/auth/pc-qr/${loginId}`)).body.data.status).toBe('waiting');
    const { a: phone } = await demoLogin('zhangwei');
    expect((await phone.post(`/api/auth/pc-qr/${loginId}/scan`).set('x-csrf', '1')).status).toBe(200);
    expect((await phone.post(`/api/auth/pc-qr/${loginId}/confirm`).set('x-csrf', '1')).body.data.status).toBe('confirmed');
    const done = await pc.get(`/api/auth/pc-qr/${loginId}`);
    expect(done.body.data).toEqual({ status: 'confirmed', redirect: '/' });
    expect((await pc.get('/api/session').query({ comId: '44000000' })).body.data.user.userId).toBe('zhangwei');
    expect((await agent().get(`/api/auth/pc-qr/${loginId}`)).body.data.status).toBe('expired');
  });

  it('the group-chat external user logs in through the external exchange and gets only its routes', async () => {
    const a = agent();
    const { state } = await start(a, '/robot/chat-room-open-quotation-detail');
    const res = await a.post('/api/auth/external').set('x-csrf', '1').send({ code: 'demo-wm_ext_chen', comId: '44000000', state });
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.user.systemRole).toBe('externalUser');
    const { state: s2 } = await start(a, '/robot/chat-room-open-quotation-detail');
    const staff = await a.post('/api/auth/external').set('x-csrf', '1').send({ code: 'demo-zhangwei', comId: '44000000', state: s2 });
    expect(staff.status).toBe(403);
  });
});

describe('anti-forgery and CORS', () => {
  it('state-changing session calls need x-csrf: 1', async () => {
    const res = await api().post('/api/session/logout').set('cookie', cookieFor());
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CSRF');
  });

  it('CORS is closed by default', async () => {
    const res = await api().get('/api/session/config').query({ comId: '44000000' }).set('origin', 'https://other.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS_ORIGINS opens it to the named internal apps only', async () => {
    const s = await startStack({ CORS_ORIGINS: 'https://crm.internal.example' });
    try {
      const allowed = await request(s.app.server).get('/api/session/config').query({ comId: '44000000' }).set('origin', 'https://crm.internal.example');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://crm.internal.example');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      const other = await request(s.app.server).get('/api/session/config').query({ comId: '44000000' }).set('origin', 'https://other.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await s.close();
    }
  });
});
