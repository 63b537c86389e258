import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PUSH_SOURCE, TASK_TYPE, labelOf, type TaskType } from '../../../../../shared/domain/codes';
import { AsyncView, PagedList, Section, Tag, TextField, usePaged, useUrlChoice, useUrlState, When, type QueryState, TabList, panelId, tabId } from '../../../ui';
import { loadMyWork, searchCustomers, TASK_TABS, type Criteria, type Reservation, type TaskRow } from '../api';
import { useLoad } from '../../../lib/query/use-call';
import { SEARCH_KEY_LABEL, detectCriteria } from '../criteria';
import { ModuleGrid, ModuleRow, useHomeTiles } from '../components/ModuleGrid';
import { CustomerSummary, FollowTag, contactHref, detailHref } from '../../../parts/customer';

// The staff member's start page (/home/customer-home-page): find a customer, the most used module
// entry points, the reminders (next contacts) and the tasks by type with their follow-up status,
// then every module entry point.

export default function CustomerHomePage() {
  const work = useLoad(['loadMyWork'], loadMyWork, { calls: ['fwdapi/queryReservation', 'weixinCustMainQuery'] });
  const tiles = useHomeTiles();
  // The day's work on the first screen: search, the most used tiles, reminders and tasks; every
  // tile after them (全部).
  return (
    <div className="page hm-home">
      <CustomerSearch />
      <ModuleRow tiles={tiles} />
      <Reminders work={work} />
      <Tasks work={work} />
      <ModuleGrid tiles={tiles} />
    </div>
  );
}

type Work = Awaited<ReturnType<typeof loadMyWork>>;

// ── Search ────────────────────────────────────────────────────────────────────

const PERSONAL_KEYS: ReadonlySet<string> = new Set(['mobile', 'idNumber']);

function CustomerSearch() {
  // The searched text lives in the URL (q): back from a customer, a reload or a shared link
  // shows the same box and results. The box starts from it; typing changes only the box.
  // A mobile or ID number is personal data and never goes into a URL (history, logs, shared
  // links): such a search stays in the page only.
  const [q, setQ] = useUrlState('q');
  const [text, setText] = useState(q);
  const [error, setError] = useState<string>();
  const [personal, setPersonal] = useState<Criteria | null>(null);
  const found = q ? detectCriteria(q) : null;
  const criteria: Criteria | null = personal ?? (found?.ok ? found.criteria : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const d = detectCriteria(text);
    if (!d.ok) return setError(d.reason);
    setError(undefined);
    const isPersonal = PERSONAL_KEYS.has(d.criteria.key);
    setPersonal(isPersonal ? d.criteria : null);
    setQ(isPersonal ? '' : text.trim());
  };

  return (
    <Section title="客户查询">
      <form className="hm-search" role="search" onSubmit={submit} noValidate>
        <TextField
          label="姓名 / 手机号 / 车牌号 / 证件号 / 车架号"
          value={text}
          onValue={(v) => {
            setText(v);
            if (error) setError(undefined);
          }}
          error={error}
          placeholder="如 粤A23049"
          enterKeyHint="search"
          autoComplete="off"
        />
        <button type="submit" className="btn btn--primary">
          查询
        </button>
      </form>
      {criteria && (
        <SearchResults
          criteria={criteria}
          onClear={() => {
            setPersonal(null);
            setQ('');
          }}
        />
      )}
    </Section>
  );
}

function SearchResults({ criteria, onClear }: { criteria: Criteria; onClear: () => void }) {
  const results = usePaged((pageNo, pageSize, signal) => searchCustomers(criteria, pageNo, pageSize, signal), [criteria.key, criteria.value], 10, { pagesParam: 'pages' });
  return (
    <div className="hm-results">
      <div className="hm-results__head">
        <span className="muted">
          按{SEARCH_KEY_LABEL[criteria.key]}“{criteria.value}”查询{results.items.length > 0 ? `，共 ${results.total} 位客户` : ''}
        </span>
        <button type="button" className="btn btn--text btn--small" onClick={onClear}>
          清除
        </button>
      </div>
      <PagedList
        state={results}
        label="查询结果"
        emptyText="未查询到符合条件的客户"
        keyOf={(c) => c.custId}
        renderItem={(c) => (
          <Link href={detailHref(c.custId)} className="hm-link">
            <CustomerSummary customer={c} />
            {c.taskId && <Tag kind="warning">有待办</Tag>}
          </Link>
        )}
      />
    </div>
  );
}

// ── Reminders ─────────────────────────────────────────────────────────────────

const REMINDERS_SHOWN = 2;

function Reminders({ work }: { work: QueryState<Work> }) {
  const [all, setAll] = useState(false);
  const count = work.data?.reminders.length ?? 0;
  return (
    <Section
      title="预约提醒"
      extra={
        count > REMINDERS_SHOWN && (
          <button type="button" className="btn btn--text btn--small" onClick={() => setAll(!all)}>
            {all ? '收起' : `全部 ${count} 条`}
          </button>
        )
      }
    >
      <AsyncView query={work} isEmpty={(d) => d.reminders.length === 0} emptyText="暂无待联系的预约">
        {(d) => (
          <ul className="hm-reminders">
            {(all ? d.reminders : d.reminders.slice(0, REMINDERS_SHOWN)).map((r) => (
              <li key={r.reservationId}>
                <ReminderItem reminder={r} task={d.tasks.find((t) => t.task.taskId === r.taskId)} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}

function ReminderItem({ reminder: r, task }: { reminder: Reservation; task: TaskRow | undefined }) {
  const body = (
    <>
      <span className="hm-reminder__time">
        <When value={r.reserveTime} kind="at" />
      </span>
      <span className="hm-reminder__text">
        <strong>{r.customerName || '客户'}</strong> {r.content}
      </span>
    </>
  );
  const href = task ? contactHref(task.task) : detailHref(r.custId);
  return (
    <Link href={href} className="hm-reminder">
      {body}
    </Link>
  );
}

// ── Tasks ─────────────────────────────────────────────────────────────────────


function Tasks({ work }: { work: QueryState<Work> }) {
  const [tab, setTab] = useUrlChoice<TaskType>('task', TASK_TABS, '2');
  const tasks = work.data?.tasks ?? [];
  const shown = tasks.filter((t) => t.task.taskType === tab);
  const paged = usePaged(
    (pageNo, pageSize) => Promise.resolve({ list: shown.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: shown.length }),
    [tab, work.data],
    10,
  );
  return (
    <Section title="我的任务">
      <TabList look="line" label="任务类型" idBase="hm-task" panel value={tab} options={TASK_TABS.map((t) => ({ value: t, label: labelOf(TASK_TYPE, t), count: work.data ? (work.data.totals[t] ?? 0) : undefined }))} onChange={setTab} />
      <div role="tabpanel" id={panelId('hm-task')} aria-labelledby={tabId('hm-task', tab)}>
        <AsyncView query={work} isEmpty={() => false}>
          {() => (
            <PagedList
              state={paged}
              label={`${labelOf(TASK_TYPE, tab)}任务`}
              emptyText={`暂无${labelOf(TASK_TYPE, tab)}任务`}
              keyOf={(t) => t.task.taskId}
              renderItem={(t) => <TaskItem row={t} />}
            />
          )}
        </AsyncView>
      </div>
    </Section>
  );
}

function TaskItem({ row }: { row: TaskRow }) {
  const { task } = row;
  return (
    <article className="hm-task" aria-label={task.title ?? row.customerName}>
      <Link href={contactHref(task)} className="hm-link hm-task__main">
        <div className="hm-task__head">
          <span className="hm-task__title">{task.title || `${row.customerName}的任务`}</span>
          <FollowTag status={task.followStatus} />
        </div>
        <div className="hm-task__meta">
          <span>客户 {row.customerName}</span>
          {task.licenseNo && <span>车牌 {task.licenseNo}</span>}
          {task.pushSource === 'kafkaPayment' && <Tag kind="warning">{labelOf(PUSH_SOURCE, task.pushSource)}</Tag>}
        </div>
        <div className="hm-task__meta muted">
          {task.dueDate && (
            <span>
              截止 <When value={task.dueDate} kind="due" />
            </span>
          )}
          {row.nextContact && (
            <span>
              下次联系 <When value={row.nextContact} kind="at" />
            </span>
          )}
        </div>
      </Link>
      <Link href={detailHref(task.custId)} className="hm-task__detail">
        客户详情
      </Link>
    </article>
  );
}
