import { call } from '../../../lib/api';
import type { CallName } from '../../../lib/api';
import type { AnswerOf } from '../../../lib/api/names';
import type { Page } from '../../../ui';

// The customer screens' calls, typed by the catalogue's answer schemas (type-only imports: the
// catalogue and TypeBox stay out of the bundle). Screens send plain ids only: the BFF fills
// encryptCustId / encryptCustIdAndUserCode (spec 001 §5) before the call goes upstream.

/** The answer's data of a catalogue call (client/src/lib/api/names.ts). */
export type Answer<N extends CallName> = AnswerOf<N>;

export type Customer = Answer<'weixinBaseInfoSearch'>;
export type Portrait = Answer<'weixinCustPortraitDetail'>;
export type CustStatus = Answer<'weixinCustStatusSearch'>;
export type Policy = Answer<'weixinPlydtlSearch'>['list'][number];
export type Vehicle = Answer<'weixinCarBaseInfoSearch'>['list'][number];
export type Trading = Answer<'mc/customerTrading'>;
export type Claim = Trading['claims'][number];
export type Quotation = Trading['quotations'][number];
export type Reminder = Answer<'weixinRemindInfoSearch'>['list'][number];
export type Complaint = Answer<'weixinComplantInfoSearch'>['list'][number];

/** Paged calls: (custId) → a page loader for usePaged. */
export const policyPages =
  (custId: string) =>
  (pageNo: number, pageSize: number, signal: AbortSignal): Promise<Page<Policy>> =>
    call('weixinPlydtlSearch', { custId, pageNo, pageSize }, { signal });
export const reminderPages =
  (custId: string) =>
  (pageNo: number, pageSize: number, signal: AbortSignal): Promise<Page<Reminder>> =>
    call('weixinRemindInfoSearch', { custId, pageNo, pageSize }, { signal });
export const complaintPages =
  (custId: string) =>
  (pageNo: number, pageSize: number, signal: AbortSignal): Promise<Page<Complaint>> =>
    call('weixinComplantInfoSearch', { custId, pageNo, pageSize }, { method: 'POST', signal });

/** The full mobile number, only after the staff member asks for it. */
export const decryptPhone = (custId: string) => call('decryptCustomerPhone', { custId }).then((a) => a.mobile);

/** Bind the customer to the signed-in staff member (the BFF adds encryptCustId). */
export const bindCustomer = (custId: string) => call('weixinCustMainBinding', { custId }, { method: 'POST' });
/** Unbind the customer (the BFF adds encryptCustId). */
export const unbindCustomer = (custId: string) => call('weixinCustMainRemove', { custId }, { method: 'POST' });
