import type { Static } from 'typebox';
import { call } from '../../api';
import type { CallName } from '../../api';
import type { entries as authConfigEntries } from '../../../../shared/catalogue/auth-config';
import type { entries as customerEntries } from '../../../../shared/catalogue/customers';
import type { entries as taskEntries } from '../../../../shared/catalogue/tasks';
import type { NameOf } from '../../api/names';
import type { Page } from '../../ui';

// The home area's calls, typed by the catalogue's answer schemas (type-only imports: the
// catalogue and TypeBox stay out of the bundle). Screens send plain ids only; the BFF fills the
// encrypted ones (encryptCustId …, spec 000 §5) and URL-encodes licenseNo / frameNo.

type Entry = (typeof customerEntries)[number] | (typeof taskEntries)[number] | (typeof authConfigEntries)[number];
type EntryNamed<N extends string> = Entry extends infer E ? (E extends { path: infer P extends string } ? (NameOf<P> extends N ? E : never) : never) : never;

/** The answer's data of a catalogue call. */
export type Answer<N extends CallName> = Static<EntryNamed<N>['response']>;
/** The request fields of a catalogue call. */
export type Request<N extends CallName> = Static<EntryNamed<N>['request']>;

export type CustomerHit = Answer<'weixinCustMainQuery'>['lists'][number];
export type Reservation = Answer<'fwdapi/queryReservation'>['list'][number];
export type ClientInfo = Answer<'wf/queryClientInfo'>;
export type Task = NonNullable<ClientInfo['task']>;
export type Claim = Answer<'weixinClaimDetail'>;
export type Reason = Answer<'tradeStatusReason'>[number];

// ── Customer search (home page and binding) ───────────────────────────────────

export type SearchKey = 'name' | 'mobile' | 'licenseNo' | 'idNumber' | 'frameNo';
export type Criteria = { key: SearchKey; value: string };

export async function searchCustomers(criteria: Criteria, pageNo: number, pageSize: number, signal: AbortSignal): Promise<Page<CustomerHit>> {
  const a = await call<Answer<'weixinCustMainQuery'>, 'weixinCustMainQuery'>(
    'weixinCustMainQuery',
    { [criteria.key]: criteria.value, pageNo, pageSize },
    { method: 'POST', signal },
  );
  return { list: a.lists, total: a.total };
}

/** Bind a customer to the signed-in staff member (the BFF adds encryptCustId from custId). */
export const bindCustomer = (custId: string) =>
  call<Answer<'weixinCustMainBinding'>, 'weixinCustMainBinding'>('weixinCustMainBinding', { custId }, { method: 'POST' });

// ── Tasks and reminders ───────────────────────────────────────────────────────

/** The staff member's reservations (next contacts), oldest first. */
export async function loadReservations(fields: Request<'fwdapi/queryReservation'>, signal?: AbortSignal): Promise<Page<Reservation>> {
  const a = await call<Answer<'fwdapi/queryReservation'>, 'fwdapi/queryReservation'>('fwdapi/queryReservation', fields, { method: 'POST', ...(signal ? { signal } : {}) });
  return { list: a.list, total: a.total };
}

/** A task with its customer and policies, or a customer alone (custId without taskId). */
export const loadClientInfo = (fields: { taskId?: string; custId?: string }, signal?: AbortSignal) =>
  call<ClientInfo, 'wf/queryClientInfo'>('wf/queryClientInfo', fields, { method: 'POST', ...(signal ? { signal } : {}) });

export interface TaskRow {
  task: Task;
  customerName: string;
  /** The next pending reservation of the task, if any. */
  nextContact: string | null;
}

/**
 * The staff member's tasks, and the reminders (pending reservations, soonest first). The
 * catalogue has no call that lists a user's tasks (spec 001 §7.2 names none): the closest is the
 * user's reservation list, each tied to a task, completed with wf/queryClientInfo per task (type,
 * follow-up status, title). Replace this function's body when a task-list call arrives; the
 * screen keeps working unchanged.
 */
export async function loadMyWork(signal: AbortSignal): Promise<{ tasks: TaskRow[]; reminders: Reservation[] }> {
  const reservations = (await loadReservations({ pageNo: 1, pageSize: 100 }, signal)).list;
  const reminders = reservations.filter((r) => r.status === '0').sort((a, b) => a.reserveTime.localeCompare(b.reserveTime));
  const byTask = new Map<string, Reservation[]>();
  for (const r of reservations) if (r.taskId) byTask.set(r.taskId, [...(byTask.get(r.taskId) ?? []), r]);
  const ids = [...byTask.keys()];
  const rows: TaskRow[] = [];
  // At most four lookups at a time.
  for (let i = 0; i < ids.length; i += 4) {
    const infos = await Promise.all(ids.slice(i, i + 4).map((taskId) => loadClientInfo({ taskId }, signal)));
    for (const info of infos) {
      if (!info.task) continue;
      const pending = (byTask.get(info.task.taskId) ?? []).filter((r) => r.status === '0').map((r) => r.reserveTime).sort();
      rows.push({ task: info.task, customerName: info.customer.name, nextContact: pending[0] ?? null });
    }
  }
  rows.sort((a, b) => (a.task.dueDate ?? '').localeCompare(b.task.dueDate ?? ''));
  return { tasks: rows, reminders };
}

// ── Follow-up ─────────────────────────────────────────────────────────────────

export const decryptPhone = (custId: string) => call<Answer<'decryptCustomerPhone'>, 'decryptCustomerPhone'>('decryptCustomerPhone', { custId });

export const loadClaim = (registNo: string, signal?: AbortSignal) =>
  call<Claim, 'weixinClaimDetail'>('weixinClaimDetail', { registNo }, signal ? { signal } : {});

export const createReservation = (fields: Request<'fwdapi/reservation'>) =>
  call<Answer<'fwdapi/reservation'>, 'fwdapi/reservation'>('fwdapi/reservation', fields, { method: 'POST' });

export const recordFollowUp = (fields: Request<'fwdapi/khyx/wf/wftmobileservice/reservationTask'>) =>
  call<Answer<'fwdapi/khyx/wf/wftmobileservice/reservationTask'>, 'fwdapi/khyx/wf/wftmobileservice/reservationTask'>(
    'fwdapi/khyx/wf/wftmobileservice/reservationTask',
    fields,
    { method: 'POST' },
  );

/** Logging of the "call the customer" tap; its failure never bothers the staff member. */
export function logCallClick(pageName: string, custId: string, taskId?: string) {
  call('saveClickInfo', { clickType: 'callCustomer', pageName, custId, ...(taskId ? { taskId } : {}) }).catch(() => undefined);
}
