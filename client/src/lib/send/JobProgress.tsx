import { Empty } from '../../ui';
import { retryFailed, useSendJob } from './jobs';
import { SendProgress } from './SendProgress';

/** The progress of a client-side send job (its id usually in the URL, so back and reload return to it). */
export function JobProgress({ jobId }: { jobId: string | undefined }) {
  const job = useSendJob(jobId);
  if (!job) return <Empty text="没有找到这次发送的记录" />;
  return (
    <SendProgress
      total={job.total}
      sent={job.sent}
      failed={job.failed}
      pending={job.pending}
      skipped={job.skipped}
      done={job.done}
      {...(job.submitted ? { submitted: true } : {})}
      rows={job.items.map((i) => ({ name: i.target.custName, sub: i.target.licenseNo ?? undefined, status: i.status === 'sending' ? 'pending' : i.status, reason: i.reason ?? null }))}
      onRetry={() => retryFailed(job.id)}
    />
  );
}
