import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../shared/domain/signed-cache';
import type { AppConfig, PermissionDecision, SessionInfo } from '../../shared/session-api';
import { routesForRole } from '../../shared/routes/lists';
import { decide, GROUP_CHAT_KEY, LOGIN_PENDING_KEY, MISSING_PROVINCE, type Decision, type GuardEnv } from '../../client/src/lib/guard/decide';
import { parseTarget } from '../../client/src/lib/navigation/target';

// The guard's decisions (spec 000 §4 steps 1–11) against a fake BFF.

const CONFIG: AppConfig = { wecomComId: '44000000', userComId: '44000000', vehicleUrl: '', frontUrl: '' };

function sessionOf(role: 'qyUser' | 'externalUser' = 'qyUser'): SessionInfo {
  return {
    user: { comId: '44000000', comCode: '44010000', userCode: '44010001', userId: 'zhangwei', mobile: '1380****001', systemRole: role },
    appConfig: CONFIG,
    routes: routesForRole(role).map((r) => r.path),
    wecomStandIn: false,
  };
}

interface FakeOptions {
  province?: string | null;
  session?: SessionInfo | null | (() => SessionInfo | null);
  permission?: PermissionDecision | Error;
  configFails?: boolean;
}

function fakeEnv(o: FakeOptions = {}) {
  let province = o.province === undefined ? '44000000' : o.province;
  const storage = createMemoryStorage();
  const configs = new Map<string, AppConfig>();
  const calls = { session: 0, config: 0, permission: 0, sleeps: 0 };
  const logged: string[] = [];
  const env: GuardEnv = {
    api: {
      session: async () => {
        calls.session++;
        const s = o.session;
        return typeof s === 'function' ? s() : (s ?? null);
      },
      config: async () => {
        calls.config++;
        if (o.configFails) throw new Error('down');
        return CONFIG;
      },
      permission: async () => {
        calls.permission++;
        if (o.permission instanceof Error) throw o.permission;
        return o.permission ?? { permission: true, check: 'none' };
      },
    },
    state: { session: null, checked: false, routes: null },
    storage,
    province: { get: () => province, set: (c) => void (province = c) },
    configs: { get: (c) => configs.get(c) ?? null, set: (c, v) => void configs.set(c, v) },
    sleep: async () => void calls.sleeps++,
    log: (m) => void logged.push(m),
  };
  return { env, storage, calls, logged, province: () => province };
}

/** Decide like the router does: "reenter" runs the guard again for the same target. */
async function guard(href: string, env: GuardEnv, from: string | null = null): Promise<Decision> {
  for (let i = 0; i < 5; i++) {
    const d = await decide(parseTarget(href), from ? parseTarget(from) : null, env);
    if (d.kind !== 'reenter') return d;
  }
  throw new Error('guard loops');
}

const redirectTo = (d: Decision) => (d.kind === 'redirect' ? `${d.to.path}${Object.keys(d.to.query).length ? `?${new URLSearchParams(d.to.query)}` : ''}` : d.kind);

describe('the navigation guard', () => {
  it('lets public pages and RESTful links pass at once, without asking the BFF', async () => {
    const { env, calls } = fakeEnv({ province: null });
    expect(await guard('/news/news-detail?newsId=1', env)).toEqual({ kind: 'pass' });
    expect(await guard('/open-service-manager/abc', env)).toEqual({ kind: 'pass' });
    expect(await guard('/external-insure-link/x/y', env)).toEqual({ kind: 'pass' });
    expect(calls).toEqual({ session: 0, config: 0, permission: 0, sleeps: 0 });
  });

  it('stores appType from the query in session storage', async () => {
    const { env, storage } = fakeEnv({ session: sessionOf() });
    await guard('/home/customer-home-page?appType=2', env);
    expect(storage.getItem('app-type')).toBe('2');
  });

  it('stores a new comId and forgets the session of the previous province', async () => {
    const { env, province } = fakeEnv({ session: sessionOf() });
    await guard('/home/customer-home-page', env);
    expect(env.state.checked).toBe(true);
    env.api.session = async () => null; // the BFF cleared the token for the new province
    const d = await guard('/home/customer-home-page?comId=11000000', env);
    expect(province()).toBe('11000000');
    expect(redirectTo(d)).toBe('/login?comId=11000000&redirect=%2Fhome%2Fcustomer-home-page%3FcomId%3D11000000');
  });

  it('without a province id: 缺少省份信息 and /error/500; error pages pass with flag=1 and the previous page', async () => {
    const { env } = fakeEnv({ province: null });
    const d = await guard('/home/customer-home-page', env);
    expect(d).toEqual({ kind: 'redirect', to: { path: '/error/500', query: { reason: 'province' } }, replace: true, message: MISSING_PROVINCE });
    const e = await guard('/error/500', env, '/poster/index?x=1');
    expect(redirectTo(e)).toBe('/error/500?flag=1&redirect=%2Fposter%2Findex%3Fx%3D1');
    expect(await guard('/error/500?flag=1', env)).toEqual({ kind: 'pass' });
  });

  it('loads the app config once per province (store before server) and goes to /error/500 when it fails', async () => {
    const { env, calls } = fakeEnv({ session: sessionOf() });
    await guard('/home/customer-home-page', env);
    await guard('/poster/index', env);
    expect(calls.config).toBe(1);
    const failing = fakeEnv({ configFails: true });
    expect(redirectTo(await guard('/home/customer-home-page', failing.env))).toBe('/error/500?reason=config');
  });

  it('with no session sends protected pages to /login carrying the target, and lets the login white list pass', async () => {
    const { env } = fakeEnv({ session: null });
    const d = await guard('/customer-info/customerInfo-detail?custId=9', env);
    expect(d.kind === 'redirect' && d.to.path).toBe('/login');
    expect(d.kind === 'redirect' && d.to.query).toEqual({ comId: '44000000', redirect: '/customer-info/customerInfo-detail?custId=9' });
    expect(await guard('/login', fakeEnv({ session: null }).env)).toEqual({ kind: 'pass' });
    for (const p of ['/login', '/auth', '/marketing/marketing-binding', '/marketing/account-info', '/marketing/scan-code-binding', '/error/404']) {
      expect(await guard(p, env), p).toEqual({ kind: 'pass' });
    }
  });

  it('waits for the token only when coming back from login (1 s apart, up to 10 tries)', async () => {
    let n = 0;
    const { env, calls, storage } = fakeEnv({ session: () => (++n >= 4 ? sessionOf() : null) });
    storage.setItem(LOGIN_PENDING_KEY, '1');
    expect(await guard('/home/customer-home-page', env)).toEqual({ kind: 'pass' });
    expect(calls.session).toBe(4);
    expect(calls.sleeps).toBe(3);
    expect(storage.getItem(LOGIN_PENDING_KEY)).toBeNull();

    const never = fakeEnv({ session: null });
    never.storage.setItem(LOGIN_PENDING_KEY, '1');
    expect(redirectTo(await guard('/home/customer-home-page', never.env))).toMatch(/^\/login/);
    expect(never.calls.session).toBe(10);

    const notWaiting = fakeEnv({ session: null });
    await guard('/home/customer-home-page', notWaiting.env);
    expect(notWaiting.calls.session).toBe(1);
    expect(notWaiting.calls.sleeps).toBe(0);
  });

  it('adds the role routes once, then re-enters the same target', async () => {
    const { env, calls } = fakeEnv({ session: sessionOf() });
    const first = await decide(parseTarget('/poster/index'), null, env);
    expect(first).toEqual({ kind: 'reenter' });
    expect(env.state.routes?.paths.has('/poster/index')).toBe(true);
    expect(await decide(parseTarget('/poster/index'), null, env)).toEqual({ kind: 'pass' });
    expect(await decide(parseTarget('/mine/index'), null, env)).toEqual({ kind: 'pass' });
    expect(calls.session).toBe(1);
  });

  it('sends a role route the role did not receive to /error/404', async () => {
    const { env } = fakeEnv({ session: sessionOf('externalUser') });
    expect(redirectTo(await guard('/home/customer-home-page', env))).toBe('/error/404');
    expect(await guard('/robot/add-relation', env)).toEqual({ kind: 'pass' });
  });

  it('gives a group-chat external user only the quotation detail', async () => {
    const { env, storage } = fakeEnv({ session: null });
    const d = await guard('/robot/chat-room-open-quotation-detail?id=Q1', env);
    expect(redirectTo(d)).toMatch(/^\/login/);
    expect(storage.getItem(GROUP_CHAT_KEY)).toBe('1');
    env.api.session = async () => sessionOf('externalUser');
    env.state.checked = false;
    expect(await guard('/robot/chat-room-open-quotation-detail?id=Q1', env)).toEqual({ kind: 'pass' });
    expect(redirectTo(await guard('/robot/add-relation', env))).toBe('/error/404');
  });

  it('stores the intended page as redirect info and replaces it with the page the permission check names', async () => {
    const permission: PermissionDecision = { permission: false, check: 'smartBusinessCard', redirect: { path: '/business-card/register-card', query: { redirect: 'cache', type: 'register' } } };
    const { env, storage } = fakeEnv({ session: sessionOf(), permission });
    const d = await guard('/poster/index?tab=2', env);
    expect(d).toEqual({ kind: 'redirect', to: permission.redirect, replace: true });
    expect(JSON.parse(storage.getItem('tmp-redirect-info')!)).toEqual({ path: '/poster/index', query: { tab: '2' } });
  });

  it('skips the permission check on its white list and for external users', async () => {
    const denied: PermissionDecision = { permission: false, check: 'sameMobile', redirect: { path: '/customer-info/account-info', query: { modifyMobile: '1' } } };
    const { env, calls } = fakeEnv({ session: sessionOf(), permission: denied });
    expect(await guard('/business-card/register-card', env)).toEqual({ kind: 'pass' });
    expect(await guard('/customer-info/account-info?modifyMobile=1', env)).toEqual({ kind: 'pass' });
    expect(calls.permission).toBe(0);
    const ext = fakeEnv({ session: sessionOf('externalUser'), permission: denied });
    expect(await guard('/robot/add-relation', ext.env)).toEqual({ kind: 'pass' });
    expect(ext.calls.permission).toBe(0);
  });

  it('logs a failing permission check or route generation and lets the navigation continue', async () => {
    const { env, logged } = fakeEnv({ session: sessionOf(), permission: new Error('upstream down') });
    expect(await guard('/poster/index', env)).toEqual({ kind: 'pass' });
    expect(logged).toContain('permission check failed');

    const broken = fakeEnv({ session: { ...sessionOf(), routes: 42 as unknown as string[] } });
    const warn = vi.fn();
    broken.env.log = warn;
    expect(await guard('/mine/index', broken.env)).toEqual({ kind: 'pass' });
    expect(warn).toHaveBeenCalledWith('route generation failed', expect.anything());
  });
});
