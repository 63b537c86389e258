import { BOOTSTRAP_ELEMENT_ID, type AppConfig, type PageBootstrap, type PermissionDecision, type SessionInfo } from '../../../shared/session-api';

// What the BFF wrote into this page for a signed-in staff member (shared/session-api.ts
// PageBootstrap): the app config, the session and the first route's permission decision, so the
// guard's first navigation asks nothing of the BFF. Each answer is used once, and only for the
// province (and path) it was made for; anything else goes to the BFF as before.

let boot: PageBootstrap | undefined;
const el = document.getElementById(BOOTSTRAP_ELEMENT_ID);
try {
  boot = el ? (JSON.parse(el.textContent ?? '') as PageBootstrap) : undefined;
} catch {
  boot = undefined;
}
el?.remove();
const used = new Set<string>();

/** The inlined part `kind` if it is for `key` (province or path) and not used yet; marks it used. */
function take<T>(kind: string, key: string | undefined, value: T | undefined, wanted: string): Promise<T> | undefined {
  if (value === undefined || key !== wanted || used.has(kind)) return undefined;
  used.add(kind);
  return Promise.resolve(value);
}

/** The inlined app config of this province, once. */
export const bootConfig = (comId: string): Promise<AppConfig> | undefined => take('config', boot?.comId, boot?.config, comId);
/** The inlined session for this province, once. */
export const bootSession = (comId: string): Promise<SessionInfo> | undefined => take('session', boot?.comId, boot?.session, comId);
/** The inlined permission decision for this path, once (the first navigation's). */
export const bootPermission = (path: string): Promise<PermissionDecision> | undefined => take('permission', boot?.permission?.path, boot?.permission?.decision, path);

/** Drop whatever is left (a login or logout: the inlined session is not this page's any more). */
export function forgetBoot() {
  boot = undefined;
}
