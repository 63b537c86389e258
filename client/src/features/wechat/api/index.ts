import { call } from '../../../lib/api';
import type { AnswerOf } from '../../../lib/api/names';

// The WeChat customer-service area's calls (typed by the catalogue).

export type Customer = AnswerOf<'weChatQueryCustomer'>;
export type Policy = AnswerOf<'queryPolicyNoInfo'>;

/** The chat's customer, by their union id or the chat's external user id. */
export const findCustomer = (who: { unionId: string } | { externalUserId: string }, signal: AbortSignal) => call('weChatQueryCustomer', who, { signal });

/** The e-policy link to send into the chat. */
export const ePolicyLink = (policyNo: string) => call('getSendEPolicyLink', { policyNo });

/** Written back after WeCom sent the e-policy link. */
export const markEPolicySent = (policyNo: string) => call('updateSendFlagByPolicyNo', { policyNo, sendFlag: '1' }, { method: 'POST' });
