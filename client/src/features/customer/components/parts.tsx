import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { BINDING_SOURCE, CUSTOMER_STATUS, GENDER, ID_TYPE, IN_FORCE_STATUS, labelOf } from '../../../../../shared/domain/codes';
import { formatDate, formatTime } from '../../../../../shared/domain/format';
import { maskEmployeeCode, maskIdNumber, maskPhone } from '../../../../../shared/domain/mask';
import { Cell, Cells, Empty, Tag, runAction } from '../../../ui';
import { invalidate } from '../../../lib/query/client';
import { bindCustomer, decryptPhone, unbindCustomer, type Customer, type CustStatus, type Portrait } from '../api';

// Building blocks shared by the customer screens: the profile card with
// its masked PII, the phone shown in full on request, the bind/unbind action, tabs and the
// formatting of money and dates.

/** Money: the screen pattern's one format (ui/format.tsx). */
export { money } from '../../../ui';
export const date = (v: string | null | undefined) => formatDate(v ?? null);
export const time = (v: string | null | undefined) => formatTime(v ?? null);

/** Right-pointing "more" link used in section headers. */
export function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="cust-more">
      {children}
    </Link>
  );
}

const statusKind = (code: string | undefined) => (code === '01' ? 'success' : code === '03' ? 'danger' : code === '02' ? 'info' : 'default');

/** The customer's mobile: masked (spec 000 §5) until the staff member taps 查看. */
export function PhoneReveal({ custId, masked }: { custId: string; masked: string | undefined }) {
  const [full, setFull] = useState<string>();
  // Masked again once the page is left (a cached page's effects are cleaned up when hidden).
  useEffect(() => () => setFull(undefined), []);
  if (!masked) return <>—</>;
  if (full) {
    return (
      <span className="cust-phone">
        <a href={`tel:${full}`} data-testid="phone-full">
          {full}
        </a>
        <button type="button" className="btn btn--text btn--small" onClick={() => setFull(undefined)}>
          隐藏
        </button>
      </span>
    );
  }
  return (
    <span className="cust-phone">
      <span data-testid="phone-masked">{maskPhone(masked)}</span>
      <button
        type="button"
        className="btn btn--text btn--small"
        aria-label="查看完整手机号"
        onClick={async () => {
          const mobile = await runAction(() => decryptPhone(custId), { loadingText: '查询中' });
          if (mobile) setFull(mobile);
        }}
      >
        查看
      </button>
    </span>
  );
}

/** Who the customer is bound to, from the status search (1 me, 2 someone else, 0 nobody). */
export function bindLabel(status: CustStatus | undefined): { text: string; kind: 'success' | 'warning' | 'default' } {
  if (!status) return { text: '—', kind: 'default' };
  if (status.bindStatus === '1') return { text: '已绑定本人', kind: 'success' };
  if (status.bindStatus === '2') return { text: '已被他人绑定', kind: 'warning' };
  return { text: '未绑定', kind: 'default' };
}

/**
 * Bind or unbind, confirmed first, with the loading overlay and a result toast. Only custId is
 * sent: the BFF adds encryptCustId. Then every screen showing the binding (status, portrait, the
 * customer-system summary) asks again.
 */
export function BindButton({ custId, name, status }: { custId: string; name: string; status: CustStatus | undefined }) {
  if (!status || status.bindStatus === '2') return null;
  const bound = status.bindStatus === '1';
  const act = async () => {
    const done = bound
      ? await runAction(() => unbindCustomer(custId), {
          confirm: { title: '解除绑定', message: `确定解除与客户「${name}」的绑定吗？解除后将不再收到该客户的待办与提醒。`, okText: '解除绑定', danger: true },
          loadingText: '解除中',
          success: '已解除绑定',
        })
      : await runAction(() => bindCustomer(custId), {
          confirm: { title: '绑定客户', message: `确定将客户「${name}」绑定到您名下吗？`, okText: '绑定' },
          loadingText: '绑定中',
          success: '绑定成功',
        });
    if (done) invalidate('weixinCustStatusSearch', 'weixinCustPortraitDetail', 'wf/queryACRMAllInfo');
  };
  return (
    // Unbinding is destructive: a quiet secondary button (confirmed in red), never the card's
    // most prominent control; binding is the primary one.
    <button type="button" className={`btn btn--small ${bound ? 'btn--quiet' : 'btn--primary'}`} onClick={act} data-testid="bind-action">
      {bound ? '解除绑定' : '绑定客户'}
    </button>
  );
}

/**
 * The customer's profile: name, labels for the codes, masked mobile (tap to see it) and ID,
 * binding. `status` (weixinCustStatusSearch) decides the binding shown; `action` goes top right.
 */
export function ProfileCard({ customer, status, action }: { customer: Customer; status?: CustStatus | undefined; action?: ReactNode }) {
  const bind = bindLabel(status);
  const bound = status ? status.bindStatus !== '0' : !!customer.bindUserCode;
  const boundTo = status ? (status.bindUserCode ?? null) : (customer.bindUserCode ?? null);
  return (
    <section className="card cust-profile" aria-label="客户信息">
      <div className="cust-profile__head">
        <span className="cust-avatar" aria-hidden="true">
          {Array.from(customer.name)[0] ?? '客'}
        </span>
        <div className="cust-profile__who">
          <h2 className="cust-profile__name">{customer.name}</h2>
          <div className="cust-tags">
            <Tag>{labelOf(GENDER, customer.gender)}</Tag>
            {customer.age !== undefined && <Tag>{customer.age}岁</Tag>}
            <Tag kind={statusKind(customer.customerStatus)}>{labelOf(CUSTOMER_STATUS, customer.customerStatus)}</Tag>
            {status && <Tag kind={bind.kind}>{bind.text}</Tag>}
          </div>
        </div>
        {action && <div className="cust-profile__action">{action}</div>}
      </div>
      <Cells>
        <Cell label="手机号">
          <PhoneReveal custId={customer.custId} masked={customer.mobile} />
        </Cell>
        <Cell label="证件号码">
          {customer.idNumber ? (
            <>
              <span className="muted">{labelOf(ID_TYPE, customer.idType, '')} </span>
              <span data-testid="id-masked">{maskIdNumber(customer.idNumber)}</span>
            </>
          ) : undefined}
        </Cell>
        <Cell label="在保状态">{labelOf(IN_FORCE_STATUS, status?.inForceStatus ?? customer.inForceStatus)}</Cell>
        <Cell label="绑定员工">{bound && boundTo ? `${customer.bindUserName ?? ''}（${maskEmployeeCode(boundTo)}）` : '未绑定'}</Cell>
        {bound && <Cell label="绑定来源">{labelOf(BINDING_SOURCE, customer.bindingSource)}</Cell>}
        {bound && customer.bindTime && <Cell label="绑定时间">{time(customer.bindTime)}</Cell>}
      </Cells>
    </section>
  );
}

/** A compact list row: title line with a trailing tag, then label/value pairs. */
export function Row({ title, tag, children, href }: { title: ReactNode; tag?: ReactNode; children?: ReactNode; href?: string }) {
  const body = (
    <>
      <div className="cust-row__head">
        <span className="cust-row__title">{title}</span>
        {tag}
      </div>
      {children && <div className="cust-row__body">{children}</div>}
    </>
  );
  return href ? (
    <Link href={href} className="cust-row cust-row--link">
      {body}
    </Link>
  ) : (
    <div className="cust-row">{body}</div>
  );
}

/** One "label value" pair inside a Row. */
export function Kv({ k, children }: { k: string; children: ReactNode }) {
  return (
    <span className="cust-kv">
      <span className="cust-kv__k">{k}</span>
      {children === undefined || children === null || children === '' ? '—' : children}
    </span>
  );
}

/** Small statistic tiles (counts and amounts). */
export function Stats({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="cust-stats">
      {items.map((s) => (
        <div key={s.label} className="cust-stat">
          <dd>{s.value}</dd>
          <dt>{s.label}</dt>
        </div>
      ))}
    </dl>
  );
}

/** A list held in one answer (not paged by the upstream): items or the empty state. */
export function SimpleList<T>({ items, keyOf, render, emptyText }: { items: readonly T[]; keyOf: (t: T) => string; render: (t: T) => ReactNode; emptyText: string }) {
  if (items.length === 0) return <Empty text={emptyText} />;
  return (
    <ul className="list cust-list">
      {items.map((t) => (
        <li key={keyOf(t)} className="list__item">
          {render(t)}
        </li>
      ))}
    </ul>
  );
}

/** The portrait's tags: the upstream's own, plus new-energy ownership. `children` adds more. */
export function PortraitTags({ portrait, children }: { portrait: Portrait; children?: ReactNode }) {
  return (
    <div className="cust-tags cust-tags--wrap" aria-label="画像标签">
      {(portrait.tags ?? []).map((t) => (
        <Tag key={t} kind="info">
          {t}
        </Tag>
      ))}
      {portrait.portrait.newEnergyOwner && <Tag kind="success">新能源车主</Tag>}
      {children}
    </div>
  );
}
