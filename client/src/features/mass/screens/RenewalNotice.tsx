import { useState } from 'react';
import { Link } from 'wouter';
import { TaskStatusTag } from '../../../lib/send';
import type { AnswerOf } from '../../../lib/api/names';
import { navigate } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, Cell, Cells, Field, Money, PagedList, Section, Tag, TextField, When, confirm, runAction, useForm, usePaged, useStateFrom, useParam } from '../../../ui';
import { validateBatchNo } from '../../../../../shared/domain/record-no';
import { recordHref, skippedText, startGroupSend, type GroupMsg, loadRenewalBatches, loadRenewalCustomers, createRenewalReminder } from '../api';
import { useCall } from '../../../lib/query/use-call';
import { toast } from '../../../lib/toast-store';

// 续保通知群发 (/group-msg/renewal-notice-group-msg?batchNo=): a renewal reminder batch — the
// staff member's customers whose policies end in the batch's window, soonest first, each with the
// policy, its end date (今天 / 已逾期 …) and premium, blacklisted ones marked — then the reminder
// message made for the batch (createRenewalReminderMsg, a draft of type 6 with the script
// placeholders filled per customer) and sent to all of them (sendTaskGroupMsg: a WeCom mass-send
// task the staff member confirms in WeCom), going at once to the send record; the batch says what
// became of its reminder (its record's status: 待成员确认 / 发送中 / 已完成, with a link). Without a batchNo: the staff member's batches, newest first
// with their due customers (queryRenewalReminderBatchList, our call), or one typed from a notice.

type Batch = AnswerOf<'findRenewalReminderCustListByBatchNo'>;
type Row = Batch['list'][number];

const DEFAULT_TEXT = '{客户称谓}您好，您的{车牌号}保单将于{到期日}到期，为避免脱保影响出行，请及时续保。如需报价请联系{业务员姓名}。';
const MAX_CONTENT = 1000;

export default function RenewalNotice() {
  const batchNo = useParam('batchNo');
  return <div className="page mass">{batchNo ? <BatchView batchNo={batchNo} /> : <ChooseBatch />}</div>;
}

type Batches = AnswerOf<'queryRenewalReminderBatchList'>;
const batchHref = (batchNo: string) => `/group-msg/renewal-notice-group-msg?${new URLSearchParams({ batchNo }).toString()}`;

/** Without a batch: the staff member's batches, newest first, with their due customers; or one typed from a notice. */
function ChooseBatch() {
  const batches = usePaged<Batches['list'][number]>(
    (pageNo, pageSize, signal) => loadRenewalBatches({ pageNo, pageSize }, signal),
    [],
    10,
    { pagesParam: 'pages' },
  );
  const form = useForm({ batchNo: '' }, { batchNo: validateBatchNo });
  const open = ({ batchNo }: typeof form.values) => navigate(batchHref(batchNo.trim()));
  return (
    <>
      <Section title="我的续保提醒批次">
        <PagedList
          state={batches}
          label="续保提醒批次"
          emptyText="暂无需要提醒的续保批次"
          keyOf={(b) => b.batchNo}
          renderItem={(b) => (
            <Link href={batchHref(b.batchNo)} className="mass-item">
              <span className="mass-item__head">
                <strong>{b.batchName}</strong>
                {b.groupMsgId ? <Tag kind="success">已生成提醒</Tag> : <Tag kind="warning">待提醒</Tag>}
              </span>
              <span className="mass-item__text">
                {b.custCount} 位客户到期：{b.custNames.join('、')}
                {b.custCount > b.custNames.length ? ' 等' : ''}
              </span>
              <span className="mass-item__foot muted">
                终保 {b.startDate} 至 {b.endDate}
                {b.firstEndDate ? (
                  <>
                    {' '}
                    · 最早 <When value={b.firstEndDate} kind="due" />
                  </>
                ) : null}
              </span>
            </Link>
          )}
        />
      </Section>
      <Section title="按通知中的批次号打开">
        <form
          onSubmit={form.onSubmit(open)}
          noValidate
        >
          <TextField label="批次号" {...form.field('batchNo')} placeholder="续保提醒通知中的批次号" maxLength={40} />
          <button type="submit" className="btn">
            查看批次客户
          </button>
        </form>
      </Section>
    </>
  );
}

function BatchView({ batchNo }: { batchNo: string }) {
  const head = useCall('findRenewalReminderCustListByBatchNo', { batchNo, pageNo: 1, pageSize: 1 }, { method: 'POST' });
  const list = usePaged<Row>(
    (pageNo, pageSize, signal) => loadRenewalCustomers({ batchNo, pageNo, pageSize }, signal),
    [batchNo],
    20,
    { pagesParam: 'pages' },
  );
  const form = useForm({ content: DEFAULT_TEXT }, { content: (v) => (!v.trim() ? '请输入提醒话术' : v.trim().length > MAX_CONTENT ? `提醒话术最多 ${MAX_CONTENT} 个字` : null) });
  const content = form.field('content');
  const [draft, setDraft] = useStateFrom<GroupMsg | undefined>(() => undefined, batchNo);
  const [busy, setBusy] = useState(false);
  const existing = head.data?.batch.groupMsgId ?? undefined;
  // The batch's reminder may have been sent: its send record says how far it got.
  const history = useCall('queryTaskGroupMsgHistory', { groupMsgId: existing ?? '', pageNo: 1, pageSize: 1 }, { method: 'POST', enabled: Boolean(existing) });
  const sent = { loading: history.loading, data: history.data?.list[0] };

  /** Makes the reminder from the text (checked by the form before). */
  const create = async ({ content: text }: typeof form.values) => {
    const made = await runAction(() => createRenewalReminder({ batchNo, content: text.trim() }), {
      loadingText: '正在生成',
      success: (m) => `已生成续保提醒，共 ${(m as GroupMsg).custCount} 位客户`,
    });
    if (made) {
      setDraft(made);
      // The BFF leaves customers on the message blacklist out of the reminder, whatever its type: say who.
      if (made.blacklistSkipped?.length) toast.warning(skippedText(made.blacklistSkipped), 6000);
    }
    return made;
  };

  const send = async (values: typeof form.values) => {
    if (busy) return;
    const total = head.data?.batch.custCount ?? 0;
    if (!(await confirm({ title: '发送续保提醒', message: `将续保提醒发送给本批次 ${total} 位客户？将创建企业微信群发任务，需你在企业微信中确认后才会发出（每位客户每天最多收到 1 条群发消息）；可随时离开本页查看结果。`, okText: '发送' }))) return;
    setBusy(true);
    try {
      // The message as shown here is the one sent: (re)generated from the text above first.
      const made = await create(values);
      if (!made) return;
      const historyId = await runAction(() => startGroupSend(made, null), { loadingText: '正在提交发送' });
      if (historyId) void navigate(recordHref(historyId));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AsyncView query={head} skeleton="rows">
        {({ batch }) => (
          <Section title={batch.batchName}>
            <Cells>
              <Cell label="批次号">{batch.batchNo}</Cell>
              <Cell label="终保日期">
                {batch.startDate} 至 {batch.endDate}
              </Cell>
              <Cell label="提醒客户">{batch.custCount} 位</Cell>
              {draft || existing ? (
                <Cell label="提醒消息">
                  {draft ? (
                    `已生成（${draft.custCount} 位客户）`
                  ) : sent.data ? (
                    <Link href={recordHref(sent.data.historyId)} className="mass-link">
                      <TaskStatusTag status={sent.data.status} /> 查看发送结果 ›
                    </Link>
                  ) : sent.loading ? (
                    '已生成'
                  ) : (
                    '已生成，未发送'
                  )}
                </Cell>
              ) : null}
              {draft?.blacklistSkipped?.length ? <Cell label="已跳过">{skippedText(draft.blacklistSkipped)}</Cell> : null}
            </Cells>
          </Section>
        )}
      </AsyncView>
      <Section title="提醒话术">
        <Field label={`话术（${content.value.trim().length}/${MAX_CONTENT}）`} error={content.error} hint="{客户称谓}{车牌号}{到期日}{业务员姓名} 按每位客户填入">
          <textarea className="field__input mass-textarea" rows={4} aria-label="提醒话术" value={content.value} onChange={(e) => content.onValue(e.target.value)} onBlur={content.onBlur} aria-invalid={content.error ? true : undefined} />
        </Field>
      </Section>
      <Section title="到期客户">
        <PagedList
          state={list}
          label="到期客户"
          emptyText="该批次没有需要提醒的客户"
          keyOf={(r) => `${r.custId}-${r.policyNo}`}
          renderItem={(r) => (
            <div className="mass-item">
              <span className="mass-item__head">
                <strong>{r.custName}</strong>
                {r.licenseNo ? <span className="muted">{r.licenseNo}</span> : null}
                {r.inBlackList ? <Tag kind="danger">消息黑名单</Tag> : null}
              </span>
              <span className="mass-item__text">
                {r.riskName} · <Money value={r.premium} />
              </span>
              <span className="mass-item__foot muted">
                <span>{r.policyNo}</span>
                <span>
                  到期 <When value={r.endDate} kind="due" />
                </span>
              </span>
            </div>
          )}
        />
      </Section>
      <ActionBar
        actions={[
          { label: '生成提醒消息', onClick: () => form.submit(create), disabled: busy },
          { label: '发送给全部客户', primary: true, onClick: () => form.submit(send), disabled: busy || !head.data?.batch.custCount },
        ]}
      />
    </>
  );
}
