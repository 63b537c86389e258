import { useMemo } from 'react';
import { call } from '../../../lib/api';
import { useCall } from '../../../lib/query/use-call';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';
import type { QueryState } from '../../../ui';

// The mission centre's calls (type-only catalogue imports). The tasks come from the customer
// bind query by task type (spec 001 §3: its lists are the to-do task cache); handing a customer's
// task on is the adviser change of spec 001 §7.2 (vehicle or non-vehicle adviser).

type Hit = AnswerOf<'weixinCustMainQuery'>['lists'][number];
export type Task = NonNullable<Hit['task']>;
export type Colleague = AnswerOf<'fuzzyQueryUserByUserNameOrUserCode'>[number];

export interface TaskRow {
  task: Task;
  customerName: string;
  licenseNo: string | null;
  /** For the public renewal-task pages' links. */
  encryptTaskId: string | null;
}

/** Enough for one person's tasks of a type (the demo seeds 24 per person in all types). */
const TASKS_PER_TYPE = 100;

/** The hits that are tasks, soonest due first (no due date last). */
function taskRows(a: AnswerOf<'weixinCustMainQuery'>): TaskRow[] {
  const rows = a.lists.flatMap((h) => (h.task ? [{ task: h.task, customerName: h.name, licenseNo: h.task.licenseNo ?? h.licenseNo ?? null, encryptTaskId: h.encryptTaskId ?? null }] : []));
  return rows.sort((x, y) => (x.task.dueDate || '9999').localeCompare(y.task.dueDate || '9999'));
}

/** The signed-in staff member's tasks of one TASK_TYPE, soonest due first (no due date last). */
export async function loadTasks(taskType: string, signal: AbortSignal): Promise<TaskRow[]> {
  return taskRows(await call('weixinCustMainQuery', { taskType, pageNo: 1, pageSize: TASKS_PER_TYPE }, { method: 'POST', signal }));
}

/** The open tasks (vehicle and non-vehicle), soonest due first. */
export async function loadOpenTasks(signal: AbortSignal): Promise<TaskRow[]> {
  const [motor, other] = await Promise.all([loadTasks('2', signal), loadTasks('6', signal)]);
  return [...motor, ...other].sort((a, b) => (a.task.dueDate || '9999').localeCompare(b.task.dueDate || '9999'));
}

/** The same read through the query cache (a hand-over invalidates 'weixinCustMainQuery'). */
export function useTasks(taskType: string): QueryState<TaskRow[]> {
  const q = useCall('weixinCustMainQuery', { taskType, pageNo: 1, pageSize: TASKS_PER_TYPE }, { method: 'POST' });
  const rows = useMemo(() => q.data && taskRows(q.data), [q.data]);
  return { ...q, data: rows };
}

/** Make `adviserCode` the customer's adviser for the task's line of business (vehicle or non-vehicle). */
export async function handOver(task: Pick<Task, 'custId' | 'taskType'>, adviserCode: string): Promise<true> {
  if (task.taskType === '6' || task.taskType === '7') await call('updateNonVehicleAdviser', { custId: task.custId, adviserCode }, { method: 'POST' });
  else await call('fwdapi/updateAdviserByJson', { custId: task.custId, adviserCode }, { method: 'POST' });
  return true;
}

/** Opening a task is recorded (burying point); its failure never bothers the staff member. */
export function recordTaskOpen(pageName: string, taskId: string) {
  call('saveBuryingPoint', { eventCode: 'task_open', pageName, eventData: { taskId } }, { method: 'POST' }).catch(() => undefined);
}

// ── The public renewal-task pages (no login: by the encrypted task id) ─────────

// Read with useCall: white/queryRenewalTaskInfo and white/queryTaskFollowUpNotes ({ encryptTaskId }).

// ── Marketing tasks (marketing activities) ──────────────────────────────────────

export type Activity = AnswerOf<'mc/wechat/custCareMarketing/queryMarketingActivityList'>['list'][number];
export type ActivityDetail = AnswerOf<'mc/wechat/custCareMarketing/getMarketingActivityDetail'>;

/** Send the activity to one customer by WeCom single chat (sendType 1). */
export const sendActivity = (batchNo: string, custId: string) =>
  call('mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNoAndSendType', { batchNo, custId, sendType: '1' }, { method: 'POST' });

/** The activity's insure link to share (for one customer when given). */
export const loadActivityLink = (batchNo: string, custId?: string) =>
  call(
    'mc/wechat/custCareMarketing/getMarketingActivityShareInsureLink',
    { batchNo, ...(custId ? { custId } : {}) },
  );

/**
 * Send the activity to one customer by the send type chosen (1 WeCom single chat, 2 SMS) — first
 * asking whether it already went to them, so a second tap never sends it twice.
 */
export async function sendActivityOnce(batchNo: string, custId: string, sendType: '1' | '2'): Promise<'sent' | 'already'> {
  const check = await call(
    'mc/wechat/custCareMarketing/checkSentMarketingActivitySingleByBatchNo',
    { batchNo, custId },
  );
  if (check.sent) return 'already';
  if (sendType === '1') await call('mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNo', { batchNo, custId }, { method: 'POST' });
  else await call('mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNoAndSendType', { batchNo, custId, sendType }, { method: 'POST' });
  return 'sent';
}

// ── Reservations (the next contacts) and a task's client ─────────────────────

export type Reservation = AnswerOf<'fwdapi/queryReservation'>['list'][number];

export const createReservation = (fields: RequestOf<'fwdapi/reservation'>) => call('fwdapi/reservation', fields, { method: 'POST' });
