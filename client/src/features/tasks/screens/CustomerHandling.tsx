import { useEffect } from 'react';
import { formatTime } from '../../../../../shared/domain/format';
import { hasScreen } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, Cell, Cells, Empty, Money, Section, Tag, When, useUrlState, type BarAction } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { contactHref, CustomerSummary, detailHref, FollowTag } from '../../../parts/customer';
import { recordTaskOpen } from '../api';

// Handling a task's customer (/customer-info/customer-handling?taskId=): where the task stands in
// its workflow (task issued → contact → quote → proposal → paid), the customer and the task, the
// vehicle with its policies, and the vehicle's quotations — each section on its own — with the
// follow-up, the customer and a reservation in the action bar.

const RESERVE = '/customer-info/customer-reservation';

export default function CustomerHandling() {
  const [taskId] = useUrlState('taskId');
  if (!taskId)
    return (
      <div className="page tk-page">
        <Empty text="缺少任务号，请从任务列表进入" />
      </div>
    );
  return <Handling taskId={taskId} />;
}

function Handling({ taskId }: { taskId: string }) {
  const info = useCall('wf/queryClientInfo', { taskId }, { method: 'POST' });
  useEffect(() => recordTaskOpen('customer-handling', taskId), [taskId]);
  const task = info.data?.task;
  const actions: BarAction[] = task
    ? [
        { label: '客户详情', href: detailHref(task.custId) },
        ...(hasScreen(RESERVE) ? [{ label: '预约', href: `${RESERVE}?${new URLSearchParams({ custId: task.custId, taskId: task.taskId }).toString()}` }] : []),
        { label: '去跟进', href: contactHref(task), primary: true },
      ]
    : [];
  return (
    <div className="page tk-page">
      <Section title="任务与客户">
        <AsyncView query={info} skeleton="profile">
          {(d) => (
            <>
              <CustomerSummary customer={d.customer} />
              {d.task && (
                <Cells>
                  <Cell label="任务">{d.task.title}</Cell>
                  <Cell label="跟进状态">
                    <FollowTag status={d.task.followStatus} />
                  </Cell>
                  <Cell label="截止日期">
                    <When value={d.task.dueDate} kind="due" />
                  </Cell>
                  <Cell label="保单号">{d.task.policyNo}</Cell>
                </Cells>
              )}
            </>
          )}
        </AsyncView>
      </Section>
      {task?.piid && <Progress piid={task.piid} />}
      <Car taskId={taskId} />
      <Quotes taskId={taskId} />
      <ActionBar actions={actions} />
    </div>
  );
}

function Progress({ piid }: { piid: string }) {
  const q = useCall('fwdapi/khyx/newFront/common/queryAllActivityNode', { piid });
  return (
    <Section title="办理进度">
      <AsyncView query={q} isEmpty={(d) => d.list.length === 0} emptyText="暂无流程节点">
        {(d) => (
          <ol className="tk-steps" aria-label="办理进度">
            {d.list.map((n) => (
              <li key={n.nodeCode} className={`tk-step tk-step--${n.status}`}>
                <span className="tk-step__dot" aria-hidden="true" />
                <span className="tk-step__name">{n.nodeName}</span>
                <span className="tk-step__state">{n.status === 'done' ? (n.time ? formatTime(n.time, 'MM-DD HH:mm') : '已完成') : n.status === 'current' ? '进行中' : '未开始'}</span>
              </li>
            ))}
          </ol>
        )}
      </AsyncView>
    </Section>
  );
}

function Car({ taskId }: { taskId: string }) {
  const q = useCall('wf/queryCarInfo', { taskId }, { method: 'POST' });
  return (
    <Section title="车辆与保单">
      <AsyncView query={q}>
        {(d) => (
          <>
            <Cells>
              <Cell label="车牌号">{d.vehicle.licenseNo}</Cell>
              <Cell label="品牌型号">{[d.vehicle.brandName, d.vehicle.modelName].filter(Boolean).join(' ')}</Cell>
              <Cell label="车架号">{d.vehicle.frameNo}</Cell>
              <Cell label="初登日期">{d.vehicle.registerDate}</Cell>
              <Cell label="年检到期">{d.vehicle.inspectionDueDate && <When value={d.vehicle.inspectionDueDate} kind="due" />}</Cell>
            </Cells>
            {d.policies.length > 0 && (
              <ul className="list" aria-label="车辆保单">
                {d.policies.map((p) => (
                  <li key={p.policyNo} className="list__item tk-policy">
                    <div className="tk-task__head">
                      <span className="tk-task__title">{p.riskName}</span>
                      <Tag kind={p.inForceStatus === '1' ? 'success' : 'default'}>{p.inForceStatus === '1' ? '在保' : '已失效'}</Tag>
                    </div>
                    <div className="tk-task__meta">
                      <span>{p.policyNo}</span>
                      <span>
                        保费 <Money value={p.premium} />
                      </span>
                      <span>
                        到期 <When value={p.endDate} kind="due" />
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </AsyncView>
    </Section>
  );
}

function Quotes({ taskId }: { taskId: string }) {
  const q = useCall('wf/quoteQuery', { taskId, pageNo: 1, pageSize: 20 });
  return (
    <Section title="报价单">
      <AsyncView query={q} isEmpty={(d) => d.list.length === 0} emptyText="该车辆暂无报价">
        {(d) => (
          <ul className="list" aria-label="报价单">
            {d.list.map((x) => (
              <li key={x.quotationNo} className="list__item">
                <div className="tk-task__head">
                  <span className="tk-task__title">{x.quotationNo}</span>
                  {x.statusName && <Tag kind={x.proposalNo ? 'success' : 'info'}>{x.statusName}</Tag>}
                </div>
                <div className="tk-task__meta">
                  <span>
                    保费 <Money value={x.premium} />
                  </span>
                  {x.createdAt && <span>{formatTime(x.createdAt, 'YYYY-MM-DD HH:mm')}</span>}
                  {x.proposalNo && <span>投保单 {x.proposalNo}</span>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}
