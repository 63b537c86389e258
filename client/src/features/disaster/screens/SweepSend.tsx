import { useCallback, useEffect, useState } from 'react';
import type { AnswerOf } from '../../../lib/api/names';
import { SendProgress, type ProgressRow } from '../../../lib/send';
import { ActionBar, AsyncView, Section, runAction, useParam, MissingParam } from '../../../ui';
import { useLoad } from '../../../lib/query/use-call';
import { loadUnsent, sendDisasterWarning } from '../api';
import { WarningCard } from '../components/WarningCard';
import { WarningTask } from '../components/WarningTask';

// 发送灾害提醒 (/customer-info/street-sweeping-send?warningId=): send a warning to every affected
// customer not yet reminded, by the server (sendDisasterWarningMsg), confirmed. By SMS it is sent at
// once and the result shown through the shared SendProgress — who got it, who was skipped (the
// blacklist). Through WeCom the server makes a WeCom mass-send task: the page follows its record
// (WarningTask: 待成员确认 until the staff member confirms it in WeCom, then each customer's
// result), also when opened again while messages wait in a task. The server sends only what is
// still unsent and not waiting in a task, so sending twice never reaches anyone twice.

type Result = AnswerOf<'sendDisasterWarningMsg'>;

export default function SweepSend() {
  const warningId = useParam('warningId');
  const q = useLoad(['loadUnsent', warningId], (signal) => loadUnsent(warningId, signal), { calls: ['queryDisasterWarningMsgDetailList'], enabled: Boolean(warningId) });
  const [sendType, setSendType] = useState<'1' | '2'>('1');
  const [done, setDone] = useState<{ rows: ProgressRow[]; result: Result }>();
  const [sentTask, setSentTask] = useState<string>();
  /** Customers the BFF left out of the WeCom task (the message blacklist). */
  const [leftOut, setLeftOut] = useState<readonly { custName: string }[]>([]);
  const task = sentTask ?? q.data?.task;
  // Kept once shown: its results stay on the page after the reload that follows them.
  useEffect(() => {
    if (task && task !== sentTask) setSentTask(task);
  }, [task, sentTask]);
  const { reload } = q;
  const taskDone = useCallback(() => reload(), [reload]);

  const send = async () => {
    const unsent = q.data?.unsent ?? [];
    const r = await runAction(() => sendDisasterWarning({ warningId, sendType }), {
      confirm:
        sendType === '1'
          ? { title: '发送灾害提醒', message: `将为 ${unsent.length} 位未提醒的客户创建企业微信群发任务？需你在企业微信中确认后才会发出。`, okText: '提交到企业微信' }
          : { title: '发送灾害提醒', message: `将灾害预警以短信发送给 ${unsent.length} 位未提醒的客户？`, okText: '发送' },
      loadingText: sendType === '1' ? '正在提交' : '正在发送',
    });
    if (!r) return;
    if (r.historyId) {
      // A WeCom task: nothing sent yet; its record shows what happens next.
      setSentTask(r.historyId);
      setLeftOut(r.blacklistSkipped ?? []);
      return;
    }
    // Skipped: left out by the BFF (a customer on the message blacklist, whatever the message type) or by the upstream.
    const sent = new Set(r.msgIds);
    setDone({
      result: r,
      rows: unsent.map((m) => ({
        name: m.custName,
        ...(m.licenseNo ? { sub: m.licenseNo } : {}),
        status: sent.has(m.msgId) ? 'sent' : 'skipped',
        reason: sent.has(m.msgId) ? null : '客户在消息黑名单中，未发送',
      })),
    });
  };

  if (!warningId) return <MissingParam what="灾害预警" from="灾害提醒" />;
  return (
    <div className="page mass">
      <AsyncView query={q} skeleton="rows">
        {({ warning, unsent }) => (
          <>
            {warning ? (
              <Section title="预警">
                <WarningCard w={warning} />
              </Section>
            ) : (
              <p className="notice">该灾害预警不存在或不属于本机构。</p>
            )}
            {task ? <WarningTask historyId={task} onDone={taskDone} /> : null}
            {leftOut.length > 0 ? <p className="muted mass-hint">未提交（客户在消息黑名单中）：{leftOut.map((c) => c.custName).join('、')}</p> : null}
            {done ? (
              <Section title="发送结果">
                <SendProgress total={done.rows.length} sent={done.result.sentCount} failed={0} skipped={done.rows.filter((row) => row.status === 'skipped').length} pending={0} done rows={done.rows} />
              </Section>
            ) : (
              <Section title={`未提醒的客户（${unsent.length}）`}>
                {unsent.length === 0 ? (
                  <p className="muted">{task ? '其余受影响的客户都已提醒或在群发任务中。' : '受影响的客户都已提醒。'}</p>
                ) : (
                  <>
                    <p className="dw-names">{unsent.map((m) => m.custName).join('、')}</p>
                    <div className="segments" role="radiogroup" aria-label="发送方式">
                      {(['1', '2'] as const).map((t) => (
                        <button key={t} type="button" role="radio" aria-checked={t === sendType} className={`segments__tab${t === sendType ? ' is-active' : ''}`} onClick={() => setSendType(t)}>
                          {t === '1' ? '企业微信' : '短信'}
                        </button>
                      ))}
                    </div>
                  </>
                )}
              </Section>
            )}
          </>
        )}
      </AsyncView>
      {!done && q.data?.warning && q.data.unsent.length > 0 ? <ActionBar actions={[{ label: `发送给 ${q.data.unsent.length} 位客户`, primary: true, onClick: () => void send() }]} /> : null}
    </div>
  );
}
