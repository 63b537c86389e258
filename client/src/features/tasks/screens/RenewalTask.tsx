import { Link } from 'wouter';
import { TASK_TYPE, labelOf } from '../../../../../shared/domain/codes';
import { AsyncView, Cell, Cells, Section, When } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { FollowTag } from '../../../parts/customer';
import { TaskLink } from '../components/TaskLink';

// The renewal task as opened from a link (/renewal-task/renewal-task?encryptTaskId=, public and
// cached: spec 000 §2) — e.g. a WeCom app message — without a login: the task, its due date with
// 已逾期, the customer (masked) and the policy falling due, who handles it, and its follow-up notes.

export const NOTES = '/renewal-task/notes-of-follow-up-information';

export default function RenewalTask() {
  return <TaskLink>{(encryptTaskId) => <Task encryptTaskId={encryptTaskId} />}</TaskLink>;
}

function Task({ encryptTaskId }: { encryptTaskId: string }) {
  const q = useCall('white/queryRenewalTaskInfo', { encryptTaskId });
  return (
    <div className="page tk-page">
      <AsyncView query={q} skeleton="profile">
        {(t) => (
          <>
            <Section title="续保任务" extra={<FollowTag status={t.followStatus} />}>
              <p className="tk-public__title">{t.taskTitle}</p>
              <Cells>
                <Cell label="任务类型">{labelOf(TASK_TYPE, t.taskType)}</Cell>
                <Cell label="截止日期">
                  <When value={t.dueDate} kind="due" />
                </Cell>
                <Cell label="客户">{t.custName}</Cell>
                <Cell label="车牌号">{t.licenseNo}</Cell>
                <Cell label="险种">{t.riskName}</Cell>
                <Cell label="保单号">{t.policyNo}</Cell>
                <Cell label="保单到期">{t.policyEndDate && <When value={t.policyEndDate} kind="due" />}</Cell>
              </Cells>
            </Section>
            <Section title="负责员工">
              <Cells>
                <Cell label="姓名">{t.adviserName}</Cell>
                <Cell label="手机号">{t.adviserMobile}</Cell>
              </Cells>
            </Section>
            <Link href={`${NOTES}?${new URLSearchParams({ encryptTaskId }).toString()}`} className="card tk-public__notes">
              <span>跟进记录</span>
              <span className="muted">{t.followUpCount > 0 ? `${t.followUpCount} 条 ›` : '暂无 ›'}</span>
            </Link>
          </>
        )}
      </AsyncView>
    </div>
  );
}
