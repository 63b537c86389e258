import { useMemo, useState, type ReactNode } from 'react';
import { navigate } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, runAction, Section, Stepper, TextField, useUrlState, PickerField } from '../../../ui';
import { loadAllocation, saveBatch, type Plan, type Sales } from '../api';
import { batchHref } from '../components/parts';
import { useCall, useLoad } from '../../../lib/query/use-call';

// 销售团队 (?planId= optional): the organisation's sales force with what each has been allocated,
// has given and has left — for one plan (the choice in the URL) or summed over the plans under
// way. With a plan that is not over, the manager sets a count per person and allocates them as
// a new batch, never beyond what the plan has left.

export default function SalesForce() {
  const [planId, setPlanId] = useUrlState('planId', '');
  // The plans under way (not over).
  const all = useCall('valueAdded/queryPlanList', { pageNo: 1, pageSize: 100 });
  const live = useMemo(() => all.data?.list.filter((x) => x.status !== '2'), [all.data]);
  const plans = { ...all, data: live };
  return (
    <div className="page">
      <section className="card" aria-label="方案">
        <AsyncView query={plans} skeleton="rows">
          {(list) => (
            <PickerField label="方案" hint="选择方案后可给销售人员分配份数" value={planId} options={[{ value: '', label: '全部进行中的方案（合计）' }, ...list.map((p) => ({ value: p.planId, label: p.planName }))]} onValue={setPlanId} />
          )}
        </AsyncView>
      </section>
      {planId ? <Allocation key={planId} planId={planId} /> : <Team />}
    </div>
  );
}

function SalesRow({ s, children }: { s: Sales; children?: ReactNode }) {
  return (
    <li className="svc-item">
      <span className="svc-item__main">
        <span className="svc-item__name">
          {s.salesName} <small className="muted">{s.title}</small>
        </span>
        <span className="svc-item__desc">
          已分配 {s.allocated} · 已赠送 {s.granted} · 剩余 {s.remaining}
        </span>
      </span>
      {children}
    </li>
  );
}

function Team() {
  const team = useCall('valueAdded/querySalesForce');
  return (
    <Section title="销售人员">
      <AsyncView query={team} isEmpty={(a) => a.list.length === 0} emptyText="本机构暂无销售人员">
        {({ list }) => (
          <ul className="svc-items" aria-label="销售人员">
            {list.map((s) => (
              <SalesRow key={s.salesCode} s={s} />
            ))}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}

function Allocation({ planId }: { planId: string }) {
  const data = useLoad(['loadAllocation', planId], (signal) => loadAllocation(planId, signal), { calls: ['valueAdded/queryPlanDetail', 'valueAdded/querySalesForce'] });
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [batchName, setBatchName] = useState('');
  const total = Object.values(counts).reduce((n, c) => n + c, 0);

  if (!data.data) {
    return (
      <Section title="分配">
        <AsyncView query={data}>{() => null}</AsyncView>
      </Section>
    );
  }
  const { plan, team } = data.data;
  const left = plan.totalCount - plan.allocatedCount;
  const over = total > left;
  const ended = plan.status === '2';

  const allocate = async () => {
    const allocations = Object.entries(counts)
      .filter(([, c]) => c > 0)
      .map(([salesCode, count]) => ({ salesCode, count }));
    const saved = await runAction(() => saveBatch({ planId, ...(batchName.trim() ? { batchName: batchName.trim() } : {}), allocations }), {
      confirm: { title: '分配增值服务', message: `将「${plan.planName}」的 ${total} 份分配给 ${allocations.length} 位销售人员，生成新批次？`, okText: '分配' },
      loadingText: '分配中…',
      success: '已生成分配批次',
    });
    if (saved) void navigate(batchHref(saved.batchNo), { replace: true });
  };

  return (
    <>
      <PlanLeft plan={plan} left={left} total={total} />
      <Section title="逐人分配">
        <ul className="svc-items" aria-label="销售人员">
          {team.map((s) => (
            <SalesRow key={s.salesCode} s={s}>
              {!ended && <Stepper label={`分配给${s.salesName}的份数`} min={0} max={Math.max(0, left)} value={counts[s.salesCode] ?? 0} onValue={(v) => setCounts((c) => ({ ...c, [s.salesCode]: v }))} />}
            </SalesRow>
          ))}
        </ul>
        {!ended && <TextField label="批次名称" value={batchName} onValue={setBatchName} maxLength={30} placeholder="不填则按序号命名，如：第三批" />}
        {over && (
          <p className="field__error" role="alert">
            超出方案剩余份数（剩余 {left} 份，本次 {total} 份）
          </p>
        )}
      </Section>
      {!ended && <ActionBar actions={[{ label: total > 0 ? `分配 ${total} 份` : '分配', primary: true, disabled: total === 0 || over, onClick: () => void allocate() }]} />}
    </>
  );
}

function PlanLeft({ plan, left, total }: { plan: Plan; left: number; total: number }) {
  return (
    <section className="card" aria-label="方案剩余">
      <div className="svc-quota">
        <div>
          <strong>{plan.totalCount}</strong>
          <span>方案总份数</span>
        </div>
        <div>
          <strong>{left}</strong>
          <span>尚未分配</span>
        </div>
        <div>
          <strong>{total}</strong>
          <span>本次分配</span>
        </div>
      </div>
    </section>
  );
}
