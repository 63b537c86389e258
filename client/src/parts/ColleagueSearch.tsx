import { useState, type FormEvent, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { provinceOfCode } from '../../../shared/catalogue/caller';
import { session } from '../lib/session/store';
import { Empty, Failed, Loading, TextField } from '../ui';
import { call } from '../lib/api';
import type { AnswerOf } from '../lib/api/names';

type Colleague = AnswerOf<'fuzzyQueryUserByUserNameOrUserCode'>[number];

// Finding a colleague by name or employee code (the 10-second fuzzy user search): the box, the
// search checked before sending, loading / empty / error states, and the hits — each rendered by
// the caller, told whether it is the reader or of another province.

type Search = { state: 'idle' } | { state: 'loading' } | { state: 'done'; list: Colleague[] } | { state: 'failed'; error: unknown };

export interface Hit {
  colleague: Colleague;
  /** 本人, or 非本省机构 for someone of another province; undefined otherwise. */
  note: '本人' | '非本省机构' | undefined;
}

export function ColleagueSearch({ label, autoFocus, renderHit }: { label: string; autoFocus?: boolean; renderHit: (hit: Hit) => ReactNode }) {
  useSignals();
  const me = session.value?.user;
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string>();
  const [search, setSearch] = useState<Search>({ state: 'idle' });

  const run = async (e?: FormEvent) => {
    e?.preventDefault();
    const k = keyword.trim();
    if (!k) return setError('请输入同事的姓名或员工代码');
    setError(undefined);
    setSearch({ state: 'loading' });
    try {
      setSearch({ state: 'done', list: await call('fuzzyQueryUserByUserNameOrUserCode', { keyword: k }) });
    } catch (err) {
      setSearch({ state: 'failed', error: err });
    }
  };
  const noteOf = (c: Colleague): Hit['note'] =>
    c.userCode === me?.userCode ? '本人' : me && provinceOfCode(c.comCode) !== provinceOfCode(me.comId) ? '非本省机构' : undefined;

  return (
    <>
      <form className="tk-sheet__search" role="search" onSubmit={(e) => void run(e)} noValidate>
        <TextField
          label={label}
          value={keyword}
          onValue={(v) => {
            setKeyword(v);
            if (error) setError(undefined);
          }}
          error={error}
          placeholder="姓名或员工代码，如 李娜"
          enterKeyHint="search"
          autoComplete="off"
          autoFocus={autoFocus}
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
            {search.list.map((c) => (
              <li key={c.userCode} className="list__item">
                {renderHit({ colleague: c, note: noteOf(c) })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
