import { signal } from '@preact/signals-react';
import type { SessionInfo } from '../../../../shared/session-api';
import { forgetBoot } from '../bootstrap';

// What the page knows of the session. The token itself lives in an HttpOnly cookie the page
// never sees: "having a token" means the BFF answered GET api/session with a user.

/** The signed-in user, app config and role routes; null when anonymous or not yet asked. */
export const session = signal<SessionInfo | null>(null);
/** Whether the BFF was asked in this page's life (null above may then mean "anonymous"). */
export const sessionChecked = signal(false);
/** Role routes added after login (route patterns), and the role they were generated for. */
export const roleRoutes = signal<{ role: string; groupChat: boolean; paths: ReadonlySet<string> } | null>(null);

/** A login happened (demo login, WeCom exchange): keep the new session, regenerate routes. */
export function acceptSession(info: SessionInfo) {
  forgetBoot();
  session.value = info;
  sessionChecked.value = true;
  roleRoutes.value = null;
}

/** The session is gone or belongs to another province: ask the BFF again on the next navigation. */
export function forgetSession() {
  forgetBoot();
  session.value = null;
  sessionChecked.value = false;
  roleRoutes.value = null;
}
