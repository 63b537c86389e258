import { Link } from 'wouter';
import { JobProgress, useSendJobs } from '../../../lib/send';
import { ActionBar, Empty, Section, useUrlState } from '../../../ui';
import { chinaTime } from '../../../../../shared/domain/format';
import { progressHref } from '../sending';

// 海报批量发送 (?job=): the progress of a poster sent to several customers — sent, not yet sent,
// failed with the reason, 重试失败 — kept when the person leaves or reloads. Without a job: the
// poster sends of this device (newest first, as the jobs are kept), each opening its progress.

export default function SendPersonPosterBatch() {
  const [job] = useUrlState('job');
  return (
    <div className="page">
      {job ? (
        <Section title="海报发送">
          <JobProgress jobId={job} />
        </Section>
      ) : (
        <Jobs />
      )}
      <ActionBar
        actions={[
          { label: '返回海报', href: '/poster/index' },
          { label: '再发一张', primary: true, href: '/poster/send-person-poster-group-msg' },
        ]}
      />
    </div>
  );
}

function Jobs() {
  const jobs = useSendJobs('poster');
  return (
    <Section title="海报发送记录">
      {jobs.length === 0 ? (
        <Empty text="还没有群发过海报" />
      ) : (
        <ul className="ps-jobs">
          {jobs.map((j) => (
            <li key={j.id}>
              <Link href={progressHref(j.id)}>
                <span>
                  {j.title}
                  <br />
                  {/* A job's time is an instant of this device (ISO): shown as China's wall clock, like the upstream's times. */}
                  <span className="muted">{chinaTime(Date.parse(j.createdAt), 'YYYY-MM-DD HH:mm')}</span>
                </span>
                <span className="muted">{j.done ? `已发送 ${j.sent} · 失败 ${j.failed}` : `发送中 ${j.sent}/${j.total}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
