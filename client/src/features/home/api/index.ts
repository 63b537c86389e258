import { call, callByName } from '../../../lib/api';
import type { CallName } from '../../../lib/api';
import { fromPageOr } from '../../../lib/query/first-data';
import { invalidate, invalidates } from '../../../lib/query/client';
import { MY_WORK_CALLS, TASK_TABS, type FirstCall } from '../../../../../shared/first-calls';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';
import type { Page } from '../../../ui';

// The home area's calls, typed by the catalogue's answer schemas (type-only imports: the
// catalogue and TypeBox stay out of the bundle). Screens send plain ids only; the BFF fills the
// encrypted ones (encryptCustId …, spec 000 §5) and URL-encodes licenseNo / frameNo.

/** The answer's data and request fields of a catalogue call (client/src/lib/api/names.ts). */
export type Answer<N extends CallName> = AnswerOf<N>;
export type Request<N extends CallName> = RequestOf<N>;

export type CustomerHit = Answer<'weixinCustMainQuery'>['lists'][number];
export type Reservation = Answer<'fwdapi/queryReservation'>['list'][number];
export type FollowUp = Answer<'fwdapi/queryFollowUpRecord'>['list'][number];
export type ClientInfo = Answer<'wf/queryClientInfo'>;
export type Task = NonNullable<ClientInfo['task']>;
export type Claim = Answer<'weixinClaimDetail'>;
export type Reason = Answer<'tradeStatusReason'>[number];

// ── Customer search (home page and binding) ───────────────────────────────────

export type SearchKey = 'name' | 'mobile' | 'licenseNo' | 'idNumber' | 'frameNo';
export type Criteria = { key: SearchKey; value: string };

export async function searchCustomers(criteria: Criteria, pageNo: number, pageSize: number, signal: AbortSignal): Promise<Page<CustomerHit>> {
  const a = await call(
    'weixinCustMainQuery',
    { [criteria.key]: criteria.value, pageNo, pageSize },
    { method: 'POST', signal },
  );
  return { list: a.lists, total: a.total };
}

/** Bind a customer to the signed-in staff member (the BFF adds encryptCustId from custId). */
export const bindCustomer = (custId: string) =>
  call('weixinCustMainBinding', { custId }, { method: 'POST' }).then(invalidates('weixinCustMainQuery'));

// ── Tasks and reminders ───────────────────────────────────────────────────────

/** The staff member's reservations (next contacts), oldest first. */
export async function loadReservations(fields: Request<'fwdapi/queryReservation'>, signal?: AbortSignal): Promise<Page<Reservation>> {
  const a = await call('fwdapi/queryReservation', fields, { method: 'POST', ...(signal ? { signal } : {}) });
  return { list: a.list, total: a.total };
}

/** Past follow-ups of a task (or of a customer), newest first. */
export async function loadFollowUps(fields: Request<'fwdapi/queryFollowUpRecord'>, signal?: AbortSignal): Promise<Page<FollowUp>> {
  const a = await call('fwdapi/queryFollowUpRecord', fields, { method: 'POST', ...(signal ? { signal } : {}) });
  return { list: a.list, total: a.total };
}

/** A task with its customer and policies, or a customer alone (custId without taskId). */
/** The caller's open task of a customer (to-do, car or non-car), if any: weixinCustMainQuery by custId names it. */
export async function openTaskOf(custId: string, signal?: AbortSignal): Promise<string | undefined> {
  const a = await call('weixinCustMainQuery', { custId, pageNo: 1, pageSize: 1 }, { method: 'POST', ...(signal ? { signal } : {}) });
  return a.lists.find((c) => c.custId === custId && c.taskId)?.taskId ?? undefined;
}

export const loadClientInfo = (fields: { taskId?: string; custId?: string }, signal?: AbortSignal) =>
  call('wf/queryClientInfo', fields, { method: 'POST', ...(signal ? { signal } : {}) });

export interface TaskRow {
  task: Task;
  customerName: string;
  /** The next pending reservation of the task, if any. */
  nextContact: string | null;
}

export { TASK_TABS };

/** A first call's answer: the one the BFF wrote into the page, else asked now (shared/first-calls.ts). */
const firstOrAsk = <T>(c: FirstCall, signal: AbortSignal): Promise<T> =>
  fromPageOr(c, () => callByName<T>(c.name, c.fields, { method: c.method, signal, read: true }));

/**
 * The staff member's tasks of each type and the reminders (pending reservations, soonest
 * first). The tasks come from the customer bind query filtered by task type (spec 001 §3: its
 * `lists` field is the to-do task cache); the reservations give each task its next contact.
 */
export async function loadMyWork(signal: AbortSignal): Promise<{ tasks: TaskRow[]; reminders: Reservation[]; totals: Record<string, number> }> {
  const [reservations, ...byType] = await Promise.all([
    firstOrAsk<AnswerOf<'fwdapi/queryReservation'>>(MY_WORK_CALLS[0]!, signal),
    ...MY_WORK_CALLS.slice(1).map((c) => firstOrAsk<AnswerOf<'weixinCustMainQuery'>>(c, signal)),
  ]);
  const pending = reservations.list.filter((r) => r.status === '0').sort((a, b) => a.reserveTime.localeCompare(b.reserveTime));
  const rows: TaskRow[] = byType.flatMap((answer) =>
    answer.lists.flatMap((hit) =>
      hit.task ? [{ task: hit.task, customerName: hit.name, nextContact: pending.find((r) => r.taskId === hit.task?.taskId)?.reserveTime ?? null }] : [],
    ),
  );
  const totals = Object.fromEntries(TASK_TABS.map((t, i) => [t, byType[i]?.total ?? 0]));
  return { tasks: rows, reminders: pending, totals };
}

// ── Follow-up ─────────────────────────────────────────────────────────────────

export const decryptPhone = (custId: string) => call('decryptCustomerPhone', { custId });

export const loadClaim = (registNo: string, signal?: AbortSignal) =>
  call('weixinClaimDetail', { registNo }, signal ? { signal } : {});

export async function createReservation(fields: Request<'fwdapi/reservation'>) {
  const done = await call('fwdapi/reservation', fields, { method: 'POST' });
  invalidate('fwdapi/queryReservation');
  return done;
}

/** The follow-up recorded: the customer's follow-ups and the task (its follow status) are asked again. */
export async function recordFollowUp(fields: Request<'fwdapi/khyx/wf/wftmobileservice/reservationTask'>) {
  const done = await call('fwdapi/khyx/wf/wftmobileservice/reservationTask', fields, { method: 'POST' });
  invalidate('fwdapi/queryFollowUpRecord', 'wf/queryClientInfo');
  return done;
}

export interface Context {
  info: ClientInfo;
  claim: Claim | null;
}

/** The contact screen's customer (and task, and claim) from its query: taskId, custId, registNo. */
export async function loadContext(search: string, signal: AbortSignal): Promise<Context> {
  const q = new URLSearchParams(search);
  const taskId = q.get('taskId') ?? '';
  const registNo = q.get('registNo') ?? '';
  const claimP = registNo ? loadClaim(registNo, signal) : Promise.resolve(null);
  let custId = q.get('custId') ?? '';
  if (!taskId && !custId) custId = (await claimP)?.custId ?? '';
  if (!taskId && !custId) throw new Error('缺少客户信息，请从任务或客户详情进入');
  // One contact screen per customer: opened for a customer (from their page) who has an open task
  // of the caller's, it is that task's screen — the follow-up is recorded on it, and a reservation
  // made here shows on the task's contact page.
  const task = taskId || (!registNo ? await openTaskOf(custId, signal) : undefined);
  const [info, claim] = await Promise.all([loadClientInfo(task ? { taskId: task } : { custId }, signal), claimP]);
  return { info, claim };
}

/** Logging of the "call the customer" tap; its failure never bothers the staff member. */
export function logCallClick(pageName: string, custId: string, taskId?: string) {
  call('saveClickInfo', { clickType: 'callCustomer', pageName, custId, ...(taskId ? { taskId } : {}) }).catch(() => undefined);
}

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export const loadEventPushes = (fields: RequestOf<'queryEventPushList'>, signal?: AbortSignal) => call('queryEventPushList', fields, { signal });
export const markEventPushRead = (fields: RequestOf<'readEventPush'>) => call('readEventPush', fields, { method: 'POST' }).then(invalidates('queryEventPushList'));
export const saveHomeConfig = (fields: RequestOf<'saveHomeConfig'>) => call('saveHomeConfig', fields, { method: 'POST' });
