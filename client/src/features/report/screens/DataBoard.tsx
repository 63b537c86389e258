import { Link } from 'wouter';
import { hasScreen } from '../../../lib/navigation/navigation';
import { AsyncView, money, Section } from '../../../ui';
import { BarList, figure } from '../../../ui/Chart';
import { useCall } from '../../../lib/query/use-call';
import { BindingSection, RenewalSection } from '../components/parts';
import { chinaNow, formatInterval } from '../../../../../shared/domain/format';

// The data board (/client/data-board): the reader's business at a glance — the assistant's
// summary with its figures and suggestions, this month's renewal rate, the binding rate, and the
// care messages waiting to be sent by type (each section loads on its own).

const CARE = '/custcare-msg/custcare-msg-query';

export default function DataBoard() {
  const [startDate, endDate] = formatInterval(chinaNow(), 'month') ?? ['', ''];
  return (
    <div className="page rp-page">
      <Business />
      <RenewalSection startDate={startDate} endDate={endDate} name="本月" ranking={false} />
      <BindingSection title="客户绑定" personal />
      <Care />
    </div>
  );
}

function Business() {
  const q = useCall('assistant/getReportAnalyze', { reportType: 'business' }, { method: 'POST' });
  return (
    <Section title="业务概况">
      <AsyncView query={q} skeleton="stats" isEmpty={() => false}>
        {(d) => (
          <>
            <ul className="rp-tiles" aria-label="业务指标">
              {d.items.map((i) => (
                <li key={i.name} className="rp-tile">
                  <span className="rp-tile__name">{i.name}</span>
                  <strong className="rp-tile__value">{i.unit === '元' ? money(i.value) : figure(Number(i.value), ` ${i.unit}`)}</strong>
                </li>
              ))}
            </ul>
            <p className="rp-summary">{d.summary}</p>
            {d.suggestions.length > 0 && (
              <ul className="rp-tips" aria-label="建议">
                {d.suggestions.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </AsyncView>
    </Section>
  );
}

function Care() {
  const q = useCall('queryCustCareNumbers');
  return (
    <Section
      title="待发送的客户关怀"
      extra={
        hasScreen(CARE) && (
          <Link href={CARE} className="btn btn--text btn--small">
            去关怀
          </Link>
        )
      }
    >
      <AsyncView query={q} isEmpty={(d) => d.list.length === 0} emptyText="暂无待发送的关怀">
        {(d) => (
          <>
            <p className="rp-rank">
              共 <strong>{d.total}</strong> 条待发送
            </p>
            <BarList label="各类关怀待发送数" ranked unit=" 条" items={d.list.map((c) => ({ name: c.msgTypeName, value: c.count }))} />
          </>
        )}
      </AsyncView>
    </Section>
  );
}
