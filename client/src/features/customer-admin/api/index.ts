import { call } from '../../../lib/api';
import type { AnswerOf } from '../../../lib/api/names';
import { invalidates } from '../../../lib/query/client';
import { BATCH_ADD_TIMEOUT_MS } from '../../../../../shared/domain/constants';
import type { Page } from '../../../ui';

// Client administration's calls (type-only catalogue imports): the staff member's customers and
// the organisation's unbound ones (mc/query), binding one, and adding customers in batch by
// certificate number (the 5-minute call, spec 001 §6).

export type Customer = AnswerOf<'mc/query'>['list'][number];
export type BatchResult = AnswerOf<'mc/batchAddCustByCertificateNo'>;
export type BatchRow = BatchResult['results'][number];

export interface CustomerFilter {
  name?: string;
  customerStatus?: string;
  gender?: string;
  /** '0': the organisation's unbound customers; otherwise the caller's own. */
  bindStatus?: '0' | '1';
}

export async function loadCustomers(filter: CustomerFilter, pageNo: number, pageSize: number, signal: AbortSignal): Promise<Page<Customer>> {
  const fields = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  const a = await call('mc/query', { ...fields, pageNo, pageSize }, { method: 'POST', signal });
  return { list: a.list, total: a.total };
}

/** Bind an unbound customer to the caller (the BFF adds encryptCustId). */
export const bindCustomer = (custId: string) =>
  call('weixinCustMainBinding', { custId }, { method: 'POST' }).then(invalidates('mc/query'));

/** Add the customers of these certificate numbers (one call; the upstream may take up to 5 minutes). */
export const batchAdd = (certificateNos: readonly string[]) =>
  call('mc/batchAddCustByCertificateNo', { certificateNos: [...certificateNos] }, {
    method: 'POST',
    // The BFF gives the upstream 5 minutes; the page waits a little longer for its answer.
    timeoutMs: BATCH_ADD_TIMEOUT_MS + 15_000,
  });

export type ChannelCustomer = AnswerOf<'mc/queryChannelCust'>['list'][number];
export type Channel = 'wecom' | 'officialAccount';

/** My customers who added me on WeCom (newest first) or follow the official account (latest visit first). */
export async function loadChannelCustomers(channel: Channel, name: string, pageNo: number, pageSize: number, signal: AbortSignal): Promise<Page<ChannelCustomer>> {
  const a = await call(
    'mc/queryChannelCust',
    { channel, ...(name ? { name } : {}), pageNo, pageSize },
    { method: 'POST', signal },
  );
  return { list: a.list, total: a.total };
}
