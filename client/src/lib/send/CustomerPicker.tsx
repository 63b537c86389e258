import { useEffect, useState, type FormEvent } from 'react';
import { call } from '../api';
import { session } from '../session/store';
import { toast } from '../toast-store';
import { PagedList, usePaged, TabList } from '../../ui';
import { useCall } from '../query/use-call';
import { isWeCom, selectExternalContacts } from '../wecom';
import type { SendTarget } from './types';
import { Popup } from '../../ui/popup';

// Choosing the customers to send to, in a full-height popup: the staff member's own customers on
// WeCom, their to-do customers (car and non-car tasks), the customers with a label, or a search by
// name, plate or mobile. Only customers the staff member
// serves (bound to them, or with their task) can be chosen, and — when the send goes through
// WeCom — only those who added a WeCom contact (contactAdded); the others show why not. Inside
// WeCom the staff member can also pick from WeCom's own contact list (selectExternalContact): each
// picked contact is looked up as a customer and chosen under the same rules.

/** A customer as every source lists them (the task and search lists carry the most). */
interface Hit {
  custId: string;
  name: string;
  externalUserId?: string | null;
  licenseNo?: string | null;
  taskId?: string | null;
  encryptTaskId?: string | null;
  contactAdded?: boolean;
  bindUserCode?: string | null;
}
type Tab = '2' | '6' | 'mine' | 'label' | 'search';

const SOURCES: ReadonlyArray<{ key: Tab; label: string }> = [
  { key: '2', label: '车险待办' },
  { key: '6', label: '非车待办' },
  { key: 'mine', label: '我的客户' },
  { key: 'label', label: '按标签' },
  { key: 'search', label: '搜索客户' },
];

/** One page of the chosen source, or nothing until it has what it needs (a label, a search). */
async function loadSource(tab: Tab, arg: string, me: string | undefined, pageNo: number, pageSize: number, signal: AbortSignal): Promise<{ list: Hit[]; total: number }> {
  if (tab === 'mine') {
    // The staff member's customers who added them on WeCom (mc/queryChannelCust), newest first.
    const a = await call('mc/queryChannelCust', { channel: 'wecom', pageNo, pageSize }, { method: 'POST', signal });
    return { list: a.list.map((c) => ({ ...c, bindUserCode: c.bindUserCode ?? me ?? null, contactAdded: true })), total: a.total };
  }
  if (tab === 'label') {
    if (!arg) return { list: [], total: 0 };
    const a = await call('queryLabelCustomers', { labelId: arg, pageNo, pageSize }, { signal });
    return { list: a.list.map((c) => ({ ...c, bindUserCode: me ?? null })), total: a.total };
  }
  if (tab === 'search' && !arg) return { list: [], total: 0 };
  const fields = tab === 'search' ? { keyword: arg } : { taskType: tab };
  const a = await call('weixinCustMainQuery', { ...fields, pageNo, pageSize }, { method: 'POST', signal });
  return { list: a.lists, total: a.total };
}

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
  const [tab, setTab] = useState<Tab>('2');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [labelId, setLabelId] = useState('');
  const [chosen, setChosen] = useState<Map<string, SendTarget>>(new Map());
  const me = session.value?.user.userCode;

  useEffect(() => {
    if (open) setChosen(new Map(initial.map((t) => [t.custId, t])));
    // Only when it opens: the initial choice is the caller's last confirmed one.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the initial choice is applied once per picker
  }, [open]);

  const arg = tab === 'search' ? keyword : tab === 'label' ? labelId : '';
  const list = usePaged<Hit>((pageNo, pageSize, signal) => (open ? loadSource(tab, arg, me, pageNo, pageSize, signal) : Promise.resolve({ list: [], total: 0 })), [open, tab, arg], 20);
  const labels = useCall('queryLabelGroups', { labelType: '1' }, { enabled: open && tab === 'label' });

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
  const fromWeCom = async () => {
    const { result, userIds } = await selectExternalContacts();
    if (!result.ok) {
      if (result.reason !== 'cancel') toast.error(result.message, 4000);
      return;
    }
    const found = await Promise.all(
      userIds.map((externalUserId) =>
        call('weChatQueryCustomer', { externalUserId }).then(
          (c): Hit => ({ custId: c.custId, name: c.name, externalUserId, bindUserCode: c.bindUserCode ?? null, contactAdded: true }),
          () => null,
        ),
      ),
    );
    const hits = found.filter((h): h is Hit => h !== null);
    const ok = hits.filter((h) => !blockedReason(h, me, wecomOnly));
    const skipped = userIds.length - ok.length;
    setChosen((prev) => {
      const next = new Map(prev);
      for (const h of ok) if (next.size < max) next.set(h.custId, targetOf(h));
      return next;
    });
    if (skipped > 0) toast.warning(`${skipped} 位联系人不是您服务的客户或未关联客户，未选中`, 3000);
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
    <Popup title={title} onClose={onClose} className="picker">
      <header className="picker__head">
        <h2 className="picker__title">{title}</h2>
        <button type="button" className="btn btn--quiet" aria-label="关闭" onClick={onClose}>
          ✕
        </button>
      </header>
      <TabList look="line" label="客户来源" value={tab} options={SOURCES.map((s) => ({ value: s.key, label: s.label }))} onChange={setTab} />
      {isWeCom() ? (
        <button type="button" className="btn btn--small picker__wecom" onClick={() => void fromWeCom()}>
          从企业微信联系人中选择
        </button>
      ) : null}
      {tab === 'label' ? (
        <div className="picker__labels" role="group" aria-label="客户标签">
          {(labels.data ?? [])
            .flatMap((g) => g.labels)
            .filter((l) => l.custCount > 0)
            .map((l) => (
              <button key={l.labelId} type="button" aria-pressed={l.labelId === labelId} className={`picker__label${l.labelId === labelId ? ' is-on' : ''}`} onClick={() => setLabelId(l.labelId)}>
                {l.labelName} {l.custCount}
              </button>
            ))}
        </div>
      ) : null}
      {tab === 'search' ? (
        <form className="picker__search" role="search" onSubmit={search}>
          <input className="field__input" type="search" value={typed} maxLength={30} placeholder="客户姓名、车牌号或手机号" aria-label="搜索客户" onChange={(e) => setTyped(e.target.value)} />
          <button type="submit" className="btn btn--primary btn--small">
            搜索
          </button>
        </form>
      ) : null}
      <div className="picker__body">
        {arg || (tab !== 'search' && tab !== 'label') ? (
          <PagedList
            state={list}
            label="可选客户"
            emptyText={tab === 'search' ? '没有找到客户' : tab === 'mine' ? '暂无添加您企业微信的客户' : tab === 'label' ? '您的客户中暂无此标签' : '暂无待办客户'}
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
          <p className="muted picker__hint">{tab === 'label' ? '选择一个标签，列出带该标签的客户' : '输入客户姓名、车牌号或手机号后搜索'}</p>
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
    </Popup>
  );
}
