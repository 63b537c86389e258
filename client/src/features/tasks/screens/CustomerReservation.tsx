import { Link } from 'wouter';
import { chinaTime, formatTime } from '../../../../../shared/domain/format';
import { AsyncView, DateTimeField, Empty, PagedList, Section, Tag, TextField, When, runAction, usePaged, useUrlChoice, useUrlState, type Page, type QueryState, TabList, useForm } from '../../../ui';
import { createReservation, type Reservation, loadOpenTasks, type TaskRow } from '../api';
import { useCall, useLoad } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';
import { contactHref, CustomerSummary, detailHref, FollowTag } from '../../../parts/customer';
import { localNow, toWire } from '../time';

// Customer reservations (/customer-info/customer-reservation): book the next contact with a
// customer — the customer from the URL (custId, taskId: opened from a task or a customer) or
// chosen from the open tasks — with the date-time picker; the staff member's reservations,
// upcoming and past (a choice in the URL), each opening its task's follow-up.

const CONTENTS = ['预约到店续保', '预约电话回访', '预约上门讲解保障方案', '预约验车'] as const;
const WHEN = ['upcoming', 'past'] as const;

export default function CustomerReservation() {
  const [custId, setCustId] = useUrlState('custId');
  const [taskId, setTaskId] = useUrlState('taskId');
  const list = useCall('fwdapi/queryReservation', { pageNo: 1, pageSize: 100, ...(custId ? { custId } : {}) }, { method: 'POST' });
  const tasks = useLoad(['loadOpenTasks'], loadOpenTasks, { calls: ['weixinCustMainQuery'] });
  const choose = (row: TaskRow | null) => {
    setCustId(row?.task.custId ?? '');
    setTaskId(row?.task.taskId ?? '');
  };
  return (
    <div className="page tk-page">
      {custId ? <Customer custId={custId} taskId={taskId} onChange={() => choose(null)} /> : <ChooseTask tasks={tasks} onChoose={choose} />}
      <Reservations list={list} tasks={tasks.data ?? []} forCustomer={Boolean(custId)} />
    </div>
  );
}

// ── The customer and the form ──────────────────────────────────────────────────

function Customer({ custId, taskId, onChange }: { custId: string; taskId: string; onChange: () => void }) {
  const info = useCall('wf/queryClientInfo', taskId ? { taskId } : { custId }, { method: 'POST' });
  return (
    <>
      <Section
        title="预约客户"
        extra={
          <button type="button" className="btn btn--text btn--small" onClick={onChange}>
            更换客户
          </button>
        }
      >
        <AsyncView query={info} skeleton="profile">
          {(d) => (
            <>
              <CustomerSummary customer={d.customer} />
              {d.task && (
                <p className="tk-resv__task">
                  任务 {d.task.title} <FollowTag status={d.task.followStatus} />
                </p>
              )}
            </>
          )}
        </AsyncView>
      </Section>
      {info.data && <ReservationForm custId={custId} taskId={info.data.task?.taskId} name={info.data.customer.name} />}
    </>
  );
}

function ReservationForm({ custId, taskId, name }: { custId: string; taskId: string | undefined; name: string }) {
  const form = useForm(
    { time: '', content: '' },
    {
      time: (v) => (!v ? '请选择预约时间' : v <= localNow() ? '预约时间需晚于当前时间' : null),
      content: (v) => (v.trim() ? null : '请填写预约事项'),
    },
  );
  const { values } = form;

  const save = async ({ time, content }: typeof values) => {
    const reserveTime = toWire(time);
    const saved = await runAction(() => createReservation({ custId, ...(taskId ? { taskId } : {}), reserveTime, content: content.trim() }), {
      confirm: `确定预约 ${formatTime(reserveTime, 'MM-DD HH:mm')} 联系${name}（${content.trim()}）吗？`,
      loadingText: '保存中',
      success: '预约已保存',
    });
    if (!saved) return;
    form.reset({ time: '', content: '' });
    invalidate('fwdapi/queryReservation');
  };

  return (
    <Section title="新建预约">
      <form
        className="tk-resv__form"
        onSubmit={form.onSubmit(save)}
        noValidate
      >
        <DateTimeField label="预约时间" value={values.time} min={localNow()} onValue={(v) => form.set('time', v)} error={form.error('time')} />
        <div className="tk-chips" role="group" aria-label="常用事项">
          {CONTENTS.map((c) => (
            <button key={c} type="button" aria-pressed={values.content === c} className={`tk-chip${values.content === c ? ' is-active' : ''}`} onClick={() => form.set('content', c)}>
              {c}
            </button>
          ))}
        </div>
        <TextField label="预约事项" {...form.field('content')} maxLength={50} placeholder="如 预约到店续保" />
        <button type="submit" className="btn btn--primary btn--block">
          保存预约
        </button>
      </form>
    </Section>
  );
}

/** Without a customer in the URL: choose one of the open tasks. */
function ChooseTask({ tasks, onChoose }: { tasks: QueryState<TaskRow[]>; onChoose: (row: TaskRow) => void }) {
  const paged = usePaged(
    (pageNo, pageSize) => Promise.resolve({ list: (tasks.data ?? []).slice((pageNo - 1) * pageSize, pageNo * pageSize), total: tasks.data?.length ?? 0 }),
    [tasks.data],
    5,
  );
  return (
    <Section title="选择预约客户">
      <p className="muted tk-resv__hint">从待办任务中选择要预约的客户</p>
      <AsyncView query={tasks} isEmpty={(d) => d.length === 0} emptyText="暂无待办任务，可从客户详情发起预约">
        {() => (
          <PagedList
            state={paged}
            label="待办任务"
            keyOf={(t) => t.task.taskId}
            renderItem={(t) => (
              <button type="button" className="tk-pick" onClick={() => onChoose(t)}>
                <span className="tk-pick__name">
                  {t.customerName} {t.licenseNo && <span className="muted">{t.licenseNo}</span>}
                </span>
                <span className="tk-pick__meta">
                  {t.task.title} · 截止 <When value={t.task.dueDate} kind="due" />
                </span>
              </button>
            )}
          />
        )}
      </AsyncView>
    </Section>
  );
}

// ── Reservations ──────────────────────────────────────────────────────────────

function Reservations({ list, tasks, forCustomer }: { list: QueryState<Page<Reservation>>; tasks: readonly TaskRow[]; forCustomer: boolean }) {
  const [when, setWhen] = useUrlChoice('when', WHEN, 'upcoming');
  const now = chinaTime();
  const all = list.data?.list ?? [];
  // Upcoming: still to contact and not yet due, soonest first; past: the rest, latest first.
  const upcoming = all.filter((r) => r.status === '0' && r.reserveTime >= now).sort((a, b) => a.reserveTime.localeCompare(b.reserveTime));
  const past = all.filter((r) => !(r.status === '0' && r.reserveTime >= now)).sort((a, b) => b.reserveTime.localeCompare(a.reserveTime));
  const shown = when === 'upcoming' ? upcoming : past;
  return (
    <Section title={forCustomer ? '该客户的预约' : '我的预约'}>
      <TabList look="line" label="预约时间" value={when} options={WHEN.map((w) => ({ value: w, label: w === 'upcoming' ? '即将到来' : '已过', count: list.data ? (w === 'upcoming' ? upcoming.length : past.length) : undefined }))} onChange={setWhen} />
      <AsyncView query={list} isEmpty={() => false}>
        {() =>
          shown.length === 0 ? (
            <Empty text={when === 'upcoming' ? '暂无即将到来的预约' : '暂无已过的预约'} />
          ) : (
            <ul className="list" aria-label={when === 'upcoming' ? '即将到来的预约' : '已过的预约'}>
              {shown.map((r) => (
                <li key={r.reservationId} className="list__item">
                  <ReservationItem r={r} task={tasks.find((t) => t.task.taskId === r.taskId)} />
                </li>
              ))}
            </ul>
          )
        }
      </AsyncView>
    </Section>
  );
}

/** A reservation on an open task opens the task's follow-up; any other, the customer. */
function ReservationItem({ r, task }: { r: Reservation; task: TaskRow | undefined }) {
  const href = task ? contactHref(task.task) : detailHref(r.custId);
  return (
    <Link href={href} className="tk-resv">
      <span className="tk-resv__time">
        <When value={r.reserveTime} kind="at" />
      </span>
      <span className="tk-resv__text">
        <strong>{r.customerName || '客户'}</strong> {r.content}
      </span>
      <Tag kind={r.status === '1' ? 'success' : 'warning'}>{r.status === '1' ? '已完成' : task ? '预约任务' : '待联系'}</Tag>
    </Link>
  );
}
