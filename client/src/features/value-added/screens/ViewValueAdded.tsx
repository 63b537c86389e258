import { PACK_TYPE } from '../../../../../shared/domain/service-codes';
import { hasScreen } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, Cell, Cells, CodeLabel, PagedList, ProgressBar, Section, usePaged, useParam, MissingParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { Link } from 'wouter';
import { packHref } from '../../../parts/service-kind';
import { loadBatches, type Batch } from '../api';
import { BatchCard, PlanStatus } from '../components/parts';

// 查看增值服务 (?planId=): the plan, its progress (allocated of total, given of allocated) and its
// batches, each with its own progress; from here the manager allocates a new batch to the sales
// force or opens the batch management.

export default function ViewValueAdded() {
  const planId = useParam('planId');
  if (!planId) return <MissingParam what="方案" from="增值服务分配方案" />;
  return <PlanView key={planId} planId={planId} />;
}

function PlanView({ planId }: { planId: string }) {
  const plan = useCall('valueAdded/queryPlanDetail', { planId });
  const batches = usePaged<Batch>((pageNo, pageSize, signal) => loadBatches(planId, pageNo, pageSize, signal), [planId], 10, { pagesParam: 'pages' });
  const enc = encodeURIComponent(planId);
  const canAllocate = plan.data !== undefined && plan.data.status !== '2' && plan.data.allocatedCount < plan.data.totalCount;
  const actions = [
    { label: '分配给销售人员', href: `/value-added-services/sales-force?planId=${enc}`, primary: true, disabled: !canAllocate },
    { label: '批次管理', href: `/value-added-services/batch-management?planId=${enc}` },
  ].filter((a) => hasScreen(a.href));
  return (
    <div className="page">
      <Section title="方案" extra={plan.data && <PlanStatus status={plan.data.status} />}>
        <AsyncView query={plan} skeleton="profile">
          {(p) => (
            <>
              <Cells>
                <Cell label="名称">{p.planName}</Cell>
                <Cell label="服务包">
                  <Link href={packHref(p)}>{p.packName}</Link> (<CodeLabel table={PACK_TYPE} code={p.packType} />)
                </Cell>
                <Cell label="有效期">
                  {p.startDate} 至 {p.endDate}
                </Cell>
                <Cell label="说明">{p.remark}</Cell>
                <Cell label="创建">
                  {p.creatorName} · {p.createTime}
                </Cell>
              </Cells>
              <ProgressBar label="已分配" value={p.allocatedCount} max={p.totalCount} unit="份" />
              <ProgressBar label="已赠送" value={p.grantedCount} max={p.allocatedCount} unit="份" />
            </>
          )}
        </AsyncView>
      </Section>
      <Section title="分配批次">
        <PagedList label="批次" state={batches} keyOf={(b) => b.batchNo} emptyText="还没有分配批次" renderItem={(b) => <BatchCard batch={b} />} />
      </Section>
      <ActionBar actions={actions} />
    </div>
  );
}
