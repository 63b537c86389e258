import { ActionBar, AsyncView, PagedList, usePaged, useUrlState, PickerField } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { hasScreen } from '../../../lib/navigation/navigation';
import { loadBatches, type Batch } from '../api';
import { BatchCard } from '../components/parts';

// 批次管理 (cached; ?planId= optional): every allocation batch of the organisation, or one plan's
// (the choice in the URL), latest first, each with how much of it the sales force has given.

export default function BatchManagement() {
  const [planId, setPlanId] = useUrlState('planId', '');
  const plans = useCall('valueAdded/queryPlanList', { pageNo: 1, pageSize: 100 });
  const batches = usePaged<Batch>((pageNo, pageSize, signal) => loadBatches(planId, pageNo, pageSize, signal), [planId], 10, { pagesParam: 'pages' });
  const allocate = `/value-added-services/sales-force?planId=${encodeURIComponent(planId)}`;
  return (
    <div className="page">
      <section className="card" aria-label="筛选">
        <AsyncView query={plans} isEmpty={(a) => a.list.length === 0} skeleton="rows">
          {({ list }) => (
            <PickerField label="方案" value={planId} options={[{ value: '', label: '全部方案' }, ...list.map((p) => ({ value: p.planId, label: p.planName }))]} onValue={setPlanId} />
          )}
        </AsyncView>
      </section>
      <section className="card" aria-label="分配批次">
        <PagedList label="批次" state={batches} keyOf={(b) => b.batchNo} emptyText="没有分配批次" renderItem={(b) => <BatchCard batch={b} />} />
      </section>
      <ActionBar actions={planId && hasScreen(allocate) ? [{ label: '新增批次', href: allocate, primary: true }] : []} />
    </div>
  );
}
