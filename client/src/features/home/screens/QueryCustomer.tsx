import { useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import type { AnswerOf } from '../../../lib/api/names';
import { navigate } from '../../../lib/navigation/navigation';
import { session } from '../../../lib/session/store';
import { AsyncView, PagedList, Section, Tag, TextField, runAction, usePaged, useUrlState } from '../../../ui';
import { bindCustomer, searchCustomers, type Criteria, type CustomerHit } from '../api';
import { BIND_KEYS, checkBindInput, type BindKey } from '../criteria';
import { CustomerSummary, detailHref } from '../../../parts/customer';
import { useCall } from '../../../lib/query/use-call';

// Customer binding (/customer-info/query-customer): find the customer by ID card, mobile or
// plate — checked with the shared validators before anything is sent — then bind one of the
// matches to the signed-in staff member after a confirmation. Opened from a chat with a contact
// that is no bound customer (WeCom entry routing, ?externalUserId=), that contact comes first:
// the customer the insurer knows for it, ready to bind, or why it cannot be.

export default function QueryCustomer() {
  useSignals();
  const me = session.value?.user.userCode ?? '';
  const [key, setKey] = useState<BindKey>('idNumber');
  // One value per kind, so switching kinds loses nothing typed.
  const [values, setValues] = useState<Record<BindKey, string>>({ idNumber: '', mobile: '', licenseNo: '' });
  const [error, setError] = useState<string>();
  const [criteria, setCriteria] = useState<Criteria | null>(null);
  const kind = BIND_KEYS.find((k) => k.key === key) ?? BIND_KEYS[0]!;
  const [externalUserId] = useUrlState('externalUserId');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = checkBindInput(key, values[key]);
    if (!r.ok) return setError(r.reason);
    setError(undefined);
    setCriteria(r.criteria);
  };

  return (
    <div className="page hm-bind">
      {externalUserId ? <ChatContact externalUserId={externalUserId} me={me} /> : null}
      <Section title="查找客户">
        <div className="hm-seg" role="radiogroup" aria-label="查询方式">
          {BIND_KEYS.map((k) => (
            <button
              key={k.key}
              type="button"
              role="radio"
              aria-checked={key === k.key}
              className={`hm-seg__item${key === k.key ? ' is-active' : ''}`}
              onClick={() => {
                setKey(k.key);
                setError(undefined);
              }}
            >
              {k.label}
            </button>
          ))}
        </div>
        <form onSubmit={submit} noValidate>
          <TextField
            label={kind.label === '身份证' ? '身份证号' : kind.label}
            value={values[key]}
            onValue={(v) => {
              setValues({ ...values, [key]: v });
              if (error) setError(undefined);
            }}
            error={error}
            placeholder={kind.placeholder}
            inputMode={key === 'mobile' ? 'numeric' : 'text'}
            autoComplete="off"
          />
          <button type="submit" className="btn btn--primary btn--block">
            查询
          </button>
        </form>
      </Section>
      {criteria ? <Matches criteria={criteria} me={me} /> : <p className="muted hm-note">查询到客户后可将其绑定到您名下，绑定后可为客户提供专属服务。</p>}
    </div>
  );
}

function Matches({ criteria, me }: { criteria: Criteria; me: string }) {
  const matches = usePaged((pageNo, pageSize, signal) => searchCustomers(criteria, pageNo, pageSize, signal), [criteria.key, criteria.value], 10, { calls: ['weixinCustMainQuery'] });

  const bind = async (c: CustomerHit) => {
    await runAction(() => bindCustomer(c.custId), {
      confirm: { title: '绑定客户', message: `确定将客户“${c.name}”绑定到您名下吗？`, okText: '绑定' },
      loadingText: '绑定中',
      success: `已绑定客户${c.name}`,
    });
  };

  return (
    <Section title="查询结果">
      <PagedList
        state={matches}
        label="匹配的客户"
        emptyText="未查询到该客户，请核对后重试"
        keyOf={(c) => c.custId}
        renderItem={(c) => <MatchRow customer={c} me={me} onBind={() => void bind(c)} />}
      />
    </Section>
  );
}

/** A customer found for binding: the summary (to their page), and bound to me, to a colleague, or 绑定. */
function MatchRow({ customer: c, me, onBind, testId }: { customer: ChatCustomer; me: string; onBind: () => void; testId?: string }) {
  return (
    <div className="hm-match" data-testid={testId}>
      <Link href={detailHref(c.custId)} className="hm-link">
        <CustomerSummary customer={c} />
      </Link>
      <div className="hm-match__action">
        {c.bindUserCode === me ? (
          <Tag kind="success">已绑定本人</Tag>
        ) : c.bindUserCode ? (
          <Tag kind="warning">已被{c.bindUserName ?? '其他员工'}绑定</Tag>
        ) : (
          <button type="button" className="btn btn--primary btn--small" onClick={onBind} aria-label={`绑定${c.name}`}>
            绑定
          </button>
        )}
      </div>
    </div>
  );
}

type ChatCustomer = AnswerOf<'weChatQueryCustomer'>;

/** The contact of the chat the page was opened from, preselected for binding. */
function ChatContact({ externalUserId, me }: { externalUserId: string; me: string }) {
  const who = useCall('weChatQueryCustomer', { externalUserId });
  const bind = async (c: ChatCustomer) => {
    const done = await runAction(() => bindCustomer(c.custId), {
      confirm: { title: '绑定客户', message: `确定将客户“${c.name}”绑定到您名下吗？`, okText: '绑定' },
      loadingText: '绑定中',
      success: `已绑定客户${c.name}`,
    });
    if (done) void navigate(detailHref(c.custId), { replace: true });
  };
  return (
    <Section title="当前会话的客户">
      <AsyncView query={who} skeleton="profile">
        {(c) => <MatchRow customer={c} me={me} onBind={() => void bind(c)} testId="chat-contact" />}
      </AsyncView>
      {who.error ? <p className="muted hm-note">该联系人尚未关联客户，请在下方按证件号、手机号或车牌查找后绑定。</p> : null}
    </Section>
  );
}
