import { SERVICE_REASON_MAX } from '../../../../../shared/domain/service-codes';
import { ActionBar, AsyncView, Field, Money, PagedList, runAction, Section, Stepper, Tag, useForm, usePaged, useParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { loadRewards, sendGift, type Reward } from '../api';
import { CustomerChoice, useChosenCustomer } from '../components/CustomerChoice';
import { reasonError } from '../components/parts';

// 礼品服务 (?custId= optional): give a gift to a customer the staff member serves — the gifts with
// their stock, a count within both the stock and the staff member's gift quota (shown), a reason —
// and the gifts they gave before.

export default function GiftService() {
  const [cust, setCust] = useChosenCustomer(useParam('custId'));
  const quota = useCall('valueAdded/queryMyQuota');
  const gifts = useCall('valueAdded/queryGiftList');
  const records = usePaged<Reward>((pageNo, pageSize, signal) => loadRewards('gift', pageNo, pageSize, signal), [], 10, { calls: ['valueAdded/queryRewardRecordList'] });
  const left = quota.data?.gift.remaining ?? 0;
  const giftOf = (code: string) => gifts.data?.list.find((g) => g.giftCode === code);
  const form = useForm(
    { giftCode: '', count: 1, reason: '' },
    {
      giftCode: (v) => (giftOf(v) ? null : '请选择礼品'),
      count: (n, { giftCode }) => {
        const gift = giftOf(giftCode);
        return gift && n > gift.stock ? `库存不足（剩余 ${gift.stock} 份）` : quota.data && n > left ? `超出您的礼品额度（剩余 ${left} 份）` : null;
      },
      reason: reasonError,
    },
  );
  const { values } = form;
  const gift = giftOf(values.giftCode);
  const max = Math.max(1, Math.min(10, left, gift?.stock ?? 10));
  const ready = cust && form.valid;

  const give = async ({ giftCode, count, reason }: typeof values) => {
    const chosen = giftOf(giftCode);
    if (!cust || !chosen) return;
    const done = await runAction(() => sendGift({ custId: cust.custId, giftCode, count, reason: reason.trim() }), {
      confirm: { title: '赠送礼品', message: `将 ${count} 份「${chosen.giftName}」赠送给${cust.custName}？`, okText: '赠送' },
      loadingText: '赠送中…',
      success: '礼品已赠送',
    });
    if (done) {
      form.reset({ giftCode, count: 1, reason: '' });
    }
  };

  return (
    <div className="page">
      <Section title="礼品额度">
        <AsyncView query={quota} skeleton="stats">
          {(q) => (
            <div className="svc-quota">
              <div>
                <strong>{q.gift.quota}</strong>
                <span>额度（份）</span>
              </div>
              <div>
                <strong>{q.gift.used}</strong>
                <span>已赠送</span>
              </div>
              <div>
                <strong>{q.gift.remaining}</strong>
                <span>剩余</span>
              </div>
            </div>
          )}
        </AsyncView>
      </Section>
      <Section title="赠送礼品">
        <CustomerChoice value={cust} onValue={setCust} />
        <AsyncView query={gifts} isEmpty={(a) => a.list.length === 0} emptyText="本机构暂无可赠送的礼品">
          {({ list }) => (
            <div role="radiogroup" aria-label="礼品">
              {list.map((g) => (
                <label key={g.giftCode} className="svc-radio">
                  <input type="radio" name="gift" disabled={g.stock === 0} checked={g.giftCode === values.giftCode} onChange={() => form.set('giftCode', g.giftCode)} />
                  <span className="svc-item__main">
                    <span className="svc-item__name">
                      {g.giftName} {g.stock === 0 && <Tag kind="warning">已领完</Tag>}
                    </span>
                    <span className="svc-item__desc">
                      <Money value={g.value} /> · 库存 {g.stock} · {g.description}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          )}
        </AsyncView>
        {/* Over the stock or the quota shows at once, before the count is touched. */}
        <Field label="份数" error={form.errors.count}>
          <Stepper label="份数" value={values.count} onValue={(n) => form.set('count', n)} min={1} max={max} />
        </Field>
        <Field label="赠送原因" error={form.error('reason')}>
          <textarea className="field__input" rows={2} maxLength={SERVICE_REASON_MAX} value={values.reason} onChange={(e) => form.set('reason', e.target.value)} onBlur={() => form.touch('reason')} placeholder="如：续保成功答谢" />
        </Field>
      </Section>
      <Section title="赠送记录">
        <PagedList
          label="赠送记录"
          state={records}
          keyOf={(r) => r.recordId}
          emptyText="还没有赠送过礼品"
          renderItem={(r) => (
            <div className="svc-item">
              <span className="svc-item__main">
                <span className="svc-item__name">
                  {r.custName} · {r.giftName} × {r.count}
                </span>
                <span className="svc-item__desc">
                  {r.reason} · {r.createTime.slice(0, 16)}
                </span>
              </span>
            </div>
          )}
        />
      </Section>
      <ActionBar actions={[{ label: '赠送', primary: true, disabled: !ready, onClick: () => form.submit(give) }]} />
    </div>
  );
}
