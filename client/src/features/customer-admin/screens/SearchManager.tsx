import { Section } from '../../../ui';
import { ColleagueSearch } from '../../../parts/ColleagueSearch';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';
import { orgName } from '../../../../../shared/domain/organisations';

// Find a customer manager (/client/search-manager): a colleague by name or employee code (the
// 10-second fuzzy user search), with their employee code and organisation — what a staff member
// needs to hand a customer over or name the right manager to a customer.

export default function SearchManager() {
  return (
    <div className="page cl-page">
      <Section title="查询客户经理">
        <ColleagueSearch
          label="姓名或员工代码"
          renderHit={({ colleague: c, note }) => (
            <div className="cl-manager">
              <div className="cl-manager__head">
                <span className="cl-manager__name">{c.userName}</span>
                {note && <span className="tag tag--info">{note}</span>}
              </div>
              <div className="cl-row__meta">
                <span>员工代码 {maskEmployeeCode(c.userCode)}</span>
                <span>{orgName(c.comCode, c.comCName)}</span>
              </div>
            </div>
          )}
        />
      </Section>
    </div>
  );
}
