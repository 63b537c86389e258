import { useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { provinceOfCode } from '../../../../shared/catalogue/caller';
import { session } from '../../session/store';
import { Empty, Failed, Loading, TextField } from '../../ui';
import { findColleagues, type Colleague } from './api';

// Choosing the colleague a task goes to: search by name or employee code (the 10-second fuzzy
// user search), then pick one. Only colleagues of the caller's province can take the customer;
// others are listed with the reason and cannot be picked. The confirm step is the caller's.

type Search = { state: 'idle' } | { state: 'loading' } | { state: 'done'; list: Colleague[] } | { state: 'failed'; error: unknown };

export function HandOverSheet({ open, subject, onClose, onChoose }: { open: boolean; subject: string; onClose: () => void; onChoose: (c: Colleague) => void }) {
  useSignals();
  const me = session.value?.user;
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string>();
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  if (!open) return null;

  const run = async (e?: FormEvent) => {
    e?.preventDefault();
    const k = keyword.trim();
    if (!k) return setError('请输入同事的姓名或员工代码');
    setError(undefined);
    setSearch({ state: 'loading' });
    try {
      setSearch({ state: 'done', list: await findColleagues(k) });
    } catch (err) {
      setSearch({ state: 'failed', error: err });
    }
  };
  const why = (c: Colleague) =>
    c.userCode === me?.userCode ? '本人' : me && provinceOfCode(c.comCode) !== provinceOfCode(me.comId) ? '非本省机构，不能接收' : undefined;

  return (
    <div className="sheet-mask" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="sheet tk-sheet" role="dialog" aria-modal="true" aria-label="转交任务">
        <div className="tk-sheet__head">
          <h2 className="sheet__title">转交任务</h2>
          <button type="button" className="btn btn--text btn--small" onClick={onClose}>
            取消
          </button>
        </div>
        <p className="muted tk-sheet__subject">{subject}</p>
        <form className="tk-sheet__search" role="search" onSubmit={(e) => void run(e)} noValidate>
          <TextField
            label="接收同事"
            value={keyword}
            onValue={(v) => {
              setKeyword(v);
              if (error) setError(undefined);
            }}
            error={error}
            placeholder="姓名或员工代码，如 李娜"
            enterKeyHint="search"
            autoComplete="off"
            autoFocus
          />
          <button type="submit" className="btn btn--primary">
            查找
          </button>
        </form>
        <div className="tk-sheet__results">
          {search.state === 'loading' && <Loading text="查找中…" />}
          {search.state === 'failed' && <Failed error={search.error} onRetry={() => void run()} />}
          {search.state === 'done' && search.list.length === 0 && <Empty text="未找到该同事，请换个姓名或员工代码" />}
          {search.state === 'done' && search.list.length > 0 && (
            <ul className="list" aria-label="同事">
              {search.list.map((c) => {
                const blocked = why(c);
                return (
                  <li key={c.userCode} className="list__item">
                    <button type="button" className="tk-person" disabled={blocked !== undefined} onClick={() => onChoose(c)}>
                      <span className="tk-person__name">
                        {c.userName} <span className="muted">{c.userCode}</span>
                      </span>
                      <span className="tk-person__org">{blocked ?? c.comCName ?? c.comCode}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
