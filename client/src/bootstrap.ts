import { BOOTSTRAP_ELEMENT_ID, type AppConfig, type PageBootstrap, type PermissionDecision, type SessionInfo } from '../../shared/session-api';

// What the BFF wrote into this page for a signed-in staff member (shared/session-api.ts
// PageBootstrap): the app config, the session and the first route's permission decision, so the
// guard's first navigation asks nothing of the BFF. Each answer is used once, and only for the
// province (and path) it was made for; anything else goes to the BFF as before.

function read(): PageBootstrap | undefined {
  const el = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!el) return undefined;
  el.remove();
  try {
    return JSON.parse(el.textContent ?? '') as PageBootstrap;
  } catch {
    return undefined;
  }
}

let boot = read();
const used = { config: false, session: false, permission: false };

// ── First data: a screen's first calls started by the boot, not after the screen's chunk ran ──

type Fields = Record<string, unknown>;
interface FirstCall {
  method: 'GET' | 'POST';
  name: string;
  fields: Fields;
}

/**
 * The first calls of the screens most often opened cold (home, a customer, the article list), as
 * those screens make them (screens/home/api.ts loadMyWork and ModuleGrid, screens/customer/api.ts,
 * screens/content/Articles.tsx). A call the screen does not make the same way is simply not used:
 * the screen asks the BFF itself, as without this table.
 */
const FIRST_CALLS: Record<string, (query: URLSearchParams) => FirstCall[]> = {
  '/home/customer-home-page': () => [
    { method: 'POST', name: 'fwdapi/queryReservation', fields: { pageNo: 1, pageSize: 100 } },
    ...['2', '3', '6', '7'].map((taskType): FirstCall => ({ method: 'POST', name: 'weixinCustMainQuery', fields: { taskType, pageNo: 1, pageSize: 100 } })),
    { method: 'GET', name: 'queryHomeConfig', fields: {} },
  ],
  '/customer-info/customerInfo-detail': (q) => {
    const custId = q.get('custId');
    return custId ? ['weixinCustPortraitDetail', 'weixinCustStatusSearch', 'weixinCustValueInfoSearch'].map((name): FirstCall => ({ method: 'GET', name, fields: { custId } })) : [];
  },
  '/news/articles': (q) =>
    q.get('cat') || q.get('q')
      ? []
      : [
          { method: 'GET', name: 'queryMpNewsCategory', fields: {} },
          { method: 'GET', name: 'queryMpNews', fields: { pageNo: 1, pageSize: 10 } },
        ],
};

/** JSON with object keys sorted: the same fields in another order are the same call. */
const stable = (v: unknown): string =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? `{${Object.keys(v)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${stable((v as Fields)[k])}`)
        .join(',')}}`
    : (JSON.stringify(v) ?? '');
const keyOf = (method: string, name: string, fields: unknown) => `${method} ${name.replace(/^\/+/, '')} ${stable(fields ?? {})}`;

const early = new Map<string, Promise<Response>>();

/**
 * Start the first calls of the page's screen now, when the page is a signed-in staff member's and
 * the inlined decision lets them onto it (the guard decides the same from the same answers).
 */
function startFirstCalls() {
  if (!boot || String(boot.session.user.systemRole) === 'externalUser') return;
  const base = new URL(document.baseURI).pathname;
  const path = `/${location.pathname.slice(base.length)}`.replace(/\/+$/, '') || '/';
  const calls = FIRST_CALLS[path];
  if (!calls || (boot.permission && (boot.permission.path !== path || !boot.permission.decision.permission))) return;
  for (const c of calls(new URLSearchParams(location.search))) {
    const url = new URL(`api/${c.name}`, document.baseURI);
    if (c.method === 'GET') for (const [k, v] of Object.entries(c.fields)) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { accept: 'application/json', 'x-csrf': '1' };
    if (c.method === 'POST') headers['content-type'] = 'application/json';
    const started = fetch(url, { method: c.method, headers, credentials: 'same-origin', ...(c.method === 'POST' ? { body: JSON.stringify(c.fields) } : {}) });
    started.catch(() => undefined);
    early.set(keyOf(c.method, c.name, c.fields), started);
  }
}
startFirstCalls();

/** The answer of a call the boot started, if this is that call (once); the caller reads it as its own. */
export function takeEarly(method: string, name: string, fields: unknown): Promise<Response> | undefined {
  if (early.size === 0 || (typeof FormData !== 'undefined' && fields instanceof FormData)) return undefined;
  const key = keyOf(method, name, fields);
  const found = early.get(key);
  if (found) early.delete(key);
  return found;
}

/** The inlined app config of this province, once. */
export function bootConfig(comId: string): Promise<AppConfig> | undefined {
  if (!boot || used.config || boot.comId !== comId) return undefined;
  used.config = true;
  return Promise.resolve(boot.config);
}

/** The inlined session for this province, once. */
export function bootSession(comId: string): Promise<SessionInfo | null> | undefined {
  if (!boot || used.session || boot.comId !== comId) return undefined;
  used.session = true;
  return Promise.resolve(boot.session);
}

/** The inlined permission decision for this path, once (the first navigation's). */
export function bootPermission(path: string): Promise<PermissionDecision> | undefined {
  if (!boot?.permission || used.permission || boot.permission.path !== path) return undefined;
  used.permission = true;
  return Promise.resolve(boot.permission.decision);
}

/** Drop whatever is left (a login or logout: the inlined session is not this page's any more). */
export function forgetBoot() {
  boot = undefined;
  early.clear();
}
