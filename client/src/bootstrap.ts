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
}
