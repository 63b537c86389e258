import { useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useSearch } from 'wouter';
import { FOLLOW_STATUS, PUSH_SOURCE, TASK_TYPE, TRADE_STATUS_REASON_TYPE, followStatusOfReasonType, labelOf } from '../../../../../shared/domain/codes';
import { chinaTime, formatDate, formatTime } from '../../../../../shared/domain/format';
import { maskPhone } from '../../../../../shared/domain/mask';
import { tradeStatusReason } from '../../../lib/api';
import type { ScreenProps } from '../../../lib/screen';
import { session } from '../../../lib/session/store';
import { toast } from '../../../lib/toast-store';
import { isWeCom, openChatWith, standInAllowed } from '../../../lib/wecom';
import { AsyncView, Cell, Cells, DateTimeField, Field, money, PagedList, Section, Tag, TextField, runAction, useForm, usePaged, type QueryState } from '../../../ui';
import { useLoad } from '../../../lib/query/use-call';
import {
  createReservation,
  decryptPhone,
  loadContext,
  loadFollowUps,
  loadReservations,
  logCallClick,
  recordFollowUp,
  type Claim,
  type ClientInfo,
  type Reason,
} from '../api';
import { CustomerStatusTag, FollowTag } from '../../../parts/customer';

// Contacting a customer and recording the follow-up, one screen for four routes:
//   /contact-customer              a to-do task (renewal follow-up)
//   /kafka-contact-customer        a payment notice (push source kafkaPayment)
//   /nonvehicle-contact-customer   a non-vehicle task
//   /insurance-contact-customer    claim care (registNo)
// The query carries the context: taskId, custId, registNo. The follow-up (status, reason,
// remark) goes to reservationTask, the next contact to fwdapi/reservation.

interface Variant {
  pageName: string;
  taskHeading: string;
  note?: string;
}

const VARIANTS: Record<string, Variant> = {
  ContactCustomer: { pageName: 'contact-customer', taskHeading: '跟进任务' },
  KafkaContactCustomer: { pageName: 'kafka-contact-customer', taskHeading: '缴费通知', note: '客户的保单待缴费，请提醒客户及时缴费以免影响保障。' },
  NonvehicleContactCustomer: { pageName: 'nonvehicle-contact-customer', taskHeading: '非车险跟进' },
  InsuranceContactCustomer: { pageName: 'insurance-contact-customer', taskHeading: '理赔关怀', note: '请关心客户的事故处理与理赔进度，并记录沟通情况。' },
};

export default function ContactScreen({ route }: ScreenProps) {
  useSignals();
  const variant = VARIANTS[route.name] ?? VARIANTS.ContactCustomer!;
  const search = useSearch();
  const context = useLoad(['loadContext', search], (signal) => loadContext(search, signal), { calls: ['wf/queryClientInfo'] });
  // The organisation's follow-up reasons, loaded once for the screen (the form remounts after each save).
  const user = session.value?.user;
  const reasons = useLoad(['tradeStatusReason', user?.comId, user?.comCode], () =>
    user ? tradeStatusReason({ comId: user.comId, comCode: user.comCode }) : Promise.reject(new Error('请先登录')),
  );
  const [saved, setSaved] = useState(0);

  return (
    <div className="page hm-contact">
      <AsyncView query={context}>
        {({ info, claim }) => (
          <>
            <CustomerHeader info={info} pageName={variant.pageName} />
            {variant.note && <p className="hm-note hm-note--tip">{variant.note}</p>}
            {claim && <ClaimSection claim={claim} />}
            {info.task && <TaskSection info={info} heading={variant.taskHeading} />}
            <FollowUpForm
              key={saved}
              info={info}
              reasons={reasons}
              onSaved={() => setSaved(saved + 1)}
            />
            <FollowUps custId={info.customer.custId} taskId={info.task?.taskId} reasons={reasons} />
            <Reservations custId={info.customer.custId} taskId={info.task?.taskId} />
          </>
        )}
      </AsyncView>
    </div>
  );
}

// ── The customer and the call ─────────────────────────────────────────────────

function CustomerHeader({ info, pageName }: { info: ClientInfo; pageName: string }) {
  const c = info.customer;
  const [phone, setPhone] = useState<string>();

  const reveal = async () => {
    logCallClick(pageName, c.custId, info.task?.taskId);
    const r = await runAction(() => decryptPhone(c.custId), { loadingText: '获取号码' });
    if (r) setPhone(r.mobile);
  };
  // 企微聊天: WeCom opens the chat with this customer (openEnterpriseChat); only where WeCom (or the demo's stand-in) is.
  const chat = c.externalUserId && (isWeCom() || standInAllowed()) ? c.externalUserId : null;
  const openChat = async (externalUserId: string) => {
    const res = await openChatWith(externalUserId);
    if (!res.ok && res.reason !== 'cancel') toast.error(res.reason === 'fail' ? `打开会话失败：${res.message}` : res.message, 4000);
  };

  return (
    <section className="card hm-person" aria-label="客户">
      <div className="hm-person__who">
        <span className="hm-person__avatar" aria-hidden="true">
          {Array.from(c.name)[0]}
        </span>
        <div>
          <div className="hm-person__name">
            {c.name} <CustomerStatusTag status={c.customerStatus} />
          </div>
          <div className="muted">手机 {maskPhone(c.mobile) || '—'}</div>
        </div>
      </div>
      <div className="hm-person__acts">
        {phone ? (
          <a className="btn btn--primary hm-person__call" href={`tel:${phone}`}>
            呼叫 {maskPhone(phone)}
          </a>
        ) : (
          <button type="button" className="btn btn--primary hm-person__call" onClick={() => void reveal()} disabled={!c.mobile}>
            拨打电话
          </button>
        )}
        {chat ? (
          <button type="button" className="btn hm-person__call" onClick={() => void openChat(chat)}>
            企微聊天
          </button>
        ) : null}
      </div>
    </section>
  );
}

function TaskSection({ info, heading }: { info: ClientInfo; heading: string }) {
  const task = info.task!;
  const policy = info.policies.find((p) => p.policyNo === task.policyNo);
  return (
    <Section title={heading} extra={<FollowTag status={task.followStatus} />}>
      <Cells>
        <Cell label="任务">{task.title}</Cell>
        <Cell label="任务类型">{labelOf(TASK_TYPE, task.taskType)}</Cell>
        <Cell label="来源">{labelOf(PUSH_SOURCE, task.pushSource)}</Cell>
        <Cell label="截止日期">{formatDate(task.dueDate)}</Cell>
        {task.licenseNo && <Cell label="车牌号">{task.licenseNo}</Cell>}
        {policy && (
          <>
            <Cell label="保单">
              {policy.riskName}
              <br />
              <span className="muted">{policy.policyNo}</span>
            </Cell>
            <Cell label="保险期间">
              {formatDate(policy.startDate)} 至 {formatDate(policy.endDate)}
            </Cell>
            <Cell label="保费">{money(policy.premium)}</Cell>
          </>
        )}
      </Cells>
    </Section>
  );
}

function ClaimSection({ claim }: { claim: Claim }) {
  return (
    <Section title="理赔信息" extra={claim.statusName ? <Tag kind="info">{claim.statusName}</Tag> : undefined}>
      <Cells>
        <Cell label="报案号">{claim.registNo}</Cell>
        {claim.licenseNo && <Cell label="车牌号">{claim.licenseNo}</Cell>}
        <Cell label="出险时间">{formatTime(claim.accidentDate, 'YYYY-MM-DD HH:mm')}</Cell>
        <Cell label="出险地点">{claim.accidentPlace}</Cell>
        <Cell label="估损金额">{money(claim.estimateAmount)}</Cell>
        <Cell label="已赔付">{money(claim.paidAmount)}</Cell>
      </Cells>
    </Section>
  );
}

// ── The follow-up ─────────────────────────────────────────────────────────────

const RESULTS = Object.values(TRADE_STATUS_REASON_TYPE); // mu001, mu002, mu003
type Result = (typeof RESULTS)[number];
const REMARK_MAX = 200;

/** "2026-11-20T10:00" (datetime-local) → "2026-11-20 10:00:00". */
const toWire = (local: string) => `${local.replace('T', ' ')}:00`;
/** Now (China time, as every upstream time) as a datetime-local value (the input's lower bound). */
const nowLocal = (): string => chinaTime(Date.now(), 'YYYY-MM-DDTHH:mm');

function FollowUpForm({ info, reasons, onSaved }: { info: ClientInfo; reasons: QueryState<Reason[]>; onSaved: () => void }) {
  const task = info.task;
  const custId = info.customer.custId;
  // A step already saved is not sent again when the other one failed and the staff member retries.
  const [followSaved, setFollowSaved] = useState(false);

  const reasonsOf = (s: Result | '') => (s ? (reasons.data ?? []).filter((r: Reason) => followStatusOfReasonType(r.id.codeType) === s) : []);
  /** The reason chosen, if it is one of the chosen result's (a reason of another result is dropped). */
  const reasonFor = (s: Result | '', code: string) => (reasonsOf(s).some((r) => r.id.codeCode === code) ? code : '');
  // A reservation is the next contact: it belongs to "continue following" (or to a customer without a task).
  const wants = (s: Result | '') => !task || s === 'mu001';
  const form = useForm(
    { status: '' as Result | '', reason: '', remark: '', time: '', content: '电话回访' },
    {
      status: (v) => (task && !v ? '请选择跟进结果' : null),
      reason: (v, f) => (!task || !f.status ? null : !reasons.data && !reasons.error ? '原因加载中，请稍候' : reasonsOf(f.status).length > 0 && !reasonFor(f.status, v) ? '请选择原因' : null),
      remark: (v) => (task && Array.from(v).length > REMARK_MAX ? `备注不能超过${REMARK_MAX}字` : null),
      time: (v, f) => (!wants(f.status) ? null : !task && !v ? '请选择预约时间' : v && v <= nowLocal() ? '预约时间需晚于当前时间' : null),
      content: (v, f) => (wants(f.status) && f.time && !v.trim() ? '请填写预约事项' : null),
    },
  );
  const { status, remark } = form.values;
  const reason = reasonFor(status, form.values.reason);
  const wantsReservation = wants(status);

  const submit = async ({ time, content }: typeof form.values) => {
    const reserveTime = wantsReservation && time ? toWire(time) : undefined;
    const done = await runAction(
      async () => {
        if (task && status && !followSaved) {
          await recordFollowUp({
            taskId: task.taskId,
            followStatus: status,
            ...(reason ? { reasonCode: reason } : {}),
            ...(remark.trim() ? { remark: remark.trim() } : {}),
            ...(reserveTime ? { nextFollowTime: reserveTime } : {}),
          });
          setFollowSaved(true);
        }
        if (reserveTime) await createReservation({ custId, ...(task ? { taskId: task.taskId } : {}), reserveTime, content: content.trim() });
        return true;
      },
      {
        confirm: task
          ? `确定提交跟进结果“${labelOf(FOLLOW_STATUS, status)}”${reserveTime ? `，并预约 ${formatTime(reserveTime, 'MM-DD HH:mm')} 再次联系` : ''}吗？`
          : `确定预约 ${formatTime(reserveTime, 'MM-DD HH:mm')} 联系客户吗？`,
        loadingText: '提交中',
        success: task ? '跟进记录已保存' : '预约已保存',
      },
    );
    if (done) onSaved();
  };

  const reservationFields = (
    <>
      <DateTimeField label="预约时间" value={form.values.time} min={nowLocal()} onValue={(v) => form.set('time', v)} error={form.error('time')} />
      <TextField label="预约事项" {...form.field('content')} maxLength={50} />
    </>
  );

  return (
    <Section title={task ? '记录跟进' : '预约联系'}>
      <form
        onSubmit={form.onSubmit(submit)}
        noValidate
        className="hm-form"
      >
        {task && (
          <>
            <Group label="跟进结果" error={form.error('status')}>
              <div className="hm-seg" role="radiogroup" aria-label="跟进结果">
                {RESULTS.map((s) => (
                  <button
                    key={s}
                    type="button"
                    role="radio"
                    aria-checked={status === s}
                    className={`hm-seg__item${status === s ? ' is-active' : ''}`}
                    onClick={() => {
                      form.set('status', s);
                      setFollowSaved(false);
                    }}
                  >
                    {labelOf(FOLLOW_STATUS, s)}
                  </button>
                ))}
              </div>
            </Group>
            {status && (
              <Group label="原因" error={form.error('reason')}>
                <AsyncView query={reasons} isEmpty={() => reasonsOf(status).length === 0} emptyText="该结果无需选择原因">
                  {() => (
                    <div className="hm-chips" role="radiogroup" aria-label="原因">
                      {reasonsOf(status).map((r) => (
                        <button
                          key={r.id.codeCode}
                          type="button"
                          role="radio"
                          aria-checked={reason === r.id.codeCode}
                          className={`hm-chip${reason === r.id.codeCode ? ' is-active' : ''}`}
                          onClick={() => form.set('reason', r.id.codeCode)}
                        >
                          {r.codeCName}
                        </button>
                      ))}
                    </div>
                  )}
                </AsyncView>
              </Group>
            )}
            <Field label={`备注（${Array.from(remark).length}/${REMARK_MAX}）`} error={form.error('remark')}>
              <textarea className="field__input hm-textarea" value={remark} onChange={(e) => form.set('remark', e.target.value)} onBlur={() => form.touch('remark')} rows={3} placeholder="记录本次沟通的情况" />
            </Field>
          </>
        )}
        {wantsReservation &&
          (task ? (
            <fieldset className="hm-fieldset">
              <legend>预约下次联系（可选）</legend>
              {reservationFields}
            </fieldset>
          ) : (
            reservationFields
          ))}
        <button type="submit" className="btn btn--primary btn--block">
          {task ? '提交跟进' : '保存预约'}
        </button>
      </form>
    </Section>
  );
}

/** A labelled group of choice buttons (not a <label>: a click on its text would press the first button). */
function Group({ label, error, children }: { label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--error' : ''}`} role="group" aria-label={label}>
      <span className="field__label">{label}</span>
      {children}
      {error && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

// ── Past follow-ups of this task (or customer) ────────────────────────────────

function FollowUps({ custId, taskId, reasons }: { custId: string; taskId: string | undefined; reasons: QueryState<Reason[]> }) {
  const list = usePaged((pageNo, pageSize, signal) => loadFollowUps({ ...(taskId ? { taskId } : { custId }), pageNo, pageSize }, signal), [custId, taskId], 5, { calls: ['fwdapi/queryFollowUpRecord'] });
  // Reason codes as the organisation's own words (tradeStatusReason, already loaded for the form).
  const reasonName = (code: string | null) => (code ? reasons.data?.find((r) => r.id.codeCode === code)?.codeCName : undefined);
  return (
    <Section title="跟进记录">
      <PagedList
        state={list}
        label="跟进记录"
        emptyText="暂无跟进记录"
        keyOf={(f) => f.followId}
        renderItem={(f) => (
          <div className="hm-follow">
            <div className="hm-follow__head">
              <FollowTag status={f.followStatus} />
              <span className="hm-follow__reason">{reasonName(f.reasonCode) ?? ''}</span>
              <time className="muted" dateTime={f.createdAt}>
                {formatTime(f.createdAt, 'MM-DD HH:mm')}
              </time>
            </div>
            {f.remark && <p className="hm-follow__remark">{f.remark}</p>}
            {f.nextFollowTime && <p className="muted hm-follow__next">下次跟进 {formatTime(f.nextFollowTime, 'MM-DD HH:mm')}</p>}
          </div>
        )}
      />
    </Section>
  );
}

// ── Reservations of this task (or customer) ───────────────────────────────────

function Reservations({ custId, taskId }: { custId: string; taskId: string | undefined }) {
  const list = usePaged((pageNo, pageSize, signal) => loadReservations({ ...(taskId ? { taskId } : { custId }), pageNo, pageSize }, signal), [custId, taskId], 5, { calls: ['fwdapi/queryReservation'] });
  return (
    <Section title="预约记录">
      <PagedList
        state={list}
        label="预约记录"
        emptyText="暂无预约"
        keyOf={(r) => r.reservationId}
        renderItem={(r) => (
          <div className="hm-resv">
            <time dateTime={r.reserveTime}>{formatTime(r.reserveTime, 'YYYY-MM-DD HH:mm')}</time>
            <span className="hm-resv__text">{r.content}</span>
            <Tag kind={r.status === '0' ? 'warning' : 'success'}>{r.status === '0' ? '待联系' : '已完成'}</Tag>
          </div>
        )}
      />
    </Section>
  );
}
