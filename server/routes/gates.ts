import type { Fields } from '../upstream/fields.js';
import { ApiError } from '../http/answer.js';

// Checks the BFF makes before a call whose permission depends on upstream state: asked of the
// upstream as the caller (their session's token), never decided from the request's fields, so the
// upstream never sees a call the caller may not make.

/** Ask the upstream a catalogue call as the caller; resolves with its data. */
export type Ask = (name: string, fields: Fields) => Promise<unknown>;
export type Gate = (ask: Ask, fields: Fields) => Promise<void>;

export const NOT_REVIEWER = '您不是该申请的审核人，无权审核';

type Applies = { list?: Array<{ applyId?: unknown; status?: unknown; statusName?: unknown }> } | null;

export const NO_ENTERPRISE_CONFIG = '您没有企业配置权限，请联系管理员开通后再新建或修改企业码、修理厂码';

export const GATES: Readonly<Record<string, Gate>> = {
  // Creating or changing an enterprise or repair-shop code needs the enterprise-config permission
  // (spec 001 §6), which the upstream answers for this session.
  saveOrgCode: async (ask) => {
    const per = (await ask('um/umtuser/getEnterpriseConfigPer', {})) as { permission?: unknown } | null;
    if (String(per?.permission ?? '0') !== '1') throw new ApiError(403, 'NO_ENTERPRISE_CONFIG', NO_ENTERPRISE_CONFIG);
  },

  // Spec 001 §7.7: only a configured reviewer reviews, once. The applications waiting for the
  // caller's review (queryType 2, status 0) are the upstream's answer for this session.
  'qt/creategroupapply/reviewApplyCreateGroup': async (ask, fields) => {
    const applyId = String(fields['applyId'] ?? '');
    const mine = async (status?: string) =>
      ((await ask('qt/creategroupapply/queryApplyCreateGroup', { queryType: '2', ...(status ? { status } : {}), applyId, pageNo: 1, pageSize: 10 })) as Applies)?.list?.find(
        (a) => String(a.applyId) === applyId,
      );
    if (await mine('0')) return;
    // Reviewed already (by them or another reviewer of theirs): say so, as the upstream would.
    const done = await mine();
    if (done) throw new ApiError(409, 'ALREADY_REVIEWED', `该申请已${String(done.statusName ?? '审核')}，不能重复审核`);
    throw new ApiError(403, 'NOT_REVIEWER', NOT_REVIEWER);
  },
};
