import { call } from '../../../lib/api';
import { invalidate, invalidates } from '../../../lib/query/client';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';

// Disaster warnings (spec 001 §7.4): the organisation's warnings and, per warning, the care
// messages (type 4) made for the staff member's affected customers.

export type DetailList = AnswerOf<'queryDisasterWarningMsgDetailList'>;
export type Warning = DetailList['warnings'][number];
export type WarningMsg = DetailList['list'][number];

export const loadWarnings = (warningId: string, sendFlag: string, pageNo: number, pageSize: number, signal?: AbortSignal) =>
  call(
    'queryDisasterWarningMsgDetailList',
    { ...(warningId ? { warningId } : {}), ...(sendFlag ? { sendFlag } : {}), pageNo, pageSize },
    signal ? { signal } : {},
  );

const UNSENT_PAGE = 100;

/** A warning and its affected customers not yet reminded (all pages), and the WeCom task some of them wait in. */
export async function loadUnsent(warningId: string, signal: AbortSignal) {
  const out: WarningMsg[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await loadWarnings(warningId, '0', pageNo, UNSENT_PAGE, signal);
    out.push(...page.list);
    if (page.list.length < UNSENT_PAGE || out.length >= page.total) {
      // Messages waiting in a WeCom task are not sent again: the page follows that task instead.
      const task = out.find((m) => m.historyId)?.historyId;
      return { warning: page.warnings.find((w) => w.warningId === warningId), unsent: out.filter((m) => !m.historyId), task };
    }
  }
}

const q = (warningId: string) => new URLSearchParams({ warningId }).toString();
export const detailHref = (warningId: string) => `/custcare-msg/disaster-warning-msg-with-link-url-detail?${q(warningId)}`;
export const sendHref = (warningId: string) => `/customer-info/street-sweeping-send?${q(warningId)}`;
/** The detail page as a link the customer can open (the link card of the with-link variant). */
export const detailUrl = (warningId: string) => new URL(detailHref(warningId).slice(1), document.baseURI).href;

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export async function sendDisasterWarning(fields: RequestOf<'sendDisasterWarningMsg'>) {
  const done = await call('sendDisasterWarningMsg', fields);
  invalidate('queryDisasterWarningMsgDetailList');
  return done;
}
export const markWarningMsgSent = (fields: RequestOf<'updateCareMsgSendFlag'>) => call('updateCareMsgSendFlag', fields).then(invalidates('queryDisasterWarningMsgDetailList'));
