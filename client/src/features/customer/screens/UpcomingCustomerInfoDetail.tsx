import { FOLLOW_STATUS, PUSH_SOURCE, TASK_TYPE, labelOf } from '../../../../../shared/domain/codes';
import type { ScreenProps } from '../../../lib/screen';
import { ActionBar, AsyncView, Cell, Cells, Section, Tag, useParam, MissingParam } from '../../../ui';
import { customerActions } from '../actions';
import { useCall } from '../../../lib/query/use-call';
import { date, ProfileCard, SimpleList, time } from '../components/parts';
import { PolicyRow } from '../components/tabs';

// The to-do task's customer (from the home page's task list): the task, the customer summary
// and the customer's policies from one call (wf/queryClientInfo), then "联系客户".

export default function UpcomingCustomerInfoDetail(_props: ScreenProps) {
  const taskId = useParam('taskId');
  const custId = useParam('custId');
  if (!taskId && !custId) return <MissingParam what="待办任务" />;
  return <TaskCustomer taskId={taskId} custId={custId} />;
}

function TaskCustomer({ taskId, custId: custIdParam }: { taskId: string; custId: string }) {
  const info = useCall('wf/queryClientInfo', taskId ? { taskId } : { custId: custIdParam }, { method: 'POST' });

  return (
    <div className="page cust">
      <AsyncView query={info}>
        {({ task, customer, policies }) => {
          const custId = customer.custId;
          return (
            <>
              {task && (
                <Section title="待办任务" extra={<Tag kind={task.followStatus === 'mu002' ? 'success' : task.followStatus === 'mu003' ? 'danger' : 'warning'}>{labelOf(FOLLOW_STATUS, task.followStatus)}</Tag>}>
                  <p className="cust-task-title">{task.title}</p>
                  <Cells>
                    <Cell label="任务类型">{labelOf(TASK_TYPE, task.taskType)}</Cell>
                    <Cell label="任务来源">{task.pushSource ? labelOf(PUSH_SOURCE, task.pushSource) : undefined}</Cell>
                    <Cell label="截止日期">{date(task.dueDate)}</Cell>
                    <Cell label="关联保单">{task.policyNo}</Cell>
                    <Cell label="车牌号">{task.licenseNo}</Cell>
                    <Cell label="创建时间">{time(task.createdAt)}</Cell>
                  </Cells>
                </Section>
              )}
              <ProfileCard customer={customer} />
              <div className="cust-list-head">
                <h2 className="section__title">客户保单</h2>
              </div>
              <SimpleList items={policies} keyOf={(p) => p.policyNo} render={(p) => <PolicyRow p={p} />} emptyText="暂无保单" />
              <ActionBar actions={customerActions(custId, { taskId: task?.taskId, detail: true })} label="客户操作" />
            </>
          );
        }}
      </AsyncView>
    </div>
  );
}
