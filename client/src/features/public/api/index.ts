import { call } from '../../../lib/api';

// The calls of the pages customers open (no login: white-list calls only) that are more than one
// read; a screen reads a single call with useCall.

/** A staff member's card by their service-manager code, with the link to add them. */
export async function loadStaffCard(code: string, signal: AbortSignal) {
  const [manager, contact] = await Promise.all([
    call('white/queryServiceManagerOpenInsuranceAdvisor', { code }, { signal }),
    call('white/queryServiceManagerUrlByCode', { code }, { signal }),
  ]);
  return { manager, contactUrl: contact.url };
}

/** Record a visit to an article; the answer's accessId carries the time spent. */
export const recordVisit = (fields: { newsId: string; accessType: string; userCode?: string; unionId?: string }) => call('white/saveAccessHistory', fields);

/** The time spent on an article, sent as the page goes away (keepalive). */
export const recordTimeSpent = (accessId: string, seconds: number) =>
  call('white/saveAccessTimesLong', { accessId, timesLong: String(seconds) }, { keepalive: true });

/** The organisation of a province's short name, and its WeCom's name. */
export async function loadOrgByShortName(comIdEName: string, signal: AbortSignal) {
  const base = await call('white/comIdENameToBaseInfo', { comIdEName }, { signal });
  const wecom = await call('white/getWeComName', { comId: base.comId }, { signal });
  return { ...base, wecomName: wecom.wecomName };
}
