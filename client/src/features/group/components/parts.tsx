import { useState } from 'react';
import { AsyncView, Empty, Tag } from '../../../ui';
import { CREATE_GROUP_APPLY_STATUS } from '../../../../../shared/domain/codes';
import { useCall } from '../../../lib/query/use-call';

// Pieces shared by the group screens: the status tag of an application and a colleague chooser
// (the service managers and advisors of the staff member's province who can be pulled into a group).

export { Segments } from '../../../parts/policy';

const STATUS_KIND = { '0': 'warning', '1': 'success', '2': 'danger' } as const;

export function ApplyStatus({ status }: { status: string }) {
  const kind = STATUS_KIND[status as keyof typeof STATUS_KIND] ?? 'default';
  return <Tag kind={kind}>{CREATE_GROUP_APPLY_STATUS[status as keyof typeof CREATE_GROUP_APPLY_STATUS] ?? status}</Tag>;
}

/** The province's colleagues (findServiceManagerUserByCreateGroup), by userCode: names for member lists. */
export function useColleagues() {
  return useCall('findServiceManagerUserByCreateGroup');
}

/**
 * Choose colleagues from the province's list, with a search by name or code. `chosen` holds
 * userCodes; `max` 1 makes it a single choice. The caller is left out (`exclude`).
 */
export function ColleagueChooser({ chosen, onChange, max, exclude, label }: { chosen: readonly string[]; onChange: (codes: string[]) => void; max?: number; exclude?: string; label: string }) {
  const [keyword, setKeyword] = useState('');
  const found = useCall('findServiceManagerUserByCreateGroup', keyword.trim() ? { keyword: keyword.trim() } : {});
  const toggle = (code: string) => {
    if (chosen.includes(code)) onChange(chosen.filter((c) => c !== code));
    else if (max === 1) onChange([code]);
    else if (!max || chosen.length < max) onChange([...chosen, code]);
  };
  return (
    <div className="gp-chooser" aria-label={label}>
      <input className="field__input" type="search" placeholder="输入姓名或员工代码查找" value={keyword} onChange={(e) => setKeyword(e.target.value)} aria-label={`${label}：搜索`} />
      <AsyncView query={found} emptyText="没有找到匹配的同事">
        {(d) => {
          const people = d.list.filter((p) => p.userCode !== exclude);
          if (people.length === 0) return <Empty text="没有找到匹配的同事" />;
          return (
            <ul className="gp-people">
              {people.map((p) => {
                const on = chosen.includes(p.userCode);
                return (
                  <li key={p.userCode}>
                    <label className={`gp-person${on ? ' is-on' : ''}`}>
                      <input type={max === 1 ? 'radio' : 'checkbox'} checked={on} onChange={() => toggle(p.userCode)} name={label} />
                      <span className="gp-person__name">{p.name}</span>
                      <span className="muted">
                        {p.title} · {p.comName} · {p.mobile}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          );
        }}
      </AsyncView>
    </div>
  );
}
