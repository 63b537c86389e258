import { Link } from 'wouter';
import { hasScreen } from '../../../lib/navigation/navigation';
import { Empty, Section } from '../../../ui';

// The report list (/customer-info/reportlist): every report the staff member can open, grouped
// as they read them — their own, their team's, rates. Only reports whose screen exists show.

const GROUPS: ReadonlyArray<{ title: string; reports: ReadonlyArray<{ to: string; name: string; desc: string }> }> = [
  {
    title: '个人',
    reports: [
      { to: '/report/person-report', name: '个人报表', desc: '我的指标、续保率与排名' },
      { to: '/client/data-board', name: '数据看板', desc: '业务概况、待发关怀一览' },
    ],
  },
  {
    title: '团队',
    reports: [
      { to: '/report/group-report', name: '团队报表', desc: '员工续保率、绑定排名与各机构绑定率' },
      { to: '/customer-info/person-performance-rank-report', name: '个人业绩排行', desc: '同机构员工业绩排名' },
    ],
  },
  {
    title: '比率',
    reports: [
      { to: '/client/binding-rate', name: '绑定率', desc: '机构与员工的客户绑定率' },
      { to: '/customer-info/bindreport', name: '双绑率报表', desc: '客户双绑情况' },
      { to: '/client/renewal-rate', name: '续保率', desc: '按期间的续保率与近 6 个月趋势' },
    ],
  },
];

export default function ReportList() {
  const groups = GROUPS.map((g) => ({ ...g, reports: g.reports.filter((r) => hasScreen(r.to)) })).filter((g) => g.reports.length > 0);
  return (
    <div className="page rp-page">
      {groups.length === 0 && <Empty text="暂无可查看的报表" />}
      {groups.map((g) => (
        <Section key={g.title} title={g.title}>
          <ul className="list" aria-label={`${g.title}报表`}>
            {g.reports.map((r) => (
              <li key={r.to} className="list__item">
                <Link href={r.to} className="rp-link">
                  <span className="rp-link__name">{r.name}</span>
                  <span className="rp-link__desc">{r.desc}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </div>
  );
}
