import { call } from '../../../lib/api';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';
import { invalidates } from '../../../lib/query/client';
import { sendToChat } from '../../../lib/send';
import type { Page } from '../../../ui';

// This area's calls (ours: shared/catalogue/service-pack.ts), typed by the catalogue. The
// organisation and the staff member are filled by the BFF from the session.

export type Plan = AnswerOf<'valueAdded/queryPlanDetail'>;
export type Batch = AnswerOf<'valueAdded/queryBatchDetail'>;
export type Sales = AnswerOf<'valueAdded/querySalesForce'>['list'][number];
export type Grant = AnswerOf<'valueAdded/queryServiceGrantList'>['list'][number];
export type Reward = AnswerOf<'valueAdded/queryRewardRecordList'>['list'][number];

const opt = (signal?: AbortSignal) => (signal ? { signal } : {});

export const loadPlans = (status: string, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Page<Plan>> =>
  call('valueAdded/queryPlanList', { ...(status ? { status } : {}), pageNo, pageSize }, opt(signal));

const loadPlan = (planId: string, signal?: AbortSignal) => call('valueAdded/queryPlanDetail', { planId }, opt(signal));

export const savePlan = (fields: RequestOf<'valueAdded/savePlan'>) => call('valueAdded/savePlan', fields, { method: 'POST' });

const loadSalesForce = (planId: string, signal?: AbortSignal) =>
  call('valueAdded/querySalesForce', planId ? { planId } : {}, opt(signal)).then((a) => a.list);

/** What allocating a plan needs: the plan (what it has left) and its sales force. */
export async function loadAllocation(planId: string, signal: AbortSignal) {
  const [plan, team] = await Promise.all([loadPlan(planId, signal), loadSalesForce(planId, signal)]);
  return { plan, team };
}

export const loadBatches = (planId: string, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Page<Batch>> =>
  call('valueAdded/queryBatchList', { ...(planId ? { planId } : {}), pageNo, pageSize }, opt(signal));

export const saveBatch = (fields: RequestOf<'valueAdded/saveBatch'>) => call('valueAdded/saveBatch', fields, { method: 'POST' });

export const loadGrants = (fields: { custId?: string; status?: string }, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Page<Grant>> =>
  call('valueAdded/queryServiceGrantList', { ...fields, pageNo, pageSize }, opt(signal));

export const grantService = (custId: string, planId: string) =>
  call('valueAdded/grantCustService', { custId, planId }, { method: 'POST' });

export const resetService = (grantId: string, reason: string) =>
  call('valueAdded/resetCustService', { grantId, reason }, { method: 'POST' }).then(invalidates('valueAdded/queryServiceGrantList', 'valueAdded/queryMyQuota'));

export const sendGift = (fields: { custId: string; giftCode: string; count: number; reason: string }) =>
  call('valueAdded/sendGift', fields, { method: 'POST' }).then(invalidates('valueAdded/queryMyQuota', 'valueAdded/queryGiftList', 'valueAdded/queryRewardRecordList'));

export const allocatePoints = (fields: { custId: string; points: number; reason: string }) =>
  call('valueAdded/allocatePoints', fields, { method: 'POST' }).then(invalidates('valueAdded/queryMyQuota', 'valueAdded/queryRewardRecordList'));

export const loadRewards = (kind: 'gift' | 'points', pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Page<Reward>> =>
  call('valueAdded/queryRewardRecordList', { kind, pageNo, pageSize }, opt(signal));

export const loadCareMessage = (msgId: string, signal?: AbortSignal) =>
  call('queryCustcareMsgById', { msgId }, opt(signal));

/**
 * The value-added care message (type 5) of a service into the current chat; its send flag is set
 * (sendCustcareMsg) only after WeCom said it was sent. True when sent.
 */
export async function sendServiceReminder(msgId: string, content: string): Promise<boolean> {
  return sendToChat({ kind: 'text', content }, { afterSent: () => call('sendCustcareMsg', { msgId }) });
}
