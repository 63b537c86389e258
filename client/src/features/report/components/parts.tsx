import { useSignals } from '@preact/signals-react/runtime';
import type { IntervalUnit } from '../../../../../shared/domain/format';
import { session } from '../../../lib/session/store';
import { AsyncView, money, Section, Tag, TabList } from '../../../ui';
import { BarList, figure, Ring, TrendLine } from '../../../ui/Chart';
import { loadBindingByOrg, loadRenewalTrend } from '../api';
import { useCall, useLoad } from '../../../lib/query/use-call';
import { PERIODS, periodName } from '../period';
import { chinaNow } from '../../../../../shared/domain/format';

// The report sections the report screens are made of. Each loads on its own and shows its
// figures as text beside its chart (ui/Chart.tsx).

/** Who reads: their own row is marked in rankings. */
function useMe() {
  useSignals();
  return session.value?.user.userCode;
}

/** 第 N / M 名 of the reader in a ranking by value (ties share the better place). */
export function rankOf(list: readonly { userCode: string; value: number }[], me: string | undefined) {
  const mine = list.find((r) => r.userCode === me);
  if (!mine) return null;
  return { place: list.filter((r) => r.value > mine.value).length + 1, of: list.length };
}

export function PeriodTabs({ period, onChange, range }: { period: IntervalUnit; onChange: (p: IntervalUnit) => void; range: string }) {
  return (
    <div className="card rp-period">
      <TabList look="segments" label="统计周期" value={period} options={PERIODS.map((p) => ({ value: p, label: periodName(p) }))} onChange={onChange} />
      <p className="rp-period__range muted">{range}</p>
    </div>
  );
}

// ── Personal indicators ───────────────────────────────────────────────────────

export function IndicatorsSection() {
  const q = useCall('queryCustManagerPersonalIndicators');
  return (
    <Section title="我的指标" extra={q.data && <span className="muted rp-note">统计至 {q.data.statDate}</span>}>
      <AsyncView query={q} skeleton="stats" isEmpty={(d) => d.indicators.length === 0} emptyText="暂无指标数据">
        {(d) => (
          <ul className="rp-tiles" aria-label="个人指标">
            {d.indicators.map((i) => {
              const value = Number(i.value);
              const avg = Number(i.comAverage);
              const show = (n: number) => (i.unit === '元' ? money(n) : figure(n, i.unit === '%' ? '%' : ` ${i.unit}`));
              return (
                <li key={i.indicatorCode} className="rp-tile">
                  <span className="rp-tile__name">{i.indicatorName}</span>
                  <strong className="rp-tile__value">{show(value)}</strong>
                  <span className="rp-tile__avg">
                    机构人均 {show(avg)}{' '}
                    {value !== avg && <Tag kind={value > avg ? 'success' : 'warning'}>{value > avg ? '高于人均' : '低于人均'}</Tag>}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}

// ── Binding rate ──────────────────────────────────────────────────────────────

/** The organisation's binding rate as a ring and its staff ranked by bound customers. */
export function BindingSection({ title = '客户绑定率', personal = false }: { title?: string; personal?: boolean }) {
  const me = useMe();
  const q = useCall('mc/calculationBindingRate', {}, { method: 'POST' });
  return (
    <Section title={title}>
      <AsyncView query={q} skeleton="stats" isEmpty={() => false}>
        {(d) => {
          const ranked = d.list.map((r) => ({ userCode: r.userCode, value: r.boundCustomers }));
          const rank = rankOf(ranked, me);
          const mine = d.list.find((r) => r.userCode === me);
          return (
            <>
              <div className="rings">
                <Ring label="机构绑定率" value={d.bindingRate} caption={`已绑定 ${d.boundCustomers} / ${d.totalCustomers} 人`} />
                {personal && mine && <Ring label="我的绑定占比" tone="success" value={mine.bindingRate} caption={`我绑定 ${mine.boundCustomers} 人`} />}
              </div>
              {rank && (
                <p className="rp-rank">
                  绑定客户数排名 第 <strong>{rank.place}</strong> / {rank.of} 名
                </p>
              )}
              <h3 className="rp-sub">员工绑定排名</h3>
              <BarList
                label="员工绑定客户数排名"
                ranked
                unit=" 人"
                items={d.list.map((r) => ({ name: r.userName, value: r.boundCustomers, mine: r.userCode === me, sub: `占机构客户 ${figure(r.bindingRate, '%')}` }))}
              />
            </>
          );
        }}
      </AsyncView>
    </Section>
  );
}

/** The binding rate of each organisation the reader may see, ranked. */
export function BindingByOrgSection() {
  const q = useLoad(['loadBindingByOrg'], loadBindingByOrg);
  return (
    <Section title="各机构绑定率">
      <AsyncView query={q} isEmpty={(d) => d.length === 0} emptyText="暂无可查看的机构">
        {(d) => (
          <BarList
            label="各机构绑定率"
            ranked
            unit="%"
            max={100}
            items={d.map((o) => ({ name: o.comName, value: o.rate.bindingRate, sub: `已绑定 ${o.rate.boundCustomers} / ${o.rate.totalCustomers} 人` }))}
          />
        )}
      </AsyncView>
    </Section>
  );
}

// ── Renewal rate ──────────────────────────────────────────────────────────────

/** The reader's renewal rate of the period as a ring, and the staff ranked by renewal rate. */
export function RenewalSection({ startDate, endDate, name, ranking = true }: { startDate: string; endDate: string; name: string; ranking?: boolean }) {
  const me = useMe();
  const q = useCall('mc/calculateRenewalRate', { startDate, endDate }, { method: 'POST' });
  return (
    <Section title={`续保率（${name}）`}>
      <AsyncView query={q} skeleton="stats" isEmpty={() => false}>
        {(d) => {
          const list = d.list ?? [];
          const rank = rankOf(list.map((r) => ({ userCode: r.userCode, value: r.renewalRate })), me);
          return (
            <>
              <div className="rings">
                <Ring label="我的续保率" tone="success" value={d.dueCount ? d.renewalRate : null} caption={d.dueCount ? `已续保 ${d.renewedCount} / 到期 ${d.dueCount} 件` : '本期无到期保单'} />
              </div>
              {rank && d.dueCount > 0 && (
                <p className="rp-rank">
                  续保率排名 第 <strong>{rank.place}</strong> / {rank.of} 名
                </p>
              )}
              {ranking && list.length > 0 && (
                <>
                  <h3 className="rp-sub">员工续保率排名</h3>
                  <BarList
                    label="员工续保率排名"
                    ranked
                    unit="%"
                    max={100}
                    items={list.map((r) => ({ name: r.userName, value: r.renewalRate, mine: r.userCode === me, sub: r.dueCount ? `已续保 ${r.renewedCount} / 到期 ${r.dueCount} 件` : '本期无到期保单' }))}
                  />
                </>
              )}
            </>
          );
        }}
      </AsyncView>
    </Section>
  );
}

const TREND_MONTHS = 6;

/** The renewal rate of the last six months as a trend. */
export function RenewalTrendSection() {
  const q = useLoad(['loadRenewalTrend', TREND_MONTHS], (signal) => loadRenewalTrend(chinaNow(), TREND_MONTHS, signal));
  return (
    <Section title={`近 ${TREND_MONTHS} 个月续保率`}>
      <AsyncView query={q} skeleton="stats" isEmpty={(d) => d.length === 0}>
        {(d) => <TrendLine label={`近 ${TREND_MONTHS} 个月续保率`} unit="%" max={100} points={d.map((m) => ({ name: m.name, value: m.rate.dueCount ? m.rate.renewalRate : null }))} />}
      </AsyncView>
    </Section>
  );
}
