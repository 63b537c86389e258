import { createHash } from 'node:crypto';
import { PERMISSION_CONFIG_CODES } from '../../shared/domain/constants.js';
import { maskPhone } from '../../shared/domain/mask.js';
import { mobileChangedEntry, skipsMobileCheck, type MobileCheckEntry } from '../../shared/domain/mobile-check.js';
import { PERMISSION_WHITE_LIST } from '../../shared/routes/lists.js';
import type { PermissionDecision } from '../../shared/session-api.js';
import { ApiError } from '../http/answer.js';
import type { InvokeContext, Upstream } from '../upstream/upstream.js';
import { required, type StateStore, type StoreSpace } from '../state/store.js';
import type { Session } from './token.js';

// The route-entry permission checks of spec 000 §4, decided at the BFF for internal users (after
// the binding: a WeCom member whose token names no marketing userCode goes to
// /marketing/marketing-binding first):
//   smart business card — config smart_business_card '1' and no manager or claims-advisor record
//     → /business-card/register-card?redirect=cache&type=register
//   same mobile — config check_wecom_phone_same_as_khyx '1' and the marketing-system mobile
//     differs from the WeCom mobile → /customer-info/account-info?modifyMobile=1&avatar=…;
//     skipped within 24 h of a mobile change whose new mobile equals the looked-up one; an error
//     never blocks.
// Results are remembered per session; any remembered denial blocks until the user resolves the
// check, after which reset() clears them all and every check runs again. Both the results and the
// mobile-change window live in the state store, so every replica sees a reset at once. Remembered
// results are a cache: a store that cannot be reached means the checks run again (the upstream
// decides); a reset that cannot be stored answers 503 rather than pretend.

export const NO_MANAGER_MESSAGE = '查询失败，暂无此用户对应的客户经理或理赔顾问信息，请先注册！';
const REGISTER_CARD = { path: '/business-card/register-card', query: { redirect: 'cache', type: 'register' } };
const ACCOUNT_INFO = '/customer-info/account-info';
const MARKETING_BINDING = '/marketing/marketing-binding';

type CheckName = 'smartBusinessCard' | 'sameMobile';
type Remembered = Partial<Record<CheckName, PermissionDecision>>;

const DECISIONS_TTL_MS = 30 * 60_000;
const MOBILE_WINDOW_TTL_MS = 24 * 3600_000;
/** Sessions are keyed by a hash of their token: the store (Redis) never holds a token. */
const sessionKey = (session: Session) => createHash('sha256').update(session.token).digest('base64url');

export class PermissionService {
  private readonly decisions: StoreSpace;
  private readonly mobileChanges: StoreSpace;

  constructor(
    private readonly upstream: Upstream,
    store: StateStore,
    private readonly now: () => number = Date.now,
  ) {
    this.decisions = store.space('permission', 20_000);
    this.mobileChanges = store.space('mobile-change', 20_000);
    // A successful mobile change (account-info page) opens the 24-hour skip window.
    upstream.onSuccess('fwdapi/um/updateUserQWBySMSValid', async (_result, fields, ctx) => {
      const mobile = fields['mobile'];
      if (ctx.session && typeof mobile === 'string') await this.recordMobileChange(ctx.session, mobile);
    });
    this.watchBusinessCard(upstream);
  }

  /** The manager record changes when the business card is registered or updated: forget the cached one. */
  private watchBusinessCard(upstream: Upstream) {
    for (const call of ['mc/custManagerInfoRegister', 'mc/updateCustManagerInfo']) {
      upstream.onSuccess(call, async (_result, fields, ctx) => {
        const userCode = typeof fields['userCode'] === 'string' ? fields['userCode'] : ctx.session?.user.userCode;
        if (userCode) await upstream.forget('queryManagerInfo', { userCode }, ctx);
      });
    }
  }

  async recordMobileChange(session: Session, mobile: string): Promise<void> {
    await this.mobileChanges.set(session.user.userCode, mobileChangedEntry(maskPhone(mobile), this.now()), MOBILE_WINDOW_TTL_MS);
  }

  /** Forget everything remembered, for every session (tests; embedded store only). */
  clear() {
    for (const space of [this.decisions, this.mobileChanges]) (space as { clear?: () => void }).clear?.();
  }

  /** Forget every remembered result of this session: the checks run again (on every replica). */
  async reset(session: Session): Promise<void> {
    await required(this.decisions.delete(sessionKey(session)));
  }

  async decide(session: Session, path: string, ctx: InvokeContext): Promise<PermissionDecision> {
    if (session.user.systemRole === 'externalUser') return { permission: true, check: 'external' };
    // A WeCom member whose account is not bound to a marketing-system account (the upstream's token
    // names no userCode) binds it first; the binding pages themselves pass.
    if (!session.user.userCode) {
      if (path.startsWith('/marketing/')) return { permission: true, check: 'marketingBinding' };
      return { permission: false, check: 'marketingBinding', redirect: { path: MARKETING_BINDING, query: { comId: session.user.comId } } };
    }
    if (PERMISSION_WHITE_LIST.includes(path)) return { permission: true, check: 'whiteList' };
    const key = sessionKey(session);
    const remembered: Remembered = { ...((await this.decisions.get<Remembered>(key).catch(() => undefined)) ?? {}) };
    for (const decision of Object.values(remembered)) if (!decision.permission) return decision;

    let changed = false;
    let answer: PermissionDecision = { permission: true, check: 'none' };
    for (const check of ['smartBusinessCard', 'sameMobile'] as const) {
      let decision = remembered[check];
      if (!decision) {
        decision = check === 'smartBusinessCard' ? await this.smartBusinessCard(session, ctx) : await this.sameMobile(session, ctx);
        remembered[check] = decision;
        changed = true;
      }
      if (!decision.permission) {
        answer = decision;
        break;
      }
    }
    // Remembering is best effort: without the store the checks simply run again next time.
    if (changed) await this.decisions.set(key, remembered, DECISIONS_TTL_MS).catch(() => undefined);
    return answer;
  }

  private async switchOn(configCode: string, session: Session, ctx: InvokeContext): Promise<boolean> {
    const { data } = await this.upstream.invokeByName(
      'querySystemConfig',
      { configCode, comCode: session.user.comCode, defaultValue: '0' },
      ctx,
    );
    const d = (data ?? {}) as { configValue?: unknown; defaultValue?: unknown };
    return String(d.configValue ?? d.defaultValue ?? '0') === '1';
  }

  private async smartBusinessCard(session: Session, ctx: InvokeContext): Promise<PermissionDecision> {
    const pass = { permission: true, check: 'smartBusinessCard' };
    try {
      if (!(await this.switchOn(PERMISSION_CONFIG_CODES.smartBusinessCard, session, ctx))) return pass;
      const { data } = await this.upstream.invokeByName('queryManagerInfo', { userCode: session.user.userCode }, ctx);
      if (data && typeof data === 'object') return pass;
      return { permission: false, check: 'smartBusinessCard', redirect: REGISTER_CARD };
    } catch (err) {
      if (err instanceof ApiError && err.message === NO_MANAGER_MESSAGE) {
        return { permission: false, check: 'smartBusinessCard', redirect: REGISTER_CARD };
      }
      ctx.log.warn({ err }, 'smart business card check failed; not blocking');
      return pass;
    }
  }

  private async sameMobile(session: Session, ctx: InvokeContext): Promise<PermissionDecision> {
    const pass = { permission: true, check: 'sameMobile' };
    try {
      if (!(await this.switchOn(PERMISSION_CONFIG_CODES.sameMobile, session, ctx))) return pass;
      const { data } = await this.upstream.invokeByName(
        'queryUserInfoByUserId',
        { userId: session.user.userId, comId: session.user.comId },
        ctx,
      );
      const info = (data ?? {}) as { mobile?: string; marketingMobile?: string; avatar?: string };
      if (!info.mobile || !info.marketingMobile) return pass;
      const wecomMobile = maskPhone(info.mobile);
      const window = await this.mobileChanges.get<MobileCheckEntry>(session.user.userCode).catch(() => undefined);
      if (skipsMobileCheck(window, wecomMobile, this.now())) return pass;
      if (maskPhone(info.marketingMobile) === wecomMobile) return pass;
      return {
        permission: false,
        check: 'sameMobile',
        redirect: { path: ACCOUNT_INFO, query: { modifyMobile: '1', avatar: info.avatar ?? '' } },
      };
    } catch (err) {
      ctx.log.warn({ err }, 'same-mobile check failed; not blocking');
      return pass;
    }
  }
}
