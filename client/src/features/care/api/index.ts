import { call } from '../../../lib/api';
import { invalidates } from '../../../lib/query/client';
import { ApiError } from '../../../lib/api/errors';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';
import type { Page } from '../../../ui';

// The care area's calls (spec 001 §7.4), typed by the catalogue.

export type CareMsg = AnswerOf<'queryCustcareMsgById'>;
export type CareList = AnswerOf<'queryCustcareMsgList'>;

export const careHref = (msgId: string) => `/custcare-msg/custcare-msg-view?${new URLSearchParams({ msgId }).toString()}`;
export const editHref = (msgId: string) => `/custcare-msg/custcare-msg-send?${new URLSearchParams({ msgId }).toString()}`;

/** After WeCom sent it into the chat: the flag, so the list and the customer page show it sent. */
export const markSent = (msgId: string) => call('updateCareMsgSendFlag', { msgId, sendFlag: '1', sendType: '1' });

export const markClaimCareSent = (registNo: string) =>
  call('updateCareMsgSendFlagByRegistNo', { registNo, sendFlag: '1', sendType: '1' });

const loadCustomerComm = (custId: string, signal?: AbortSignal) => call('mc/customerComm', { custId }, { signal });

/** The WeCom contact who added the staff member: by their WeCom id, or by the customer's (their WeCom id from mc/customerComm). */
export async function loadNewContact(given: string, custId: string, signal: AbortSignal) {
  let externalUserId = given;
  if (!externalUserId && custId) {
    const comm = await loadCustomerComm(custId, signal);
    externalUserId = comm.externalUserId ?? '';
    if (!externalUserId) throw new ApiError(422, 'NO_CONTACT', '该客户还没有添加您为企业微信联系人');
  }
  if (!externalUserId) throw new ApiError(400, 'BAD_REQUEST', '链接缺少客户信息，请从企业微信的添加提醒进入');
  return loadExternalContact({ externalUserId }, signal);
}

export type ChannelCustomer = AnswerOf<'mc/queryChannelCust'>['list'][number];

/** My customers who added me on WeCom, newest first. */
export async function loadWeComCustomers(name: string, pageNo: number, pageSize: number, signal: AbortSignal): Promise<Page<ChannelCustomer>> {
  const a = await call('mc/queryChannelCust', { channel: 'wecom', ...(name ? { name } : {}), pageNo, pageSize }, { method: 'POST', signal });
  return { list: a.list, total: a.total };
}

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export const loadCareMessages = (fields: RequestOf<'queryCustcareMsgList'>, signal?: AbortSignal) => call('queryCustcareMsgList', fields, { signal });
export const modifyCareMessage = (fields: RequestOf<'modifyCustcareMsg'>) => call('modifyCustcareMsg', fields).then(invalidates('queryCustcareMsgById', 'queryCustcareMsgList'));
export const loadExternalContact = (fields: RequestOf<'getExternalContact'>, signal?: AbortSignal) => call('getExternalContact', fields, { signal });
export const saveContactRemark = (fields: RequestOf<'modifyExternalContactRemark'>) => call('modifyExternalContactRemark', fields);
export const sendCareMessage = (fields: RequestOf<'sendCustcareMsg'>) => call('sendCustcareMsg', fields);
export const sendCareMessageByRegistNo = (fields: RequestOf<'sendCustcareMsgByRegistNo'>) => call('sendCustcareMsgByRegistNo', fields);
