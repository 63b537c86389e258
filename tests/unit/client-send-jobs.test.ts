// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendTarget } from '../../client/src/lib/send/types';

// happy-dom's window.localStorage (the root typecheck has no DOM types).
const localStorage = (globalThis as unknown as { localStorage: { clear(): void; setItem(k: string, v: string): void } }).localStorage;

// Client-side send jobs (client/src/lib/send/jobs.ts): one call per chosen customer, one at a time,
// persisted in localStorage so a person can leave or reload and come back; failures keep their
// reason and can be retried; a call under way when the page went away is never sent twice.

const target = (custId: string, externalUserId: string | null = `wm_${custId}`): SendTarget => ({ custId, custName: `客户${custId}`, externalUserId });
interface Job {
  id: string;
  total: number;
  sent: number;
  failed: number;
  pending: number;
  skipped: number;
  done: boolean;
  items: { target: SendTarget; status: string; reason?: string }[];
}
interface Jobs {
  RESULT_UNKNOWN: string;
  registerSender(kind: string, send: (t: SendTarget, payload: unknown) => Promise<void>): void;
  startSendJob(kind: string, title: string, payload: unknown, targets: SendTarget[], opts?: { wecomOnly?: boolean }): string;
  retryFailed(id: string): void;
  sendJob(id: string): Job | undefined;
  sendJobs(kind?: string): Job[];
}
// Loaded by a path the root typecheck does not follow (client code is the client tsconfig's, with DOM types).
const JOBS_MODULE: string = '../../client/src/lib/send/jobs';

/** The module as a freshly loaded page sees it (it reads localStorage when loaded). */
async function freshPage(): Promise<Jobs> {
  vi.resetModules();
  return (await import(/* @vite-ignore */ JOBS_MODULE)) as Jobs;
}

const settle = async (jobs: Jobs, id: string) => {
  for (let i = 0; i < 100 && !jobs.sendJob(id)?.done; i++) await new Promise((r) => setTimeout(r, 1));
  return jobs.sendJob(id)!;
};

describe('send jobs', () => {
  beforeEach(() => localStorage.clear());

  it('sends each customer once, in order, keeps the reason of a failure and retries only the failed', async () => {
    const jobs = await freshPage();
    const seen: string[] = [];
    let refuse = true;
    jobs.registerSender('news', async (t, payload) => {
      seen.push(`${t.custId}:${String(payload)}`);
      if (t.custId === 'B' && refuse) throw new Error('客户已删除企业微信好友');
    });
    const id = jobs.startSendJob('news', '发送资讯', 'N1', [target('A'), target('B'), target('A'), target('C', null)]);
    const job = await settle(jobs, id);
    expect(seen).toEqual(['A:N1', 'B:N1']);
    expect(job).toMatchObject({ total: 3, sent: 1, failed: 1, skipped: 1, pending: 0, done: true });
    expect(job.items.map((i) => [i.target.custId, i.status, i.reason])).toEqual([
      ['A', 'sent', undefined],
      ['B', 'failed', '客户已删除企业微信好友'],
      ['C', 'skipped', '客户未添加企业微信'],
    ]);

    refuse = false;
    jobs.retryFailed(id);
    const again = await settle(jobs, id);
    expect(seen).toEqual(['A:N1', 'B:N1', 'B:N1']);
    expect(again).toMatchObject({ sent: 2, failed: 0, skipped: 1, done: true });
  });

  it('sends customers without WeCom when the sender does not go through WeCom', async () => {
    const jobs = await freshPage();
    const seen: string[] = [];
    jobs.registerSender('sms', async (t) => void seen.push(t.custId));
    const id = jobs.startSendJob('sms', '短信', null, [target('A', null)], { wecomOnly: false });
    expect(await settle(jobs, id)).toMatchObject({ sent: 1, skipped: 0 });
    expect(seen).toEqual(['A']);
  });

  it('survives a reload: the rest is sent when the area registers again, the one under way is failed as unknown, never sent twice', async () => {
    const first = await freshPage();
    let release: () => void = () => {};
    first.registerSender('news', (t) => (t.custId === 'A' ? new Promise<void>((r) => (release = r)) : Promise.resolve()));
    const id = first.startSendJob('news', '发送资讯', 'N1', [target('A'), target('B')]);
    await new Promise((r) => setTimeout(r, 1));
    expect(first.sendJob(id)!.items.map((i) => i.status)).toEqual(['sending', 'pending']);

    // The page goes away while A's call is under way.
    const second = await freshPage();
    const restored = second.sendJob(id)!;
    expect(restored.items.map((i) => i.status)).toEqual(['failed', 'pending']);
    expect(restored.items[0]!.reason).toBe(second.RESULT_UNKNOWN);
    expect(restored.done).toBe(false);

    const seen: string[] = [];
    second.registerSender('news', async (t) => void seen.push(t.custId));
    expect(await settle(second, id)).toMatchObject({ sent: 1, failed: 1, done: true });
    expect(seen).toEqual(['B']);
    release();
  });

  it('refuses to start a job nobody can send, and ignores a corrupt store', async () => {
    localStorage.setItem('send-jobs', '{not json');
    const jobs = await freshPage();
    expect(jobs.sendJobs()).toEqual([]);
    expect(() => jobs.startSendJob('unknown', 'x', null, [target('A')])).toThrow(/no sender/);
  });
});

// Issue 30, finding 10: a customer the BFF refuses as blacklisted is skipped, with why; the job goes on.
describe('send jobs and the message blacklist', () => {
  beforeEach(() => localStorage.clear());

  it('marks a customer the BFF refused as blacklisted skipped (not failed), and sends the others', async () => {
    const jobs = await freshPage();
    const ERRORS_MODULE: string = '../../client/src/lib/api/errors';
    const { ApiError } = (await import(/* @vite-ignore */ ERRORS_MODULE)) as { ApiError: new (status: number, code: string, message: string) => Error };
    const seen: string[] = [];
    jobs.registerSender('bl', async (t) => {
      seen.push(t.custId);
      if (t.custId === 'C2') throw new ApiError(422, 'CUSTOMER_BLACKLISTED', '客户「客户C2」在消息黑名单中，已跳过，未发送');
    });
    const id = jobs.startSendJob('bl', '到期服务', {}, [target('C1'), target('C2'), target('C3')]);
    const job = await settle(jobs, id);
    expect(seen).toEqual(['C1', 'C2', 'C3']);
    expect(job).toMatchObject({ sent: 2, failed: 0, skipped: 1 });
    expect(job.items[1]).toMatchObject({ status: 'skipped', reason: '客户「客户C2」在消息黑名单中，已跳过，未发送' });
  });
});
