import { Link } from 'wouter';
import { chinaTime } from '../../../../../shared/domain';
import { JobProgress, useSendJobs, type SendJob } from '../../../lib/send';
import { Section, Tag, useUrlState } from '../../../ui';
import { pastTime } from '../components/parts';
import '../sending';

// 群发进度 (/news/send-person-news-batch?job=): a bulk send of an article or graphic news — sent /
// not yet sent / failed with each customer's result, failed ones retried; the job runs on in the
// background (and after a reload: importing ./sending registers the senders, which resumes it).
// Below, my other recent bulk sends of this kind.

export default function SendPersonNewsBatch() {
  const [job, setJob] = useUrlState('job', '');
  const jobs = [...useSendJobs('news'), ...useSendJobs('graphic')].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const current = jobs.find((j) => j.id === job);
  return (
    <div className="page ct">
      {job ? (
        <Section title={current?.title ?? '发送进度'}>
          <JobProgress jobId={job} />
          <Link href="/news/news-history" className="btn btn--text btn--small">
            查看全部发送记录 ›
          </Link>
        </Section>
      ) : (
        <p className="ct-note">选择一次群发查看进度；新的群发请从文章或图文开始。</p>
      )}
      <Section title="最近的群发">
        {jobs.length === 0 ? (
          <p className="muted">还没有群发过文章或图文</p>
        ) : (
          <ul className="ct-plain">
            {jobs.map((j) => (
              <li key={j.id}>
                <JobRow j={j} current={j.id === job} onOpen={() => setJob(j.id)} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Link href="/news/send-person-news-group-msg" className="btn btn--block">
        新建群发
      </Link>
    </div>
  );
}

function JobRow({ j, current, onOpen }: { j: SendJob; current: boolean; onOpen: () => void }) {
  return (
    <button type="button" className={`ct-job${current ? ' is-on' : ''}`} aria-current={current || undefined} onClick={onOpen}>
      <span className="ct-job__title">{j.title}</span>
      <span className="ct-job__meta">
        {/* A job's time is an instant of this device (ISO); upstream times, which pastTime reads, are China's wall clock. */}
        {pastTime(chinaTime(Date.parse(j.createdAt)))} · 共 {j.total} 位 · 已发送 {j.sent}
        {j.failed > 0 && <Tag kind="danger">失败 {j.failed}</Tag>}
        {!j.done && <Tag kind="warning">发送中</Tag>}
      </span>
    </button>
  );
}
