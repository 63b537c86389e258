import { hasScreen } from '../../../lib/navigation/navigation';
import { ActionBar, PagedList, Segments, usePaged, useUrlChoice } from '../../../ui';
import { loadPlans, type Plan } from '../api';
import { PlanCard } from '../components/parts';

// 增值服务分配方案: the organisation's plans by status (in the URL) — under way first — each with
// how much is allocated to the sales force and how much they have given; the action bar leads to
// a new plan, the batches and the sales force.

const STATUS = [
  { value: '', label: '全部' },
  { value: '1', label: '进行中' },
  { value: '0', label: '未开始' },
  { value: '2', label: '已结束' },
] as const;
type Status = (typeof STATUS)[number]['value'];

export default function AllocationScheme() {
  const [status, setStatus] = useUrlChoice<Status>('status', ['', '1', '0', '2'], '');
  const plans = usePaged<Plan>((pageNo, pageSize, signal) => loadPlans(status, pageNo, pageSize, signal), [status], 10, { pagesParam: 'pages' });
  const actions = [
    { label: '新增方案', href: '/value-added-services/new-plan-added', primary: true },
    { label: '批次管理', href: '/value-added-services/batch-management' },
    { label: '销售团队', href: '/value-added-services/sales-force' },
  ].filter((a) => hasScreen(a.href));
  return (
    <div className="page">
      <Segments label="方案状态" value={status} options={STATUS} onChange={setStatus} />
      <section className="card" aria-label="增值服务方案">
        <PagedList label="方案" state={plans} keyOf={(p) => p.planId} emptyText="没有符合条件的方案" renderItem={(p) => <PlanCard plan={p} />} />
      </section>
      <ActionBar actions={actions} />
    </div>
  );
}
