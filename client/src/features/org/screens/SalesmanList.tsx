import { useState, type FormEvent } from 'react';
import type { AnswerOf } from '../../../lib/api/names';
import { returnPath, returnWith } from '../../../lib/navigation/return-to';
import { AsyncView, Section, TextField, useUrlState, useParams } from '../../../ui';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';
import { orgName } from '../../../../../shared/domain/organisations';
import { validateStaffKeyword } from '../../../../../shared/domain/typed-codes';
import { useCall } from '../../../lib/query/use-call';

// 业务员列表 (/common/salesman-list): find a colleague by name or staff code
// (fuzzyQueryUserByUserNameOrUserCode, 10 s). Opened with ?returnTo=<app path> by a screen that
// needs a salesman, a tap hands the choice back as ?userCode=&userName=; opened on its own it is
// a colleague directory. The search text is a colleague's name, not customer data: it lives in
// the URL so back and reload keep it.

type Users = AnswerOf<'fuzzyQueryUserByUserNameOrUserCode'>;

export default function SalesmanList() {
  const back = returnPath(useParams().get('returnTo'));
  const [keyword, setKeyword] = useUrlState('keyword');
  const [typed, setTyped] = useState(keyword);
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = validateStaffKeyword(typed);
    if (!k.ok) return setError(k.reason);
    setError(undefined);
    setKeyword(k.value);
  };
  return (
    <div className="page">
      <Section title={back ? '选择业务员' : '查找同事'}>
        <form role="search" onSubmit={submit} noValidate>
          <TextField label="姓名或员工代码" value={typed} onValue={(v) => (setTyped(v), setError(undefined))} error={error} placeholder="如 张伟 或 44010001" autoComplete="off" maxLength={20} />
          <button type="submit" className="btn btn--primary btn--block">
            查询
          </button>
        </form>
      </Section>
      {keyword ? <Results keyword={keyword} back={back} /> : <p className="muted hm-note">{back ? '查到后点选一位业务员，带回上一页。' : '按姓名或员工代码查找同事。'}</p>}
    </div>
  );
}

function Results({ keyword, back }: { keyword: string; back: string | undefined }) {
  const users = useCall('fuzzyQueryUserByUserNameOrUserCode', { keyword });
  return (
    <Section title="查询结果">
      <AsyncView query={users} emptyText="没有找到匹配的员工">
        {(list) => (
          <ul className="list" aria-label="员工">
            {list.map((u) => (
              <li key={u.userCode} className="list__item">
                {back ? (
                  <button type="button" className="org-person" aria-label={`选择${u.userName}`} onClick={() => void returnWith(back, { userCode: u.userCode, userName: u.userName })}>
                    <Person user={u} />
                    <span className="btn btn--small btn--primary">选择</span>
                  </button>
                ) : (
                  <div className="org-person">
                    <Person user={u} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}

function Person({ user }: { user: Users[number] }) {
  return (
    <span className="org-person__who">
      <strong>{user.userName}</strong>
      <span className="muted">
        {maskEmployeeCode(user.userCode)} · {orgName(user.comCode, user.comCName)}
      </span>
    </span>
  );
}
