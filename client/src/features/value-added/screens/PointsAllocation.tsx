import { validateWholeNumber } from '../../../../../shared/domain/numbers';
import { SERVICE_REASON_MAX } from '../../../../../shared/domain/service-codes';
import { ActionBar, AsyncView, Field, PagedList, runAction, Section, TextField, useForm, usePaged, useParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { allocatePoints, loadRewards, type Reward } from '../api';
import { CustomerChoice, useChosenCustomer } from '../components/CustomerChoice';
import { reasonError } from '../components/parts';

// 积分分配 (?custId= optional): give points to a customer the staff member serves, within the
// points they have left (shown, and checked as they type), with a reason; then the points given before.

export function pointsError(text: string, left: number | undefined): string | undefined {
  const n = validateWholeNumber(text, { label: '积分', min: 1, max: 10_000 });
  if (!n.ok) return n.reason;
  if (left !== undefined && n.value > left) return `超出您的积分额度（剩余 ${left} 分）`;
  return undefined;
}

export default function PointsAllocation() {
  const [cust, setCust] = useChosenCustomer(useParam('custId'));
  const quota = useCall('valueAdded/queryMyQuota');
  const form = useForm({ points: '', reason: '' }, { points: (v) => pointsError(v, quota.data?.points.remaining), reason: reasonError });
  const records = usePaged<Reward>((pageNo, pageSize, signal) => loadRewards('points', pageNo, pageSize, signal), [], 10, { calls: ['valueAdded/queryRewardRecordList'] });
  const ready = cust && form.valid;

  const give = async ({ points, reason }: typeof form.values) => {
    if (!cust) return;
    const done = await runAction(() => allocatePoints({ custId: cust.custId, points: Number(points), reason: reason.trim() }), {
      confirm: { title: '分配积分', message: `给${cust.custName}分配 ${points} 积分？`, okText: '分配' },
      loadingText: '分配中…',
      success: '积分已分配',
    });
    if (done) {
      form.reset({ points: '', reason: '' });
    }
  };

  return (
    <div className="page">
      <Section title="积分额度">
        <AsyncView query={quota} skeleton="stats">
          {(q) => (
            <div className="svc-quota">
              <div>
                <strong>{q.points.quota}</strong>
                <span>额度</span>
              </div>
              <div>
                <strong>{q.points.used}</strong>
                <span>已分配</span>
              </div>
              <div>
                <strong>{q.points.remaining}</strong>
                <span>剩余</span>
              </div>
            </div>
          )}
        </AsyncView>
      </Section>
      <Section title="分配积分">
        <CustomerChoice value={cust} onValue={setCust} />
        <TextField label="积分" inputMode="numeric" {...form.field('points')} onValue={(v) => form.set('points', v.replace(/\D/g, ''))} placeholder="1–10000" />
        <Field label="原因" error={form.error('reason')}>
          <textarea className="field__input" rows={2} maxLength={SERVICE_REASON_MAX} value={form.values.reason} onChange={(e) => form.set('reason', e.target.value)} onBlur={() => form.touch('reason')} placeholder="如：推荐新客户奖励" />
        </Field>
      </Section>
      <Section title="分配记录">
        <PagedList
          label="分配记录"
          state={records}
          keyOf={(r) => r.recordId}
          emptyText="还没有分配过积分"
          renderItem={(r) => (
            <div className="svc-item">
              <span className="svc-item__main">
                <span className="svc-item__name">{r.custName}</span>
                <span className="svc-item__desc">
                  {r.reason} · {r.createTime.slice(0, 16)}
                </span>
              </span>
              <span className="svc-item__end">+{r.count}</span>
            </div>
          )}
        />
      </Section>
      <ActionBar actions={[{ label: '分配', primary: true, disabled: !ready, onClick: () => form.submit(give) }]} />
    </div>
  );
}
