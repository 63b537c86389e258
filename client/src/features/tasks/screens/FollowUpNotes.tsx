import { formatTime } from '../../../../../shared/domain/format';
import { AsyncView, Empty, Section, When } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { FollowTag } from '../../../parts/customer';
import { TaskLink } from '../components/TaskLink';

// A task's follow-up notes as opened from a link (/renewal-task/notes-of-follow-up-information?
// encryptTaskId=, public): newest first, each with its result, what was said, who wrote it and
// when, and the next contact agreed.

export default function FollowUpNotes() {
  return <TaskLink>{(encryptTaskId) => <Notes encryptTaskId={encryptTaskId} />}</TaskLink>;
}

function Notes({ encryptTaskId }: { encryptTaskId: string }) {
  const q = useCall('white/queryTaskFollowUpNotes', { encryptTaskId });
  return (
    <div className="page tk-page">
      <AsyncView query={q} isEmpty={() => false}>
        {(d) => (
          <Section title={d.taskTitle}>
            {d.list.length === 0 ? (
              <Empty text="暂无跟进记录" />
            ) : (
              <ol className="tk-notes" aria-label="跟进记录">
                {d.list.map((n) => (
                  <li key={n.followId} className="tk-note">
                    <div className="tk-note__head">
                      <FollowTag status={n.followStatus} />
                      <time dateTime={n.createdAt}>{formatTime(n.createdAt, 'YYYY-MM-DD HH:mm')}</time>
                    </div>
                    <p className="tk-note__remark">{n.remark || '（无备注）'}</p>
                    <div className="tk-task__meta">
                      <span>跟进人 {n.userName}</span>
                      {n.nextFollowTime && (
                        <span>
                          下次联系 <When value={n.nextFollowTime} kind="at" />
                        </span>
                      )}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </Section>
        )}
      </AsyncView>
    </div>
  );
}
