import type { AppConfig, DemoUserChoice, PermissionDecision, SessionInfo } from '../../../../shared/session-api';
import { ApiError } from '../api/errors';
import { request } from '../api/http';

// The BFF's session endpoints (shared/session-api.ts).

/** GET api/session: the session, or null when anonymous (401). */
export async function fetchSession(comId?: string): Promise<SessionInfo | null> {
  try {
    return await request<SessionInfo>('GET', 'session', { query: { comId }, expiry: false });
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

export const fetchAppConfig = (comId: string) => request<AppConfig>('GET', 'session/config', { query: { comId }, expiry: false });

export const fetchPermission = (path: string, query: Record<string, string>) =>
  request<PermissionDecision>('GET', 'session/permission', { query: { path, query: new URLSearchParams(query).toString() } });

export const resetPermission = () => request<{ reset: boolean }>('POST', 'session/permission/reset');
export const logout = () => request<{ loggedOut: boolean }>('POST', 'session/logout', { expiry: false });

export const fetchDemoUsers = () => request<DemoUserChoice[]>('GET', 'auth/demo-users', { expiry: false });
export const demoLogin = (userId: string, comId?: string) => request<SessionInfo>('POST', 'auth/demo-login', { body: { userId, comId }, expiry: false });
export const exchangeCode = (code: string, comId: string, state: string) =>
  request<{ redirect: string }>('POST', 'auth/exchange', { body: { code, comId, state }, expiry: false });
export const externalLogin = (code: string, comId: string, state: string) =>
  request<SessionInfo>('POST', 'auth/external', { body: { code, comId, state }, expiry: false });
