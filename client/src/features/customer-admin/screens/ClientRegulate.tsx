import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { CUSTOMER_STATUS, FILTER_GENDER } from '../../../../../shared/domain/codes';
import { hasScreen } from '../../../lib/navigation/navigation';
import { PagedList, Section, TextField, usePaged, useUrlChoice, useUrlState } from '../../../ui';
import { loadCustomers } from '../api';
import { CustomerRow } from '../components/parts';

// Client administration (/client/client-regulate): the staff member's bound customers, searched
// by name and filtered by status and gender (all in the URL), each opening the customer; entries
// to the other client-administration pages and the rates.

const STATUSES = ['', ...Object.keys(CUSTOMER_STATUS)] as const;
const GENDERS = ['', '1', '0'] as const;

const ENTRIES = [
  { to: '/client/new-client-regulate', label: '新客户管理' },
  { to: '/client/tencent-add', label: '企微添加' },
  { to: '/client/public-account', label: '公众号' },
  { to: '/client/manager-account', label: '客户经理账号' },
  { to: '/client/search-manager', label: '查询客户经理' },
  { to: '/client/binding-rate', label: '绑定率' },
  { to: '/client/renewal-rate', label: '续保率' },
  { to: '/client/data-board', label: '数据看板' },
] as const;

export default function ClientRegulate() {
  const [q, setQ] = useUrlState('q');
  const [text, setText] = useState(q);
  const [status, setStatus] = useUrlChoice<(typeof STATUSES)[number]>('status', STATUSES, '');
  const [gender, setGender] = useUrlChoice<(typeof GENDERS)[number]>('gender', GENDERS, '');
  const list = usePaged(
    (pageNo, pageSize, signal) => loadCustomers({ name: q, customerStatus: status, gender }, pageNo, pageSize, signal),
    [q, status, gender],
    10,
    { pagesParam: 'pages' },
  );
  const entries = ENTRIES.filter((e) => hasScreen(e.to));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(text.trim());
  };

  return (
    <div className="page cl-page">
      {entries.length > 0 && (
        <nav className="card cl-entries" aria-label="客户管理功能">
          {entries.map((e) => (
            <Link key={e.to} href={e.to}>
              {e.label}
            </Link>
          ))}
        </nav>
      )}
      <Section title="我的客户" extra={list.items.length > 0 && <span className="muted cl-note">共 {list.total} 位</span>}>
        <form className="cl-search" role="search" onSubmit={submit} noValidate>
          <TextField label="客户姓名" value={text} onValue={setText} placeholder="输入姓名查找" enterKeyHint="search" autoComplete="off" />
          <button type="submit" className="btn btn--primary">
            查找
          </button>
        </form>
        <div className="tk-chips" role="group" aria-label="客户状态">
          {STATUSES.map((s) => (
            <button key={s || 'all'} type="button" aria-pressed={status === s} className={`tk-chip${status === s ? ' is-active' : ''}`} onClick={() => setStatus(s)}>
              {s ? CUSTOMER_STATUS[s as keyof typeof CUSTOMER_STATUS] : '全部状态'}
            </button>
          ))}
        </div>
        <div className="tk-chips" role="group" aria-label="性别">
          {GENDERS.map((g) => (
            <button key={g || 'all'} type="button" aria-pressed={gender === g} className={`tk-chip${gender === g ? ' is-active' : ''}`} onClick={() => setGender(g)}>
              {g ? FILTER_GENDER[g] : '不限性别'}
            </button>
          ))}
        </div>
        <PagedList
          state={list}
          label="我的客户"
          emptyText={q || status || gender ? '没有符合条件的客户' : '您还没有绑定客户'}
          keyOf={(c) => c.custId}
          renderItem={(c) => <CustomerRow c={c} />}
        />
      </Section>
    </div>
  );
}
