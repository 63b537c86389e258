import { useState } from 'react';
import { returnPath, returnWith } from '../../../lib/navigation/return-to';
import { ActionBar, AsyncView, Section, Tag, useUrlState, useParams } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';

// 特别约定 (/common/risk-engage-list?riskCode=): a risk's special agreements (queryRiskEngageList,
// our proposal) with their full text; the mandatory ones are always included. Opened with
// ?returnTo=<app path> by a screen that needs them (a quotation), the chosen codes go back as
// ?engageCodes=a,b; opened on its own it is a reference to read.

const RISKS = [
  { code: 'DAA', label: '商业险' },
  { code: 'DZA', label: '交强险' },
  { code: 'JAH', label: '家财险' },
  { code: 'EAU', label: '驾乘意外' },
] as const;

export default function RiskEngageList() {
  const search = useParams();
  const back = returnPath(search.get('returnTo'));
  const [riskCode, setRiskCode] = useUrlState('riskCode', 'DAA');
  const engages = useCall('queryRiskEngageList', { riskCode });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set((search.get('engageCodes') ?? '').split(',').filter(Boolean)));
  const toggle = (code: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const mandatory = engages.data?.filter((e) => e.mandatory).map((e) => e.engageCode) ?? [];
  const picked = [...new Set([...mandatory, ...(engages.data ?? []).filter((e) => chosen.has(e.engageCode)).map((e) => e.engageCode)])];

  return (
    <div className="page">
      <nav className="segments" aria-label="险种">
        {RISKS.map((r) => (
          <button key={r.code} type="button" aria-pressed={r.code === riskCode} className={`segments__tab${r.code === riskCode ? ' is-active' : ''}`} onClick={() => setRiskCode(r.code)}>
            {r.label}
          </button>
        ))}
      </nav>
      <Section title="特别约定条款">
        <AsyncView query={engages} emptyText="该险种暂无特别约定">
          {(list) => (
            <ul className="list" aria-label="特别约定条款">
              {list.map((e) => (
                <li key={e.engageCode} className="list__item">
                  <label className="org-engage">
                    {back ? <input type="checkbox" checked={e.mandatory || chosen.has(e.engageCode)} disabled={e.mandatory} onChange={() => toggle(e.engageCode)} aria-label={`选择${e.engageName}`} /> : null}
                    <span className="org-engage__body">
                      <span className="org-engage__head">
                        <strong>{e.engageName}</strong>
                        <span className="muted">{e.engageCode}</span>
                        {e.mandatory ? <Tag kind="warning">必选</Tag> : null}
                      </span>
                      <span className="org-engage__text">{e.content}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
      {back ? <ActionBar actions={[{ label: `带回 ${picked.length} 条约定`, primary: true, disabled: engages.data === undefined, onClick: () => void returnWith(back, { riskCode, engageCodes: picked.join(',') }) }]} /> : null}
    </div>
  );
}
