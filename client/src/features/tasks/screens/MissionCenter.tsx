import { useState } from 'react';
import { Link } from 'wouter';
import { FOLLOW_STATUS } from '../../../../../shared/domain/codes';
import type { ScreenProps } from '../../../lib/screen';
import { hasScreen } from '../../../lib/navigation/navigation';
import { AsyncView, PagedList, Section, Tag, When, runAction, usePaged, useUrlChoice, type QueryState, TabList } from '../../../ui';
import { contactHref, detailHref, FollowTag } from '../../../parts/customer';
import { handOver, useTasks, type Colleague, type TaskRow } from '../api';
import { HandOverSheet } from '../components/HandOverSheet';
import { dueCounts } from '../due';
import { invalidate } from '../../../lib/query/client';
import { staffLabel } from '../../../../../shared/domain/mask';

// The mission centre (/home/mission-center: vehicle renewal tasks; /home/mission-center-nocar:
// non-vehicle tasks): the staff member's to-do or done tasks, soonest due first with the overdue
// marked, filtered by follow-up status (both in the URL), each opening the follow-up or the
// customer; a to-do task can be handed to a colleague (the customer's adviser changes).

const KINDS = {
  MissionCenter: { todo: '2', done: '3', noun: '续保任务' },
  MissionCenterNocar: { todo: '6', done: '7', noun: '非车任务' },
} as const;

const RESERVE = '/customer-info/customer-reservation';
const HANDLING = '/customer-info/customer-handling';
const NOTES = '/renewal-task/notes-of-follow-up-information';
const STATES = ['todo', 'done'] as const;
const FOLLOWS = ['', '0', 'mu001', 'mu002', 'mu003'] as const;
const FOLLOW_CHOICES: Record<(typeof FOLLOWS)[number], string> = { '': '全部', ...FOLLOW_STATUS };

export default function MissionCenter({ route }: ScreenProps) {
  const kind = KINDS[route.name as keyof typeof KINDS] ?? KINDS.MissionCenter;
  const [state, setState] = useUrlChoice('state', STATES, 'todo');
  const [follow, setFollow] = useUrlChoice('follow', FOLLOWS, '');
  const taskType = kind[state];
  const tasks = useTasks(taskType);
  const [handing, setHanding] = useState<TaskRow | null>(null);

  const shown = (tasks.data ?? []).filter((t) => !follow || t.task.followStatus === follow);
  const paged = usePaged(
    (pageNo, pageSize) => Promise.resolve({ list: shown.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: shown.length }),
    [tasks.data, follow],
    10,
    { pagesParam: 'pages' },
  );

  const chooseAdviser = async (row: TaskRow, c: Colleague) => {
    setHanding(null);
    const done = await runAction(() => handOver(row.task, c.userCode), {
      confirm: { title: '转交任务', message: `将${row.customerName}的${kind.noun}转交给 ${staffLabel(c.userName, c.userCode)}？转交后客户的顾问变更为对方，任务从您的列表移出。`, okText: '确定转交' },
      loadingText: '转交中…',
      success: `已转交给 ${c.userName}`,
    });
    if (done !== undefined) invalidate('weixinCustMainQuery');
  };

  return (
    <div className="page tk-page">
      <Summary tasks={tasks} todo={state === 'todo'} />
      <Section title={kind.noun}>
        <TabList look="line" label="任务状态" value={state} options={STATES.map((s) => ({ value: s, label: s === 'todo' ? '待办' : '已办' }))} onChange={setState} />
        <div className="tk-chips" role="group" aria-label="跟进状态">
          {FOLLOWS.map((f) => (
            <button key={f || 'all'} type="button" aria-pressed={follow === f} className={`tk-chip${follow === f ? ' is-active' : ''}`} onClick={() => setFollow(f)}>
              {FOLLOW_CHOICES[f]}
              {tasks.data && <span className="tk-chip__count">{f ? tasks.data.filter((t) => t.task.followStatus === f).length : tasks.data.length}</span>}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={`${state === 'todo' ? '待办' : '已办'}${kind.noun}`}>
          <AsyncView query={tasks} isEmpty={() => false}>
            {() => (
              <PagedList
                state={paged}
                label={kind.noun}
                emptyText={follow ? `暂无“${FOLLOW_CHOICES[follow]}”的${kind.noun}` : `暂无${state === 'todo' ? '待办' : '已办'}${kind.noun}`}
                keyOf={(t) => t.task.taskId}
                renderItem={(t) => <TaskCard row={t} onHandOver={state === 'todo' ? () => setHanding(t) : undefined} />}
              />
            )}
          </AsyncView>
        </div>
      </Section>
      <HandOverSheet open={handing !== null} subject={handing ? `${handing.customerName}的${kind.noun}` : ''} onClose={() => setHanding(null)} onChoose={(c) => handing && void chooseAdviser(handing, c)} />
    </div>
  );
}

/** The day at a glance: to-do count, overdue, due today (figures of the loaded tab). */
function Summary({ tasks, todo }: { tasks: QueryState<TaskRow[]>; todo: boolean }) {
  if (!todo) return null;
  const c = tasks.data ? dueCounts(tasks.data.map((t) => t.task.dueDate)) : null;
  return (
    <section className="card tk-summary" aria-label="今日概况">
      <div>
        <strong>{c ? tasks.data?.length : '—'}</strong>
        <span>待办</span>
      </div>
      <div className={c && c.overdue > 0 ? 'is-danger' : ''}>
        <strong>{c ? c.overdue : '—'}</strong>
        <span>已逾期</span>
      </div>
      <div>
        <strong>{c ? c.today : '—'}</strong>
        <span>今天到期</span>
      </div>
      <div>
        <strong>{c ? c.week : '—'}</strong>
        <span>7 天内到期</span>
      </div>
    </section>
  );
}

function TaskCard({ row, onHandOver }: { row: TaskRow; onHandOver: (() => void) | undefined }) {
  const { task } = row;
  return (
    <article className="tk-task" aria-label={task.title || `${row.customerName}的任务`}>
      <Link href={`${HANDLING}?${new URLSearchParams({ taskId: task.taskId }).toString()}`} className="tk-task__head tk-task__open">
        <span className="tk-task__title">{task.title || `${row.customerName}的任务`}</span>
        <FollowTag status={task.followStatus} />
      </Link>
      <div className="tk-task__meta">
        <span>客户 {row.customerName}</span>
        {row.licenseNo && <span>车牌 {row.licenseNo}</span>}
        {task.pushSource === 'kafkaPayment' && <Tag kind="warning">缴费通知</Tag>}
      </div>
      <div className="tk-task__due">
        截止 <When value={task.dueDate} kind="due" />
        {task.policyNo && <span className="muted">保单 {task.policyNo}</span>}
      </div>
      <div className="tk-task__actions">
        <Link href={detailHref(task.custId)} className="btn btn--small">
          客户详情
        </Link>
        {onHandOver && (
          <button type="button" className="btn btn--small btn--quiet" onClick={onHandOver}>
            转交
          </button>
        )}
        {onHandOver && hasScreen(RESERVE) && (
          <Link href={`${RESERVE}?${new URLSearchParams({ custId: task.custId, taskId: task.taskId }).toString()}`} className="btn btn--small">
            预约
          </Link>
        )}
        {onHandOver || !row.encryptTaskId || !hasScreen(NOTES) ? (
          <Link href={contactHref(task)} className="btn btn--small btn--primary">
            {onHandOver ? '去跟进' : '跟进'}
          </Link>
        ) : (
          <Link href={`${NOTES}?${new URLSearchParams({ encryptTaskId: row.encryptTaskId }).toString()}`} className="btn btn--small btn--primary">
            跟进记录
          </Link>
        )}
      </div>
    </article>
  );
}

