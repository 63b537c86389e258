import { call } from '../../../lib/api';
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

const q = (warningId: string) => new URLSearchParams({ warningId }).toString();
export const detailHref = (warningId: string) => `/custcare-msg/disaster-warning-msg-with-link-url-detail?${q(warningId)}`;
export const sendHref = (warningId: string) => `/customer-info/street-sweeping-send?${q(warningId)}`;
/** The detail page as a link the customer can open (the link card of the with-link variant). */
export const detailUrl = (warningId: string) => new URL(detailHref(warningId).slice(1), document.baseURI).href;

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export const sendDisasterWarning = (fields: RequestOf<'sendDisasterWarningMsg'>) => call('sendDisasterWarningMsg', fields);
export const markWarningMsgSent = (fields: RequestOf<'updateCareMsgSendFlag'>) => call('updateCareMsgSendFlag', fields);
