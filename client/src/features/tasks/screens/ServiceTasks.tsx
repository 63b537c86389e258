import { Link } from 'wouter';
import { hasScreen } from '../../../lib/navigation/navigation';
import { AsyncView, Section, Tag, When } from '../../../ui';
import { detailHref } from '../../../parts/customer';
import { dueCounts } from '../due';
import { useTasks } from '../api';
import { chinaTime } from '../../../../../shared/domain/format';
import { useCall } from '../../../lib/query/use-call';

// Service tasks (/home/service-tasks): what the staff member owes customers today, each section
// on its own — contacts booked for today or missed, care messages waiting by kind (opening the
// care list of that kind), and renewal tasks overdue or due within a week (opening the mission
// centre).

const CARE = '/custcare-msg/custcare-msg-query';
const MISSION = '/home/mission-center';

export default function ServiceTasks() {
  return (
    <div className="page tk-page">
      <Contacts />
      <Care />
      <Renewals />
    </div>
  );
}

function Contacts() {
  const q = useCall('fwdapi/queryReservation', { status: '0', pageNo: 1, pageSize: 100 }, { method: 'POST' });
  const limit = `${chinaTime(Date.now(), 'YYYY-MM-DD')} 23:59:59`;
  return (
    <Section title="今日待联系">
      <AsyncView query={q} isEmpty={(d) => !d.list.some((r) => r.reserveTime <= limit)} emptyText="今天没有待联系的预约">
        {(d) => (
          <ul className="list" aria-label="今日待联系">
            {d.list
              .filter((r) => r.reserveTime <= limit)
              .sort((a, b) => a.reserveTime.localeCompare(b.reserveTime))
              .map((r) => (
                <li key={r.reservationId} className="list__item">
                  <Link href={detailHref(r.custId)} className="tk-resv">
                    <span className="tk-resv__time">
                      <When value={r.reserveTime} kind="at" />
                    </span>
                    <span className="tk-resv__text">
                      <strong>{r.customerName || '客户'}</strong> {r.content}
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}

function Care() {
  const q = useCall('queryCustCareNumbers');
  const open = hasScreen(CARE);
  return (
    <Section title="待发送的关怀" extra={q.data && <span className="muted cl-note">共 {q.data.total} 条</span>}>
      <AsyncView query={q} isEmpty={(d) => d.list.every((c) => c.count === 0)} emptyText="没有待发送的关怀">
        {(d) => (
          <ul className="list" aria-label="待发送的关怀">
            {d.list
              .filter((c) => c.count > 0)
              .map((c) => {
                const body = (
                  <>
                    <span>{c.msgTypeName}</span>
                    <Tag kind="warning">{c.count} 条待发送</Tag>
                  </>
                );
                return (
                  <li key={c.msgType} className="list__item">
                    {open ? (
                      <Link href={`${CARE}?${new URLSearchParams({ msgType: c.msgType }).toString()}`} className="tk-service">
                        {body}
                      </Link>
                    ) : (
                      <div className="tk-service">{body}</div>
                    )}
                  </li>
                );
              })}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}

function Renewals() {
  const q = useTasks('2');
  return (
    <Section title="续保待办">
      <AsyncView query={q} skeleton="stats" isEmpty={() => false}>
        {(d) => {
          const c = dueCounts(d.map((t) => t.task.dueDate));
          return (
            <Link href={MISSION} className="tk-service">
              <span className="sr-only">续保待办概况：</span>
              <span>
                已逾期 <strong className={c.overdue > 0 ? 'tk-danger' : ''}>{c.overdue}</strong> · 今天到期 <strong>{c.today}</strong> · 7 天内到期 <strong>{c.week}</strong>
              </span>
              <span className="muted">共 {d.length} 件 ›</span>
            </Link>
          );
        }}
      </AsyncView>
    </Section>
  );
}
