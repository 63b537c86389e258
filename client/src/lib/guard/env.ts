import { CACHE_KEYS, LOCAL_CACHE_TTL_MS } from '../../../../shared/domain/constants';
import { createMemoryStorage, createSignedCache, type KeyValueStorage } from '../../../../shared/domain/signed-cache';
import type { AppConfig } from '../../../../shared/session-api';
import { bootConfig, bootPermission, bootSession } from '../bootstrap';
import { fetchAppConfig, fetchPermission, fetchSession } from '../session/api';
import { roleRoutes, session, sessionChecked } from '../session/store';
import type { GuardEnv, GuardState } from './decide';

// The guard's real surroundings: the BFF, the session signals, web storage.

function storageOf(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const s = window[kind];
    s.getItem('probe');
    return s;
  } catch {
    return createMemoryStorage();
  }
}

export const local = storageOf('localStorage');
export const sessionStore = storageOf('sessionStorage');

/** The system province id (spec 000 §3), kept where the next visit finds it. */
export const PROVINCE_KEY = 'wx-com-id';

const configCache = createSignedCache({ storage: local, salt: 'wecom-staff-app/config', prefix: `${CACHE_KEYS.config}:`, defaultTtlMs: LOCAL_CACHE_TTL_MS });
const configStore = new Map<string, AppConfig>();

/** The guard's state lives in signals, so screens and the navbar see the same session. */
const state: GuardState = {
  get session() {
    return session.peek();
  },
  set session(v) {
    session.value = v;
  },
  get checked() {
    return sessionChecked.peek();
  },
  set checked(v) {
    sessionChecked.value = v;
  },
  get routes() {
    return roleRoutes.peek();
  },
  set routes(v) {
    roleRoutes.value = v;
  },
};

export const guardEnv: GuardEnv = {
  // The page's inlined answers first (bootstrap.ts), once each; then the BFF.
  api: {
    session: (comId) => bootSession(comId) ?? fetchSession(comId),
    config: (comId) => bootConfig(comId) ?? fetchAppConfig(comId),
    permission: (path, query) => bootPermission(path) ?? fetchPermission(path, query),
  },
  state,
  storage: sessionStore,
  province: {
    get: () => local.getItem(PROVINCE_KEY),
    set: (comId) => local.setItem(PROVINCE_KEY, comId),
  },
  configs: {
    get(comId) {
      const hit = configStore.get(comId) ?? configCache.get<AppConfig>(comId);
      if (hit) configStore.set(comId, hit);
      return hit ?? null;
    },
    set(comId, config) {
      configStore.set(comId, config);
      configCache.set(comId, config);
    },
  },
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  log: (message, err) => console.warn(`[guard] ${message}`, err),
};
