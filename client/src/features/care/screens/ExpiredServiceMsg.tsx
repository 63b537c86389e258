import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../../lib/api';
import { JobProgress, registerSender, startSendJob, useSendJob, type SendTarget } from '../../../lib/send';
import { invalidate } from '../../../lib/query/client';
import { ActionBar, confirm, errorText, PagedList, Segments, When, usePaged, useUrlChoice, useUrlState } from '../../../ui';
import { careHref, type CareList, loadCareMessages, sendCareMessage } from '../api';
import { chinaTime } from '../../../../../shared/domain/format';

// 到期服务提醒 (/custcare-msg/expired-service-msg): the value-added service reminders (care type 5)
// of services that run out soon or have run out, not sent yet, soonest first (queryCustcareMsgList
// with a trigger-date window). One opens to be read and sent (custcare-msg-view); ticked ones are
// sent by the server (sendCustcareMsg) as a send job — one call per customer, kept if the person
// leaves (?job=), with its progress; sent ones leave the list.

type Msg = CareList['list'][number];
const KIND = 'care-expired-service';
registerSender(KIND, async (target, payload) => {
  const ids = (payload as { msgIds: Record<string, string[]> }).msgIds[target.custId] ?? [];
  try {
    for (const msgId of ids) await sendCareMessage({ msgId, sendType: '1' });
  } catch (err) {
    // The BFF's answers keep their code (a blacklisted customer is then shown as skipped).
    if (err instanceof ApiError) throw err;
    throw new Error(errorText(err));
  }
});

const WINDOWS = ['7', '30'] as const;
const dayOffset = (days: number) => chinaTime(Date.now() + days * 86_400_000, 'YYYY-MM-DD');

export default function ExpiredServiceMsg() {
  const [windowDays, setWindow] = useUrlChoice<(typeof WINDOWS)[number]>('within', WINDOWS, '7');
  const [jobId, setJobId] = useUrlState('job');
  const [ticked, setTicked] = useState<ReadonlyMap<string, Msg>>(new Map());
  const list = usePaged<Msg>(
    async (pageNo, pageSize, signal) => {
      const page = await loadCareMessages({ msgType: '5', sendFlag: '0', endDate: dayOffset(Number(windowDays)), pageNo, pageSize }, signal);
      return { ...page, list: [...page.list].sort((a, b) => String(a.triggerDate).localeCompare(String(b.triggerDate))) };
    },
    [windowDays],
    20,
    { pagesParam: 'pages', calls: ['queryCustcareMsgList'] },
  );
  const job = useSendJob(jobId || undefined);
  const done = job?.done ?? false;
  useEffect(() => {
    if (done) {
      setTicked(new Map());
      invalidate('queryCustcareMsgList');
    }
  }, [done]);

  const toggle = (m: Msg) =>
    setTicked((prev) => {
      const next = new Map(prev);
      if (next.has(m.msgId)) next.delete(m.msgId);
      else next.set(m.msgId, m);
      return next;
    });
  const sendTicked = async () => {
    const msgs = [...ticked.values()];
    const msgIds: Record<string, string[]> = {};
    for (const m of msgs) (msgIds[m.custId] ??= []).push(m.msgId);
    const targets: SendTarget[] = Object.keys(msgIds).map((custId) => {
      const m = msgs.find((x) => x.custId === custId)!;
      return { custId, custName: m.custName, externalUserId: null, licenseNo: m.licenseNo ?? null };
    });
    if (!(await confirm({ title: '发送到期服务提醒', message: `把 ${msgs.length} 条到期服务提醒提交到企业微信，发给 ${targets.length} 位客户？提交后需在企业微信中确认发送。`, okText: '提交' }))) return;
    setJobId(startSendJob(KIND, '到期服务提醒', { msgIds }, targets, { wecomOnly: false, submitted: true }));
  };

  return (
    <div className="page care">
      <Segments label="到期时间" value={windowDays} options={WINDOWS.map((w) => ({ value: w, label: w === '7' ? '7天内到期' : '30天内到期' }))} onChange={setWindow} />
      {jobId && <JobProgress jobId={jobId} />}
      <PagedList
        state={list}
        label="到期服务提醒"
        emptyText="暂无即将到期的服务需要提醒"
        keyOf={(m) => m.msgId}
        renderItem={(m) => (
          <div className="care-pick">
            <input type="checkbox" checked={ticked.has(m.msgId)} onChange={() => toggle(m)} aria-label={`选择${m.custName}`} />
            <Link href={careHref(m.msgId)} className="care-item">
              <span className="care-item__head">
                <strong>{m.custName}</strong>
                {m.licenseNo ? <span className="muted">{m.licenseNo}</span> : null}
              </span>
              <span className="care-item__title">{m.title}</span>
              <span className="care-item__text">{m.content}</span>
              <span className="care-item__foot muted">
                到期 <When value={m.triggerDate} kind="due" />
              </span>
            </Link>
          </div>
        )}
      />
      <ActionBar actions={[{ label: ticked.size ? `发送所选（${ticked.size}）` : '请勾选客户', primary: true, disabled: ticked.size === 0 || (job !== undefined && !job.done), onClick: () => void sendTicked() }]} />
    </div>
  );
}
