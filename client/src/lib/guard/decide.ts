import { SESSION_KEYS, TOKEN_WAIT_INTERVAL_MS, TOKEN_WAIT_TRIES } from '../../../../shared/domain/constants';
import type { KeyValueStorage } from '../../../../shared/domain/signed-cache';
import {
  findRoute,
  GROUP_CHAT_ENTRY,
  isErrorPath,
  isLoginWhiteListed,
  isPermissionWhiteListed,
  isPublicPath,
  isRoleRoute,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  routesForRole,
  SERVER_ERROR_PATH,
} from '../../../../shared/routes/lists';
import type { AppConfig, PermissionDecision, SessionInfo } from '../../../../shared/session-api';
import { formatTarget, type Target } from '../navigation/target';

// The start-up navigation guard of spec 000 §4 (steps 1–11) as decision logic: no DOM, no
// fetch — everything it reads or changes comes through GuardEnv, so tests drive it with fakes.
// Steps 1 (the wx_request_do switch) and 9 (config reload on a userComId mismatch) are the
// BFF's: it applies the switch to upstream calls and answers GET api/session with the
// reloaded config.

export type Decision =
  | { kind: 'pass' }
  /** Go to `to` instead; replace: the redirect replaces the intended entry. */
  | { kind: 'redirect'; to: Target; replace: boolean; message?: string }
  /** Role routes were just added: run the guard again for the same target, with replace. */
  | { kind: 'reenter' };

export const MISSING_PROVINCE = '缺少省份信息';
/** The `reason` query of /error/500: the error page says why (screens/ErrorPage.tsx). */
export const ERROR_REASON = { province: 'province', config: 'config' } as const;
/** sessionStorage: set before leaving for login, so the guard waits for the token on return. */
export const LOGIN_PENDING_KEY = 'login-pending';
/** sessionStorage: the external user logged in through the group-chat quotation page. */
export const GROUP_CHAT_KEY = 'group-chat-login';

export interface GuardApi {
  /** The session, or null when anonymous. */
  session(comId: string): Promise<SessionInfo | null>;
  config(comId: string): Promise<AppConfig>;
  permission(path: string, query: Record<string, string>): Promise<PermissionDecision>;
}

export interface GuardState {
  session: SessionInfo | null;
  /** The BFF was asked already (session null then means anonymous). */
  checked: boolean;
  routes: { role: string; groupChat: boolean; paths: ReadonlySet<string> } | null;
  /** The first signed-in page of this page load was decided (the visit's entry; public pages before it do not count). */
  entered?: boolean;
}

export interface GuardEnv {
  api: GuardApi;
  state: GuardState;
  /** sessionStorage. */
  storage: KeyValueStorage;
  /** The stored system province id (the query comId last seen). */
  province: { get(): string | null; set(comId: string): void };
  /** App config: the in-memory store, then the signed local cache. */
  configs: { get(comId: string): AppConfig | null; set(comId: string, config: AppConfig): void };
  sleep(ms: number): Promise<void>;
  log(message: string, err: unknown): void;
}

const pass: Decision = { kind: 'pass' };
const redirect = (to: Target, replace: boolean, message?: string): Decision => ({ kind: 'redirect', to, replace, ...(message ? { message } : {}) });

/** Step 6: no province id. Error pages pass (flag=1 and where the user came from); else /error/500. */
function missingProvince(to: Target, from: Target | null): Decision {
  if (isErrorPath(to.path)) {
    if (to.query['flag'] === '1') return pass;
    return redirect({ path: to.path, query: { ...to.query, flag: '1', ...(from ? { redirect: formatTarget(from) } : {}) } }, true);
  }
  return redirect({ path: SERVER_ERROR_PATH, query: { reason: ERROR_REASON.province } }, true, MISSING_PROVINCE);
}

/** Step 8: ask the BFF; coming back from login, wait for the token (1 s, up to 10 tries). */
async function obtainSession(env: GuardEnv, provinceId: string): Promise<SessionInfo | null> {
  const waiting = env.storage.getItem(LOGIN_PENDING_KEY) === '1';
  let info = await env.api.session(provinceId);
  for (let i = 1; !info && waiting && i < TOKEN_WAIT_TRIES; i++) {
    await env.sleep(TOKEN_WAIT_INTERVAL_MS);
    info = await env.api.session(provinceId);
  }
  env.storage.removeItem(LOGIN_PENDING_KEY);
  return info;
}

/** The role routes: what the BFF granted, within what the table gives the role. */
export function generateRoutes(info: SessionInfo, groupChat: boolean): GuardState['routes'] {
  const role = String(info.user.systemRole);
  const granted = new Set(info.routes);
  const paths = new Set(routesForRole(role, { groupChat }).map((r) => r.path).filter((p) => granted.has(p)));
  return { role, groupChat, paths };
}

export async function decide(to: Target, from: Target | null, env: GuardEnv): Promise<Decision> {
  const { state, storage } = env;
  // Step 3: public pages and RESTful links pass at once.
  if (isPublicPath(to.path)) return pass;

  // Step 4: remember the app type.
  const appType = to.query['appType'];
  if (appType) storage.setItem(SESSION_KEYS.appType, appType);

  // Step 5: another province in the query: the old token goes (the BFF clears the cookie on the
  // next GET api/session with the new comId), and the new id is stored.
  const queryComId = to.query['comId']?.trim();
  if (queryComId && queryComId !== env.province.get()) {
    state.session = null;
    state.checked = false;
    state.routes = null;
    env.province.set(queryComId);
  }

  // Step 6: no province id.
  const provinceId = env.province.get();
  if (!provinceId) return missingProvince(to, from);

  // Step 7: app config (store, then cache, then server).
  if (!env.configs.get(provinceId)) {
    try {
      env.configs.set(provinceId, await env.api.config(provinceId));
    } catch (err) {
      env.log('app config failed', err);
      return redirect({ path: SERVER_ERROR_PATH, query: { reason: ERROR_REASON.config } }, true);
    }
  }

  // Step 8: the token (session), then the role routes once. The login white list passes
  // whatever the answer (step 11), so it is not asked for there: an anonymous probe is a 401.
  if (!state.checked && isLoginWhiteListed(to.path)) return pass;
  if (!state.checked) {
    try {
      state.session = await obtainSession(env, provinceId);
    } catch (err) {
      env.log('session check failed', err);
      state.session = null;
    }
    state.checked = true;
  }
  const info = state.session;
  if (info) {
    const role = String(info.user.systemRole);
    // Every link in the chat is an entry of its own: a customer who came in through the quotation
    // link and later opens the robot's 客户报备 link (or its public bind page, then 客户报备)
    // enters through that page, with the pages it leads to — not 页面不存在. Only a visit that
    // starts at the quotation link has that page alone (spec 000 §2).
    if (!state.entered) {
      state.entered = true;
      if (role === 'externalUser' && to.path !== GROUP_CHAT_ENTRY && routesForRole(role).some((r) => r.path === to.path)) storage.removeItem(GROUP_CHAT_KEY);
    }
    const groupChat = storage.getItem(GROUP_CHAT_KEY) === '1';
    if (!state.routes || state.routes.role !== role || state.routes.groupChat !== groupChat) {
      try {
        state.routes = generateRoutes(info, groupChat);
        return { kind: 'reenter' };
      } catch (err) {
        env.log('route generation failed', err);
      }
    }
    // A role route the role did not receive does not exist for this user (spec 000 §6).
    const route = findRoute(to.path);
    if (route && isRoleRoute(route) && state.routes && !state.routes.paths.has(route.path)) {
      return redirect({ path: NOT_FOUND_PATH, query: {} }, true);
    }

    // Step 10: permission checks (internal users only; the white list skips them).
    if (isPermissionWhiteListed(to.path) || role === 'externalUser') return pass;
    try {
      const decision = await env.api.permission(to.path, to.query);
      if (!decision.permission) {
        if (decision.redirect) {
          storage.setItem(SESSION_KEYS.redirectInfo, JSON.stringify({ path: to.path, query: to.query }));
          return redirect({ path: decision.redirect.path, query: decision.redirect.query ?? {} }, true);
        }
        return redirect({ path: '/error/401', query: {} }, true);
      }
    } catch (err) {
      env.log('permission check failed', err);
    }
    return pass;
  }

  // Step 11: no token.
  if (isLoginWhiteListed(to.path)) return pass;
  // The group-chat quotation page is the external user's way in: remember that for the routes.
  if (to.path === GROUP_CHAT_ENTRY) storage.setItem(GROUP_CHAT_KEY, '1');
  return redirect({ path: LOGIN_PATH, query: { comId: provinceId, redirect: formatTarget(to) } }, false);
}
