import { FOLLOW_STATUS, TASK_TYPE, labelOf } from '../../../../../shared/domain/codes';
import type { ScreenProps } from '../../../lib/screen';
import { ActionBar, AsyncView, Section, Tag, useParam, MissingParam } from '../../../ui';
import { customerActions } from '../actions';
import { useCall } from '../../../lib/query/use-call';
import { BindButton, date, Kv, MoreLink, ProfileCard, Row, SimpleList } from '../components/parts';
import { ClaimRow, PolicyRow, VehicleRow } from '../components/tabs';

// A customer opened from the staff member's client list: everything the customer system holds
// in one call (wf/queryACRMAllInfo: customer, vehicles, policies, claims, tasks), the binding
// from weixinCustStatusSearch with bind / unbind; the action bar leads to the full customer 360 and
// to contacting the customer.

export default function ClientCustomerInfoDetail(_props: ScreenProps) {
  const custId = useParam('custId');
  if (!custId) return <MissingParam what="客户信息" from="客户列表" />;
  return <ClientCustomer key={custId} custId={custId} />;
}

const TODO = new Set(['2', '6']);

function ClientCustomer({ custId }: { custId: string }) {
  const all = useCall('wf/queryACRMAllInfo', { custId });
  const status = useCall('weixinCustStatusSearch', { custId });
  const enc = encodeURIComponent(custId);

  return (
    <div className="page cust">
      <AsyncView query={all}>
        {({ customer, vehicles, policies, claims, tasks }) => (
          <>
            <ProfileCard
              customer={customer}
              status={status.data}
              action={
<BindButton custId={custId} name={customer.name} status={status.data} />
              }
            />
            <Section title="待办任务">
              <SimpleList
                items={tasks}
                keyOf={(t) => t.taskId}
                emptyText="暂无任务"
                render={(t) => (
                  <Row
                    title={t.title || t.taskId}
                    tag={<Tag kind={TODO.has(t.taskType) ? 'warning' : 'default'}>{labelOf(TASK_TYPE, t.taskType)}</Tag>}
                    {...(TODO.has(t.taskType) ? { href: `/home/upcoming-customerInfo-detail?taskId=${encodeURIComponent(t.taskId)}&custId=${enc}` } : {})}
                  >
                    <Kv k="跟进状态">{labelOf(FOLLOW_STATUS, t.followStatus)}</Kv>
                    <Kv k="截止日期">{date(t.dueDate)}</Kv>
                  </Row>
                )}
              />
            </Section>
            <div className="cust-list-head">
              <h2 className="section__title">车辆（{vehicles.length}）</h2>
            </div>
            <SimpleList items={vehicles} keyOf={(v) => v.frameNo} render={(v) => <VehicleRow v={v} />} emptyText="暂无车辆" />
            <div className="cust-list-head">
              <h2 className="section__title">保单（{policies.length}）</h2>
              <MoreLink href={`/customer-info/more-policy-info?custId=${enc}`}>保单信息</MoreLink>
            </div>
            <SimpleList items={policies} keyOf={(p) => p.policyNo} render={(p) => <PolicyRow p={p} />} emptyText="暂无保单" />
            <div className="cust-list-head">
              <h2 className="section__title">理赔（{claims.length}）</h2>
              <MoreLink href={`/customer-info/more-claim-info?custId=${enc}`}>理赔信息</MoreLink>
            </div>
            <SimpleList items={claims} keyOf={(c) => c.registNo} render={(c) => <ClaimRow c={c} />} emptyText="暂无理赔记录" />
            <ActionBar actions={customerActions(custId, { detail: true })} label="客户操作" />
          </>
        )}
      </AsyncView>
    </div>
  );
}
