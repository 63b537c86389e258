import type { GateName } from '../../shared/catalogue/index.js';
import type { Fields } from '../upstream/fields.js';
import { ApiError } from '../http/answer.js';
import { required, type StoreSpace } from '../state/store.js';

// Checks the BFF makes before a call whose permission depends on upstream state: asked of the
// upstream as the caller (their session's token), never decided from the request's fields, so the
// upstream never sees a call the caller may not make. Which gate a call needs is the catalogue's
// word (`gate`, and `inProvince(…, gate)` for a state-changing call that touches another branch).

/** Ask the upstream a catalogue call as the caller; resolves with its data. */
export type Ask = (name: string, fields: Fields) => Promise<unknown>;

export interface GateContext {
  /** Claims that must hold across replicas (the review gate's). */
  claims: StoreSpace;
}

/**
 * Something a gate took for this call (a claim), given back once the upstream has answered (its
 * own state then says what happened) and kept when the result is unknown.
 */
export interface Held {
  release(): Promise<void>;
}

export type Gate = (ask: Ask, fields: Fields, ctx: GateContext) => Promise<Held | void>;

export const NOT_REVIEWER = '您不是该申请的审核人，无权审核';
export const NO_ENTERPRISE_CONFIG = '您没有企业配置权限，请联系管理员开通后再新建或修改企业码、修理厂码';
export const REVIEW_IN_PROGRESS = '该申请正在审核中，不能重复审核';

/** How long a review claim lasts when it is not given back (a result that is unknown): no blind second review. */
const REVIEW_CLAIM_MS = 24 * 3600_000;

type Applies = { list?: Array<{ applyId?: unknown; status?: unknown; statusName?: unknown }> } | null;

export const GATES: Readonly<Record<GateName, Gate>> = {
  // The enterprise-config permission (spec 001 §6), which the upstream answers for this session:
  // enterprise and repair-shop codes, reviewer configuration, another branch's message blacklist.
  enterpriseConfig: async (ask) => {
    const per = (await ask('um/umtuser/getEnterpriseConfigPer', {})) as { permission?: unknown } | null;
    if (String(per?.permission ?? '0') !== '1') throw new ApiError(403, 'NO_ENTERPRISE_CONFIG', NO_ENTERPRISE_CONFIG);
  },

  // Spec 001 §7.7: only a configured reviewer reviews, once. The application is claimed first in the
  // state store (set-if-absent: one claim wins, on any replica); then, holding it, the applications
  // waiting for the caller's review (queryType 2, status 0) are the upstream's answer for this
  // session. A review that finished before the claim was won shows as reviewed there, so concurrent
  // reviews of one application send one review upstream.
  reviewer: async (ask, fields, ctx) => {
    const applyId = String(fields['applyId'] ?? '');
    const key = `review:${applyId}`;
    if (!(await required(ctx.claims.setIfAbsent(key, 1, REVIEW_CLAIM_MS)))) throw new ApiError(409, 'ALREADY_REVIEWED', REVIEW_IN_PROGRESS);
    const release = () => required(ctx.claims.delete(key));
    try {
      const mine = async (status?: string) =>
        ((await ask('qt/creategroupapply/queryApplyCreateGroup', { queryType: '2', ...(status ? { status } : {}), applyId, pageNo: 1, pageSize: 10 })) as Applies)?.list?.find(
          (a) => String(a.applyId) === applyId,
        );
      if (!(await mine('0'))) {
        // Reviewed already (by them or another reviewer of theirs): say so, as the upstream would.
        const done = await mine();
        if (done) throw new ApiError(409, 'ALREADY_REVIEWED', `该申请已${String(done.statusName ?? '审核')}，不能重复审核`);
        throw new ApiError(403, 'NOT_REVIEWER', NOT_REVIEWER);
      }
    } catch (err) {
      await release();
      throw err;
    }
    return { release };
  },
};
