import { useEffect } from 'react';
import { ChatSendNote, JobProgress, registerSender, sendToChat, startSendJob, useCanSendToChat, useSendJob, type SendTarget } from '../../../lib/send';
import { toast } from '../../../lib/toast-store';
import { AsyncView, Section, Tag, When, confirm, errorText, runAction, useUrlState } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';
import { loadActivityLink, sendActivity, sendActivityOnce, type Activity, type ActivityDetail } from '../api';

// Marketing tasks (/home/mission-center-yxtask): the staff member's marketing activities, ongoing
// first by end date, each with how many of its target customers were sent to; one opened (in the
// URL: ?batch=) shows the text customers receive and its customers, and sends it to those not yet
// sent — a send job (one call per customer, kept if the person leaves; ?job=) with its progress.

const KIND = 'marketing-activity';

/** After sending: the activity's sent marks and the list's counts are asked again. */
const changed = () => invalidate('mc/wechat/custCareMarketing/getMarketingActivityDetail', 'mc/wechat/custCareMarketing/queryMarketingActivityList');
registerSender(KIND, async (target, payload) => {
  try {
    await sendActivity((payload as { batchNo: string }).batchNo, target.custId);
  } catch (err) {
    throw new Error(errorText(err));
  }
});

export default function MarketingTasks() {
  const [batch, setBatch] = useUrlState('batch');
  const list = useCall('mc/wechat/custCareMarketing/queryMarketingActivityList');
  const ongoing = (list.data?.list ?? []).filter((a) => a.status === '1');
  const ended = (list.data?.list ?? []).filter((a) => a.status !== '1');
  return (
    <div className="page tk-page">
      <Section title="营销任务">
        <AsyncView query={list} isEmpty={(d) => d.list.length === 0} emptyText="暂无营销任务">
          {() => (
            <ul className="list" aria-label="营销任务">
              {[...ongoing, ...ended].map((a) => (
                <li key={a.batchNo} className="list__item">
                  <ActivityRow a={a} open={batch === a.batchNo} onOpen={() => setBatch(batch === a.batchNo ? '' : a.batchNo)} />
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
      {batch && <ActivityPanel batchNo={batch} />}
    </div>
  );
}

function ActivityRow({ a, open, onOpen }: { a: Activity; open: boolean; onOpen: () => void }) {
  const share = a.custCount ? (a.sentCount / a.custCount) * 100 : 0;
  return (
    <button type="button" className={`tk-act${open ? ' is-open' : ''}`} aria-expanded={open} onClick={onOpen}>
      <span className="tk-task__head">
        <span className="tk-task__title">{a.activityName}</span>
        {a.status === '1' ? <Tag kind="info">进行中</Tag> : <Tag>已结束</Tag>}
      </span>
      <span className="tk-task__meta">
        <span>{a.msgTypeName}</span>
        <span>
          截止 {a.status === '1' ? <When value={a.endDate} kind="due" /> : a.endDate}
        </span>
      </span>
      <span className="tk-act__bar" aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </span>
      <span className="tk-act__figures">
        已发送 {a.sentCount} / {a.custCount} 位
      </span>
    </button>
  );
}

function ActivityPanel({ batchNo }: { batchNo: string }) {
  const [jobId, setJobId] = useUrlState('job');
  const detail = useCall('mc/wechat/custCareMarketing/getMarketingActivityDetail', { batchNo });
  const job = useSendJob(jobId || undefined);
  const chat = useCanSendToChat();
  const done = job?.done ?? false;
  // When the job finishes (only then): the customers' sent marks and the list's counts are new.
  useEffect(() => {
    if (done) changed();
  }, [done]);

  // One customer, by the send type chosen; asked first whether it already went to them.
  const sendOne = async (batchNo: string, custId: string, custName: string, sendType: '1' | '2') => {
    const r = await runAction(() => sendActivityOnce(batchNo, custId, sendType), { loadingText: '发送中' });
    if (r === 'already') toast.info(`已发送过给${custName}，不再重复发送`);
    if (r === 'sent') toast.success(sendType === '1' ? `已提交企业微信，待成员确认（${custName}）` : `已通过短信发送给${custName}`);
    if (r) changed();
  };
  const share = async (batchNo: string, name: string) => {
    const link = await runAction(() => loadActivityLink(batchNo));
    if (link) void sendToChat({ kind: 'link', title: name, desc: '点击了解活动详情并在线投保', url: link.shortLink || link.link });
  };

  const sendAll = async (d: ActivityDetail) => {
    const targets: SendTarget[] = d.custList.filter((c) => !c.sent).map((c) => ({ custId: c.custId, custName: c.custName, externalUserId: null, licenseNo: c.licenseNo }));
    if (!(await confirm({ title: '发送营销活动', message: `将“${d.activityName}”通过企业微信发送给未发送的 ${targets.length} 位客户？`, okText: '开始发送' }))) return;
    setJobId(startSendJob(KIND, d.activityName, { batchNo: d.batchNo }, targets, { wecomOnly: false }));
  };

  return (
    <Section title="任务详情">
      <AsyncView query={detail} skeleton="rows">
        {(d) => {
          const unsent = d.custList.filter((c) => !c.sent).length;
          return (
            <>
              <p className="tk-act__content" aria-label="发送内容">
                {d.content}
              </p>
              <p className="muted tk-act__period">
                活动期 {d.startDate} 至 {d.endDate} · 已发送 {d.sentCount} / {d.custCount} 位
              </p>
              {jobId && <JobProgress jobId={jobId} />}
              {d.status === '1' && unsent > 0 && !(job && !job.done) && (
                <button type="button" className="btn btn--primary btn--block" onClick={() => void sendAll(d)}>
                  发送给未发送的 {unsent} 位客户
                </button>
              )}
              <button type="button" className="btn btn--block" disabled={!chat.can} onClick={() => void share(d.batchNo, d.activityName)}>
                分享活动链接到聊天
              </button>
              <ChatSendNote send={chat} />
              <ul className="list" aria-label="目标客户">
                {d.custList.map((c) => (
                  <li key={c.custId} className="list__item tk-act__cust">
                    <span>
                      {c.custName} {c.licenseNo && <span className="muted">{c.licenseNo}</span>}
                    </span>
                    {c.sent ? (
                      <Tag kind="success">已发送</Tag>
                    ) : (
                      <span className="button-row">
                        <Tag kind="warning">未发送</Tag>
                        {d.status === '1' && (
                          <>
                            <button type="button" className="btn btn--small" aria-label={`企业微信发送给${c.custName}`} onClick={() => void sendOne(d.batchNo, c.custId, c.custName, '1')}>
                              企微
                            </button>
                            <button type="button" className="btn btn--small" aria-label={`短信发送给${c.custName}`} onClick={() => void sendOne(d.batchNo, c.custId, c.custName, '2')}>
                              短信
                            </button>
                          </>
                        )}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </AsyncView>
    </Section>
  );
}
