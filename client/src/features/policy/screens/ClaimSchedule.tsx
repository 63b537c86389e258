import { Link } from 'wouter';
import { ActionBar, AsyncView, Cell, Cells, Section, useParam, MissingParam } from '../../../ui';
import { formatTime } from '../../../../../shared/domain/format';
import { ClaimStatus, Money } from '../../../parts/policy';
import { useCall } from '../../../lib/query/use-call';

// 理赔进度 (?registNo=): the claim and its progress nodes as a timeline, oldest first, the
// latest node marked as where the claim stands now.

export default function ClaimSchedule() {
  const registNo = useParam('registNo');
  if (!registNo) return <MissingParam what="报案号" />;
  return <Schedule registNo={registNo} />;
}

function Schedule({ registNo }: { registNo: string }) {
  const claim = useCall('weixinClaimDetail', { registNo });
  return (
    <div className="page">
      <AsyncView query={claim}>
        {(c) => {
          const nodes = [...(c.nodes ?? [])].sort((a, b) => a.time.localeCompare(b.time));
          return (
            <>
              <Section title="案件信息" extra={<ClaimStatus code={c.statusCode} name={c.statusName} />}>
                <Cells>
                  <Cell label="报案号">{c.registNo}</Cell>
                  <Cell label="保单号">
                    <Link href={`/customer-info/PolicyDetail?policyNo=${encodeURIComponent(c.policyNo)}`} className="pl-go">{c.policyNo}</Link>
                  </Cell>
                  {c.licenseNo && <Cell label="车牌号">{c.licenseNo}</Cell>}
                  <Cell label="出险时间">{formatTime(c.accidentDate, 'YYYY-MM-DD HH:mm')}</Cell>
                  <Cell label="报案时间">{formatTime(c.reportDate, 'YYYY-MM-DD HH:mm')}</Cell>
                  <Cell label="出险地点">{c.accidentPlace}</Cell>
                  <Cell label="出险经过">{c.accidentDesc}</Cell>
                  <Cell label="估损金额">
                    <Money value={c.estimateAmount} />
                  </Cell>
                  <Cell label="已赔付">
                    <Money value={c.paidAmount} />
                  </Cell>
                </Cells>
              </Section>
              <Section title="理赔进度">
                {nodes.length === 0 ? (
                  <p className="muted">暂无进度信息</p>
                ) : (
                  <ol className="pl-timeline" aria-label="理赔进度">
                    {nodes.map((n, i) => {
                      const current = i === nodes.length - 1;
                      return (
                        <li key={`${n.nodeCode}-${n.time}`} className={`pl-timeline__node${current ? ' is-current' : ''}`} aria-current={current ? 'step' : undefined}>
                          <div className="pl-timeline__name">{n.nodeName}</div>
                          <div className="pl-timeline__time">{formatTime(n.time, 'YYYY-MM-DD HH:mm')}</div>
                          {n.operator && <div className="muted">{n.operator}</div>}
                        </li>
                      );
                    })}
                  </ol>
                )}
              </Section>
            </>
          );
        }}
      </AsyncView>
      <ClaimActions registNo={registNo} />
    </div>
  );
}

/** 理赔关怀 (the claim's care message, sent from its page) and 理赔建群, where those screens exist. */
function ClaimActions({ registNo }: { registNo: string }) {
  const r = encodeURIComponent(registNo);
  const actions = [
    { label: '理赔关怀', href: `/custcare-msg/custcare-msg-view?registNo=${r}` },
    { label: '理赔建群', href: `/claim-group-building?registNo=${r}`, primary: true },
  ];
  return actions.length > 0 ? <ActionBar actions={actions} /> : null;
}
