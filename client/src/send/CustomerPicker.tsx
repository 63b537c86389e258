import { useEffect, useState, type FormEvent } from 'react';
import { call } from '../api';
import type { AnswerOf } from '../api/names';
import { session } from '../session/store';
import { toast } from '../shell/toast-store';
import { PagedList, usePaged } from '../ui';
import type { SendTarget } from './types';

// Choosing the customers to send to, in a full-height popup: the staff member's to-do customers
// (car and non-car tasks) or a search by name, plate or mobile. Only customers the staff member
// serves (bound to them, or with their task) can be chosen, and — when the send goes through
// WeCom — only those who added a WeCom contact (contactAdded); the others show why not.

type Hit = AnswerOf<'weixinCustMainQuery'>['lists'][number];
type Source = { kind: 'task'; taskType: '2' | '6' } | { kind: 'search'; keyword: string };

const SOURCES = [
  { key: '2', label: '车险待办' },
  { key: '6', label: '非车待办' },
  { key: 'search', label: '搜索客户' },
] as const;

export const targetOf = (h: Hit): SendTarget => ({
  custId: h.custId,
  custName: h.name,
  externalUserId: h.externalUserId ?? null,
  licenseNo: h.licenseNo ?? null,
  taskId: h.taskId ?? null,
  encryptTaskId: h.encryptTaskId ?? null,
});

/** Why this customer cannot be chosen, or undefined when they can. */
export function blockedReason(h: Hit, me: string | undefined, wecomOnly: boolean): string | undefined {
  if (h.bindUserCode !== me && !h.taskId) return '非本人客户';
  if (wecomOnly && (!h.externalUserId || h.contactAdded === false)) return '未添加企业微信';
  return undefined;
}

export interface CustomerPickerProps {
  open: boolean;
  title?: string;
  initial?: readonly SendTarget[];
  max?: number;
  /** Customers without a WeCom contact cannot be chosen (default true: the send goes through WeCom). */
  wecomOnly?: boolean;
  onClose(): void;
  onConfirm(targets: SendTarget[]): void;
}

export function CustomerPicker({ open, title = '选择客户', initial = [], max = 200, wecomOnly = true, onClose, onConfirm }: CustomerPickerProps) {
  const [tab, setTab] = useState<'2' | '6' | 'search'>('2');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Map<string, SendTarget>>(new Map());
  const me = session.value?.user.userCode;

  useEffect(() => {
    if (open) setChosen(new Map(initial.map((t) => [t.custId, t])));
    // Only when it opens: the initial choice is the caller's last confirmed one.
  }, [open]);

  const source: Source | undefined = tab === 'search' ? (keyword ? { kind: 'search', keyword } : undefined) : { kind: 'task', taskType: tab };
  const list = usePaged<Hit>(
    async (pageNo, pageSize, signal) => {
      if (!open || !source) return { list: [], total: 0 };
      const fields = source.kind === 'task' ? { taskType: source.taskType } : { keyword: source.keyword };
      const a = await call<AnswerOf<'weixinCustMainQuery'>, 'weixinCustMainQuery'>('weixinCustMainQuery', { ...fields, pageNo, pageSize }, { method: 'POST', signal });
      return { list: a.lists, total: a.total };
    },
    [open, tab, keyword],
    20,
  );

  if (!open) return null;

  const toggle = (h: Hit) => {
    setChosen((prev) => {
      const next = new Map(prev);
      if (next.has(h.custId)) next.delete(h.custId);
      else if (next.size >= max) toast.warning(`一次最多选择 ${max} 位客户`);
      else next.set(h.custId, targetOf(h));
      return next;
    });
  };
  const choosable = list.items.filter((h) => !blockedReason(h, me, wecomOnly));
  const allChosen = choosable.length > 0 && choosable.every((h) => chosen.has(h.custId));
  const toggleAll = () => {
    setChosen((prev) => {
      const next = new Map(prev);
      if (allChosen) for (const h of choosable) next.delete(h.custId);
      else
        for (const h of choosable) {
          if (next.size >= max) {
            toast.warning(`一次最多选择 ${max} 位客户`);
            break;
          }
          next.set(h.custId, targetOf(h));
        }
      return next;
    });
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    const k = typed.trim();
    if (!k) {
      toast.warning('请输入客户姓名、车牌号或手机号');
      return;
    }
    setKeyword(k);
  };

  return (
    <div className="picker-mask" role="presentation" onClick={onClose}>
      <div className="picker" role="dialog" aria-modal="true" aria-label={title} onClick={(e) => e.stopPropagation()}>
        <header className="picker__head">
          <h2 className="picker__title">{title}</h2>
          <button type="button" className="btn btn--quiet" aria-label="关闭" onClick={onClose}>
            ✕
          </button>
        </header>
        <div className="picker__tabs" role="tablist">
          {SOURCES.map((s) => (
            <button key={s.key} type="button" role="tab" aria-selected={tab === s.key} className={`picker__tab${tab === s.key ? ' is-active' : ''}`} onClick={() => setTab(s.key)}>
              {s.label}
            </button>
          ))}
        </div>
        {tab === 'search' ? (
          <form className="picker__search" role="search" onSubmit={search}>
            <input className="field__input" type="search" value={typed} maxLength={30} placeholder="客户姓名、车牌号或手机号" aria-label="搜索客户" onChange={(e) => setTyped(e.target.value)} />
            <button type="submit" className="btn btn--primary btn--small">
              搜索
            </button>
          </form>
        ) : null}
        <div className="picker__body">
          {source ? (
            <PagedList
              state={list}
              label="可选客户"
              emptyText={tab === 'search' ? '没有找到客户' : '暂无待办客户'}
              keyOf={(h) => h.custId}
              renderItem={(h) => {
                const blocked = blockedReason(h, me, wecomOnly);
                return (
                  <label className={`picker__row${blocked ? ' is-blocked' : ''}`}>
                    <input type="checkbox" checked={chosen.has(h.custId)} disabled={!!blocked} onChange={() => toggle(h)} />
                    <span className="picker__who">
                      <strong>{h.name}</strong>
                      {h.licenseNo ? <span className="muted"> {h.licenseNo}</span> : null}
                    </span>
                    {blocked ? <span className="tag">{blocked}</span> : null}
                  </label>
                );
              }}
            />
          ) : (
            <p className="muted picker__hint">输入客户姓名、车牌号或手机号后搜索</p>
          )}
        </div>
        <footer className="picker__foot">
          <button type="button" className="btn btn--text" disabled={choosable.length === 0} onClick={toggleAll}>
            {allChosen ? '取消全选' : '全选本页'}
          </button>
          <span className="picker__count" aria-live="polite">
            已选 {chosen.size} 位
          </span>
          <button type="button" className="btn btn--primary" disabled={chosen.size === 0} onClick={() => onConfirm([...chosen.values()])}>
            确定
          </button>
        </footer>
      </div>
    </div>
  );
}
