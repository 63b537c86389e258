import { Link } from 'wouter';
import { saveCustomerLabels, loadLabelCustomers } from '../api';
import type { AnswerOf } from '../../../lib/api/names';
import type { ScreenProps } from '../../../lib/screen';
import { ActionBar, AsyncView, PagedList, Section, runAction, usePaged, useStateFrom, useUrlState, type QueryState, useParam } from '../../../ui';
import { detailHref } from '../../../parts/customer';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';

// Customer labels (/customer-info/all-lables 全部标签, wechat-lables 企微标签, all-elesale-lables
// 电销标签; one screen, the kind by route). Without a customer: the kind's label groups with how
// many of the staff member's customers carry each label; a label opens its customers (the open
// label lives in the URL). With ?custId=: the customer's labels of the kind, chosen by tapping
// and saved together (saveCustomerLabels replaces the kind's labels of that customer).

type Groups = AnswerOf<'queryLabelGroups'>;

const KINDS = [
  { name: 'AllLables', type: '1', label: '全部标签', path: '/customer-info/all-lables' },
  { name: 'WechatLables', type: '2', label: '企微标签', path: '/customer-info/wechat-lables' },
  { name: 'AllElesaleLables', type: '3', label: '电销标签', path: '/customer-info/all-elesale-lables' },
] as const;
const MAX_LABELS = 10;

export default function Labels({ route }: ScreenProps) {
  const kind = KINDS.find((k) => k.name === route.name) ?? KINDS[0];
  const custId = useParam('custId');
  const groups = useCall('queryLabelGroups', { labelType: kind.type });
  const suffix = custId ? `?${new URLSearchParams({ custId }).toString()}` : '';
  return (
    <div className="page org-labels">
      <nav className="segments" aria-label="标签类型">
        {KINDS.map((k) => (
          <Link key={k.name} href={k.path + suffix} replace className={`segments__tab${k.name === kind.name ? ' is-active' : ''}`} aria-current={k.name === kind.name ? 'page' : undefined}>
            {k.label}
          </Link>
        ))}
      </nav>
      {custId ? <CustomerLabelsEditor custId={custId} type={kind.type} kindLabel={kind.label} groups={groups} /> : <LabelBrowser groups={groups} />}
    </div>
  );
}

function LabelBrowser({ groups }: { groups: QueryState<Groups> }) {
  const [open, setOpen] = useUrlState('label');
  return (
    <AsyncView query={groups} isEmpty={(g) => g.length === 0} emptyText="暂无标签">
      {(list) => (
        <>
          {list.map((g) => (
            <Section key={g.groupName} title={g.groupName}>
              <ul className="org-labels__list" aria-label={g.groupName}>
                {g.labels.map((l) => (
                  <li key={l.labelId}>
                    <button type="button" className="org-labels__row" aria-expanded={open === l.labelId} onClick={() => setOpen(open === l.labelId ? '' : l.labelId)}>
                      <span>{l.labelName}</span>
                      <span className="muted">{l.custCount} 位客户</span>
                    </button>
                    {open === l.labelId ? <LabelCustomers labelId={l.labelId} name={l.labelName} /> : null}
                  </li>
                ))}
              </ul>
            </Section>
          ))}
        </>
      )}
    </AsyncView>
  );
}

function LabelCustomers({ labelId, name }: { labelId: string; name: string }) {
  const customers = usePaged(
    (pageNo, pageSize, signal) => loadLabelCustomers({ labelId, pageNo, pageSize }, signal),
    [labelId],
    10,
  );
  return (
    <div className="org-labels__customers">
      <PagedList
        state={customers}
        label={`${name}的客户`}
        emptyText="您的客户中暂无此标签"
        keyOf={(c) => c.custId}
        renderItem={(c) => (
          <Link href={detailHref(c.custId)} className="org-labels__customer">
            <strong>{c.name}</strong>
            {c.licenseNo ? <span className="muted">{c.licenseNo}</span> : null}
          </Link>
        )}
      />
    </div>
  );
}

function CustomerLabelsEditor({ custId, type, kindLabel, groups }: { custId: string; type: string; kindLabel: string; groups: QueryState<Groups> }) {
  const current = useCall('queryCustomerLabels', { custId, labelType: type });
  const saved = current.data?.labels.map((l) => l.labelId).sort().join() ?? '';
  const [chosen, setChosen] = useStateFrom<ReadonlySet<string>>(() => new Set(current.data?.labels.map((l) => l.labelId)), saved);
  const dirty = [...chosen].sort().join() !== saved;

  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else if (next.size < MAX_LABELS) next.add(id);
      return next;
    });
  const save = async () => {
    const r = await runAction(() => saveCustomerLabels(custId, type, [...chosen]), {
      loadingText: '正在保存',
      success: '标签已保存',
    });
    if (r) {
      invalidate('queryCustomerLabels');
      invalidate('queryLabelGroups');
    }
  };

  return (
    <>
      <Section title={current.data ? `${current.data.name}的${kindLabel}` : kindLabel}>
        <AsyncView query={current} skeleton="tags">
          {(c) => <p className="muted org-labels__hint">{c.labels.length ? `已有：${c.labels.map((l) => l.labelName).join('、')}` : `暂无${kindLabel}`}。点选标签后保存，每类最多 {MAX_LABELS} 个。</p>}
        </AsyncView>
      </Section>
      <AsyncView query={groups} isEmpty={(g) => g.length === 0} emptyText="暂无标签">
        {(list) => (
          <>
            {list.map((g) => (
              <Section key={g.groupName} title={g.groupName}>
                <div className="org-chips" role="group" aria-label={g.groupName}>
                  {g.labels.map((l) => (
                    <button key={l.labelId} type="button" aria-pressed={chosen.has(l.labelId)} className={`org-chip${chosen.has(l.labelId) ? ' is-on' : ''}`} onClick={() => toggle(l.labelId)}>
                      {l.labelName}
                    </button>
                  ))}
                </div>
              </Section>
            ))}
          </>
        )}
      </AsyncView>
      <ActionBar actions={[{ label: dirty ? '保存标签' : '未修改', primary: true, disabled: !dirty || current.data === undefined, onClick: () => void save() }]} />
    </>
  );
}
