import { call } from '../../../lib/api';
import type { RequestOf } from '../../../lib/api/names';

// The organisation area's mutations and composed reads; a screen reads a single call with useCall.

/** Create or change an institution, enterprise or repair-shop code (the enterprise-config permission). */
export const saveOrgCode = (fields: RequestOf<'saveOrgCode'>) => call('saveOrgCode', fields, { method: 'POST' });

/** Set a customer's labels of one kind. */
export const saveCustomerLabels = (custId: string, labelType: string, labelIds: string[]) =>
  call('saveCustomerLabels', { custId, labelType, labelIds }, { method: 'POST' });

/** The staff member read a notice to the end and accepted this version. */
export const acceptNotice = (noticeCode: string, version: string) => call('saveNoticeAgreement', { noticeCode, version }, { method: 'POST' });

/** The SMS code that binds the WeCom account to a marketing-system account (by 工号). */
export const sendBindCode = (userCode: string) => call('fwdapi/um/sendBindSMSCode', { userCode }, { method: 'POST' });

/** The SMS code that confirms a new marketing-system mobile. */
export const sendMobileCode = (mobile: string) => call('fwdapi/um/sendSMSValidCode', { mobile }, { method: 'POST' });

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export const loadLabelCustomers = (fields: RequestOf<'queryLabelCustomers'>, signal?: AbortSignal) => call('queryLabelCustomers', fields, { signal });
