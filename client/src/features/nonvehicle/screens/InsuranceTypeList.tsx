import { Link } from 'wouter';
import { AsyncView, Section, Tag} from '../../../ui';
import { useCall } from '../../../lib/query/use-call';

// 险种列表 (/customer-info/insurance-type-list): every non-vehicle insurance class with its risk
// codes (getNonAutoRiskClassName), each opening the class's page.


export default function InsuranceTypeList() {
  const classes = useCall('getNonAutoRiskClassName');
  return (
    <div className="page">
      <Section title="非车险类">
        <AsyncView query={classes} isEmpty={(c) => c.list.length === 0} emptyText="暂无非车险类">
          {(c) => (
            <ul className="list" aria-label="非车险类">
              {c.list.map((k) => (
                <li key={k.classCode} className="list__item">
                  <Link href={k.path} className="nv-class">
                    <strong>{k.className}</strong>
                    <span className="nv-class__codes">
                      {k.riskCodes.map((code) => (
                        <Tag key={code} kind="info">
                          {code}
                        </Tag>
                      ))}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
    </div>
  );
}
