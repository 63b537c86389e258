import type { TokenPayload } from './session';

// The BFF's session endpoints (design.md "Session endpoints"), shared by the BFF and the client.
//
//   GET  /api/session?comId=         → SessionInfo            (401 when anonymous)
//   GET  /api/session/config?comId=  → AppConfig              (public; 400 缺少省份信息 without comId)
//   GET  /api/session/permission?path=&query=  → PermissionDecision
//   POST /api/session/permission/reset         → { reset: true } (rerun every check)
//   POST /api/session/logout                   → { loggedOut: true } (cookie cleared)
//   GET  /api/auth/wecom?comId=&redirect=      → 302 to WeCom OAuth (state cookie set)
//   POST /api/auth/exchange { code, comId, state } → { redirect } (cookie set; the client then removes code from the URL)
//   POST /api/auth/demo-login { userId, comId? }   → SessionInfo (only while the demo upstream runs)
//   GET  /api/auth/demo-users                      → DemoUserChoice[] (only while the demo upstream runs)
//   POST /api/auth/pc-qr → { loginId, qrUrl }; GET /api/auth/pc-qr/:loginId → { status, redirect? };
//   POST /api/auth/pc-qr/:loginId/confirm (the phone, logged in)
//   POST /api/auth/external { code, comId, state? } → SessionInfo (group-chat external user)

/** The user as the BFF shows it: the token payload without expiry and issued-at, the mobile masked (spec 000 §5). */
export type SessionUser = Pick<TokenPayload, 'comId' | 'comCode' | 'userCode' | 'userId' | 'mobile' | 'systemRole'>;

export interface AppConfig {
  wecomComId: string;
  userComId: string;
  vehicleUrl: string;
  /** URL-decoded. */
  frontUrl: string;
}

export interface SessionInfo {
  user: SessionUser;
  appConfig: AppConfig;
  /** Route paths (patterns) the role may open, from the shared route table. */
  routes: string[];
  /**
   * True only while the BFF runs with the demo upstream: outside WeCom the client may then show
   * the WeCom stand-in (simulated sends). With a real upstream it is false and WeCom-only actions
   * outside WeCom are refused (请在企业微信中打开后发送), never simulated.
   */
  wecomStandIn: boolean;
}

export interface PermissionDecision {
  permission: boolean;
  /** Where to go instead (the register-card or account-info page), with its query. */
  redirect?: { path: string; query: Record<string, string> };
  /** Which check decided: smartBusinessCard | sameMobile | whiteList | external | none. */
  check: string;
}

export interface DemoUserChoice {
  userId: string;
  name: string;
  comId: string;
  systemRole: string;
}

/**
 * What the BFF writes into a signed-in staff member's page (a JSON script tag with this id), so the
 * client's guard starts without asking: the same answers GET api/session/config, GET api/session
 * (for `comId`) and GET api/session/permission (for `permission.path`) would give this user now.
 * Absent for anonymous pages and public paths; the client uses each part once, and only for the
 * province and path it names — anything else is asked of the BFF as before.
 */
export interface PageBootstrap {
  comId: string;
  config: AppConfig;
  session: SessionInfo;
  permission?: { path: string; decision: PermissionDecision };
}
export const BOOTSTRAP_ELEMENT_ID = 'bff-boot';
