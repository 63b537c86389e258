import { call } from '../../../lib/api';
import type { RequestOf } from '../../../lib/api/names';
import type { Page } from '../../../ui';
import type { Policy } from '../../../parts/policy-answers';

// The policy area's calls: a customer's policies, and sending a policy's e-policy (by the insurer's
// system, or as a link card into the chat with its send flag and record written back).

/** A page of a customer's policies; inForceStatus '1' for those in force only. */
export const loadPolicies = (custId: string, pageNo: number, pageSize: number, inForceStatus: string, signal: AbortSignal): Promise<Page<Policy>> =>
  call('queryCustomerPolicy', { custId, pageNo, pageSize, ...(inForceStatus ? { inForceStatus } : {}) }, { signal });

/** The insurer's system sends the e-policy to the customer (WeCom, or SMS). */
export const sendEPolicy = (policyNo: string, custId: string | undefined, sendType: string) =>
  call('sendElectronicPolicy', { policyNo, ...(custId ? { custId } : {}), sendType }, { method: 'POST' });

/** The e-policy link to send into the chat. */
export const ePolicyLink = (policyNo: string) => call('getSendEPolicyLink', { policyNo });

/** After WeCom sent the link: the policy marked sent and the send recorded. */
export const recordEPolicySent = (policyNo: string, custId: string | undefined) =>
  Promise.all([
    call('updateSendFlagByPolicyNo', { policyNo, sendFlag: '1' }, { method: 'POST' }),
    call('saveSendPolicyHistory', { policyNo, ...(custId ? { custId } : {}), sendType: 'wecom' }, { method: 'POST' }),
  ]);

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export const updateRelationAndQuote = (fields: RequestOf<'white/ocrUpdateRelationInfoAndQuote'>) => call('white/ocrUpdateRelationInfoAndQuote', fields, { method: 'POST' });
export const getEPolicyDownloadLink = (fields: RequestOf<'getDownloadEPolicyLink'>) => call('getDownloadEPolicyLink', fields);
