import { Link } from 'wouter';
import { AsyncView, Cell, Cells, Money, Section} from '../../../ui';
import { useCall } from '../../../lib/query/use-call';

// What a claim-care message is about (custcare-msg-view?registNo=): the claim's adviser
// (getClaimManager) and the policies of the claim (getPolicyListByRegistNo), each loading on its
// own, and the way to the claim-care contact screen to call the customer and record it.

const enc = encodeURIComponent;

export function ClaimCareParts({ registNo, custId }: { registNo: string; custId: string }) {
  const manager = useCall('getClaimManager', { registNo });
  const policies = useCall('getPolicyListByRegistNo', { registNo });
  return (
    <>
      <Section title="理赔顾问">
        <AsyncView query={manager} skeleton="rows">
          {(m) => (
            <Cells>
              <Cell label="顾问">{m.title ? `${m.managerName}（${m.title}）` : m.managerName}</Cell>
              {m.mobile ? (
                <Cell label="联系电话">
                  <a href={`tel:${m.mobile}`}>{m.mobile}</a>
                </Cell>
              ) : null}
              {m.servicePhone ? <Cell label="理赔服务电话">{m.servicePhone}</Cell> : null}
            </Cells>
          )}
        </AsyncView>
      </Section>
      <Section title="案件保单">
        <AsyncView query={policies} skeleton="rows">
          {(p) =>
            p.list.length === 0 ? (
              <p className="muted">暂无保单</p>
            ) : (
              <Cells>
                {p.list.map((x) => (
                  <Cell key={x.policyNo} label={x.riskName}>
                    <Link href={`/customer-info/PolicyDetail?policyNo=${enc(x.policyNo)}`}>{x.policyNo}</Link> <Money value={x.premium} />
                  </Cell>
                ))}
              </Cells>
            )
          }
        </AsyncView>
      </Section>
      <p className="care-links">
        <Link href={`/insurance-contact-customer?registNo=${enc(registNo)}&custId=${enc(custId)}`}>联系客户并记录跟进 ›</Link>
        {' '}
        <Link href={`/customer-info/claim-schedule?registNo=${enc(registNo)}`}>理赔进度 ›</Link>
      </p>
    </>
  );
}
