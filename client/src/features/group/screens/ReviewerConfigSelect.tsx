import { useState } from 'react';
import { back, navigate, stack } from '../../../lib/navigation/navigation';
import { AsyncView, Empty, SearchBox, PickerField, useParams } from '../../../ui';
import { searchColleagues, type Colleague } from '../api';
import { putPick } from '../reviewer-pick';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';
import { orgName } from '../../../../../shared/domain/organisations';
import { useCall, useLoad } from '../../../lib/query/use-call';

// 选择审核人 (?from=add|<config id>): search colleagues by name or employee code (the fuzzy user
// search, 10 s), optionally within one branch; tapping one hands it back to the form.

export default function ReviewerConfigSelect() {
  const from = useParams().get('from') ?? 'add';
  const [keyword, setKeyword] = useState('');
  const [comCode, setComCode] = useState('');
  const orgs = useCall('qt/creategroupapply/multipleComCodesFilter');
  const found = useLoad(['searchColleagues', keyword, comCode], (signal) => searchColleagues({ keyword, ...(comCode ? { comCode } : {}) }, signal), { enabled: Boolean(keyword) });
  const pick = (c: Colleague) => {
    putPick({ userCode: c.userCode, userName: c.userName });
    // Back to the form it came from; opened on its own, go to that form.
    if (stack.peek().length > 1) back();
    else void navigate(from === 'add' ? '/reviewer-config-add' : `/reviewer-config?id=${encodeURIComponent(from)}`, { replace: true });
  };
  return (
    <div className="page">
      <SearchBox label="姓名或员工代码" placeholder="姓名或员工代码" value={keyword} onSearch={setKeyword} required autoFocus button="查找" />
      <PickerField label="按机构筛选" value={comCode} options={[{ value: '', label: '全部机构' }, ...(orgs.data?.list ?? []).map((o) => ({ value: o.comCode, label: o.comName }))]} onValue={setComCode} />
      <div className="card">
        {keyword ? (
          <AsyncView query={found} emptyText={`没有找到“${keyword}”`}>
            {(list) =>
              !list || list.length === 0 ? (
                <Empty text={`没有找到“${keyword}”`} />
              ) : (
                <ul className="list gp-list" aria-label="查找结果">
                  {list.map((c) => (
                    <li key={c.userCode} className="list__item">
                      <button type="button" className="gp-person gp-person--button" onClick={() => pick(c)}>
                        <span className="gp-person__name">{c.userName}</span>
                        <span className="muted">
                          {maskEmployeeCode(c.userCode)} · {orgName(c.comCode, c.comCName)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )
            }
          </AsyncView>
        ) : (
          <Empty text="输入姓名或员工代码查找审核人" />
        )}
      </div>
    </div>
  );
}
