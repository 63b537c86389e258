import type { TokenPayload } from '../../shared/session';
import type { DemoUser } from '../data/users';
import type { DemoState } from '../types';

// The auth section's state (handlers/auth.ts): one-time codes, PC scan-code logins, contact remarks,
// the marketing-system mobile and SMS codes, manager registrations, WeCom bindings.

export interface PendingSms {
  mobile: string;
  code: string;
  sentAt: number;
  expiresAt: number;
}
export interface Remark {
  remark: string;
  description: string;
  remarkMobiles: string[];
}
export interface QrLogin {
  state: 'waiting' | 'confirmed' | 'delivered';
  createdAt: number;
  payload?: Omit<TokenPayload, 'iat' | 'exp'>;
}
export type Manager = DemoUser['manager'];

/** The message the manager look-up answers when the user has no manager or claims-advisor record. */
export const NO_MANAGER_MESSAGE = '查询失败，暂无此用户对应的客户经理或理赔顾问信息，请先注册！';

export interface AuthTables {
  /** One-time OAuth codes minted by codeExchangeId.do. */
  oauthCodes: Map<string, { userId: string; expiresAt: number }>;
  qrLogins: Map<string, QrLogin>;
  /** Remarks set through modifyExternalContactRemark.do, by `${staffUserId}:${externalUserId}`. */
  remarks: Map<string, Remark>;
  /** The marketing-system mobile as changed by updateUserQWBySMSValid, by userCode. */
  mobiles: Map<string, { mobile: string; changedAt: string }>;
  /** The pending SMS code per userCode (null once used); 张伟 has the catalogue example's pending. */
  smsCodes: Map<string, PendingSms | null>;
  /** How many codes were sent per userCode (each code differs). */
  smsSent: Map<string, number>;
  /** Manager registrations overriding the seeded record (null = none), by userCode. */
  managers: Map<string, Manager>;
  wechatMessages: Array<{ msgId: string; certificateNo: string; content: string; msgType: string; userCode: string | undefined; sentAt: string }>;
  /** The marketing account a not-yet-bound WeCom member bound (bindUserQW), by userId. */
  qwBindings: Map<string, string>;
  /** The pending binding SMS code, by userId. */
  bindSms: Map<string, PendingSms & { userCode: string; tries?: number }>;
  usedBindCodes: Set<string>;
  logouts: Map<string, string>;
  ssoTokens: Map<string, string | undefined>;
}

export function seed(): AuthTables {
  return {
    oauthCodes: new Map(),
    qrLogins: new Map(),
    remarks: new Map(),
    mobiles: new Map(),
    // The code sent to 张伟 before the demo started (the catalogue example of updateUserQWBySMSValid).
    smsCodes: new Map([['44010001', { mobile: '13800138001', code: '246810', sentAt: 0, expiresAt: Number.MAX_SAFE_INTEGER }]]),
    smsSent: new Map(),
    managers: new Map(),
    wechatMessages: [],
    qwBindings: new Map(),
    bindSms: new Map(),
    usedBindCodes: new Set(),
    logouts: new Map(),
    ssoTokens: new Map(),
  };
}

/**
 * The marketing-system account a WeCom member's account is bound to: their own, or — for a member
 * not bound yet (qwUnbound) — the one bound through fwdapi/um/bindUserQW, else '' (none).
 */
export function boundUserCode(state: DemoState | undefined, user: DemoUser): string {
  if (!user.qwUnbound) return user.userCode;
  return state?.auth.qwBindings.get(user.userId) ?? '';
}

/** The marketing-system mobile, as changed by updateUserQWBySMSValid or as seeded. */
export function marketingMobileOf(state: DemoState, user: DemoUser): { mobile: string; changedAt: string | undefined } {
  const changed = state.auth.mobiles.get(user.userCode);
  return changed ?? { mobile: user.marketingMobile, changedAt: user.mobileChangedAt };
}

/** The manager or claims-advisor record: a registration wins over the seeded one. */
export function managerOf(state: DemoState, user: DemoUser): Manager {
  const m = state.auth.managers;
  return m.has(user.userCode) ? (m.get(user.userCode) ?? null) : user.manager;
}

export const pendingSms = (state: DemoState, userCode: string): PendingSms | undefined => state.auth.smsCodes.get(userCode) ?? undefined;
