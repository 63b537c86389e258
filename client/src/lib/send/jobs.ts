import { useSyncExternalStore } from 'react';
import { ApiError } from '../api/errors';
import { errorText } from '../../ui/error-text';
import type { ItemStatus, SendTarget } from './types';

// Sending one thing to several chosen customers from the browser: a send job is one call per
// customer, run one at a time. Jobs live in localStorage, so the person can leave the screen or
// reload and come back to the progress; a job resumes when its area registers its sender again.
// A customer whose call was under way when the page went away is marked failed ("结果未知")
// rather than sent twice: the person checks and retries.

export interface SendJobItem {
  target: SendTarget;
  status: ItemStatus | 'sending';
  reason?: string;
  at?: string;
}

export interface SendJob {
  id: string;
  kind: string;
  title: string;
  payload: unknown;
  createdAt: string;
  items: SendJobItem[];
  total: number;
  sent: number;
  failed: number;
  pending: number;
  skipped: number;
  done: boolean;
  /** The sender hands each message to WeCom, where the member confirms it: a done item is submitted, not sent. */
  submitted?: boolean;
}

type Sender = (target: SendTarget, payload: unknown) => Promise<void>;

export const SEND_JOBS_KEY = 'send-jobs';
/** Jobs kept: the newest ones; finished jobs also go after a week. */
const KEEP_JOBS = 20;
const KEEP_MS = 7 * 86_400_000;
export const RESULT_UNKNOWN = '发送时页面已关闭，结果未知，请核对后重试';

const senders = new Map<string, Sender>();
const running = new Set<string>();
const listeners = new Set<() => void>();
let jobs: SendJob[] = load();

function counted(job: Omit<SendJob, 'total' | 'sent' | 'failed' | 'pending' | 'skipped' | 'done'>): SendJob {
  const n = (s: SendJobItem['status']) => job.items.filter((i) => i.status === s).length;
  const pending = n('pending') + n('sending');
  return { ...job, total: job.items.length, sent: n('sent'), failed: n('failed'), pending, skipped: n('skipped'), done: pending === 0 };
}

function load(): SendJob[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(SEND_JOBS_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return (raw as SendJob[])
      .filter((j) => j && typeof j.id === 'string' && Array.isArray(j.items))
      .map((j) => counted({ ...j, items: j.items.map((i) => (i.status === 'sending' ? { ...i, status: 'failed', reason: RESULT_UNKNOWN } : i)) }));
  } catch {
    return [];
  }
}

function save() {
  const now = Date.now();
  jobs = jobs.filter((j) => !j.done || now - Date.parse(j.createdAt) < KEEP_MS).slice(0, KEEP_JOBS);
  try {
    localStorage.setItem(SEND_JOBS_KEY, JSON.stringify(jobs));
  } catch {
    // Storage full or refused: the job still runs in this page.
  }
  for (const l of listeners) l();
}

function update(id: string, change: (items: SendJobItem[]) => SendJobItem[]) {
  jobs = jobs.map((j) => (j.id === id ? counted({ ...j, items: change(j.items) }) : j));
  save();
}

const setItem = (id: string, index: number, item: Partial<SendJobItem>) =>
  update(id, (items) => items.map((it, i) => (i === index ? { ...it, ...item } : it)));

/** A BFF answer reads through the shared mapping; a sender's own Error carries its Chinese reason. */
const reasonOf = (err: unknown) => (err instanceof Error && !(err instanceof ApiError) && err.message ? err.message : errorText(err));

async function run(id: string) {
  const job = jobs.find((j) => j.id === id);
  const send = job && senders.get(job.kind);
  if (!job || !send || running.has(id)) return;
  running.add(id);
  try {
    for (;;) {
      const current = jobs.find((j) => j.id === id);
      const index = current?.items.findIndex((i) => i.status === 'pending') ?? -1;
      if (!current || index < 0) break;
      const item = current.items[index]!;
      setItem(id, index, { status: 'sending' });
      try {
        await send(item.target, current.payload);
        setItem(id, index, { status: 'sent', at: new Date().toISOString(), reason: undefined });
      } catch (err) {
        // The BFF refuses a message to a customer on the message blacklist: skipped, with why — not a failure to retry.
        const blacklisted = err instanceof ApiError && err.code === 'CUSTOMER_BLACKLISTED';
        setItem(id, index, { status: blacklisted ? 'skipped' : 'failed', reason: reasonOf(err) });
      }
    }
  } finally {
    running.delete(id);
  }
}

/** An area's way of sending one customer its payload; throw an Error with a Chinese reason to mark that customer failed. Resumes the area's unfinished jobs. */
export function registerSender(kind: string, send: Sender) {
  senders.set(kind, send);
  for (const j of jobs) if (j.kind === kind && !j.done) void run(j.id);
}

/**
 * Start sending `payload` to each target, once per customer. With `wecomOnly` (the default: the
 * sender sends through WeCom) customers without a WeCom contact are skipped with the reason.
 * Returns the job id.
 */
export function startSendJob(kind: string, title: string, payload: unknown, targets: readonly SendTarget[], opts: { wecomOnly?: boolean; submitted?: boolean } = {}): string {
  const wecomOnly = opts.wecomOnly ?? true;
  if (!senders.has(kind)) throw new Error(`no sender registered for ${kind}`);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const seen = new Set<string>();
  const items: SendJobItem[] = targets
    .filter((t) => !seen.has(t.custId) && seen.add(t.custId))
    .map((target) => (!wecomOnly || target.externalUserId ? { target, status: 'pending' } : { target, status: 'skipped', reason: '客户未添加企业微信' }));
  jobs = [counted({ id, kind, title, payload, createdAt: new Date().toISOString(), items, ...(opts.submitted ? { submitted: true } : {}) }), ...jobs];
  save();
  void run(id);
  return id;
}

/** Send the failed customers of a job again. */
export function retryFailed(id: string) {
  update(id, (items) => items.map((i) => (i.status === 'failed' ? { target: i.target, status: 'pending' } : i)));
  void run(id);
}

export const sendJob = (id: string | undefined) => jobs.find((j) => j.id === id);
export const sendJobs = (kind?: string) => (kind ? jobs.filter((j) => j.kind === kind) : jobs);

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The job, kept up to date while it runs. */
export function useSendJob(id: string | undefined): SendJob | undefined {
  return useSyncExternalStore(subscribe, () => sendJob(id));
}

/** The jobs of one kind (or all), newest first. */
export function useSendJobs(kind?: string): readonly SendJob[] {
  const all = useSyncExternalStore(subscribe, () => jobs);
  return kind ? all.filter((j) => j.kind === kind) : all;
}

/** Tests only: forget jobs and senders. */
export function resetSendJobs() {
  jobs = [];
  senders.clear();
  save();
}
