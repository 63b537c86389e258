import { useEffect } from 'react';
import { CONFIRM_IN_WECOM, TaskProgress, TaskStatusTag, confirmInStandIn, demoConfirmed, loadTaskRecord, usePollWhilePending, type TaskRecord } from '../../../lib/send';
import { standInAllowed } from '../../../lib/wecom';
import { AsyncView, Section, runAction, useQuery } from '../../../ui';

// A warning sent through WeCom is a WeCom mass-send task (sendDisasterWarningMsg answers its send
// record): 待成员确认 until the staff member confirms it in WeCom — nothing has gone out, and the
// page says where to confirm it (with the demo upstream, the stand-in plays that confirmation) —
// then each customer's result as it arrives (已发送, 失败, 超出上限: WeCom's one mass message per
// customer per day, 已跳过), then 已完成. Asked again while pending, like the mass send record.

export function WarningTask({ historyId, onDone }: { historyId: string; onDone: () => void }) {
  const record = useQuery((signal) => loadTaskRecord(historyId, signal), [historyId]);
  const status = record.data?.h.status;
  const { reload } = record;
  usePollWhilePending(status, record.loading, record.data, reload);
  useEffect(() => {
    if (status === '2') onDone();
  }, [status, onDone]);

  const confirmNow = async (h: TaskRecord) => {
    if (!(await confirmInStandIn(h))) return;
    if (await runAction(() => demoConfirmed(h.historyId), { loadingText: '正在确认', success: '已确认发送（模拟企业微信）' })) reload();
  };

  return (
    <AsyncView query={record} skeleton="rows">
      {({ h, custs }) => (
        <Section title="企业微信群发任务" extra={<TaskStatusTag status={h.status} />}>
          {h.status === '0' ? (
            <div className="notice mass-confirm" role="note" aria-label="待成员确认">
              <p>
                <strong>待成员确认：</strong>灾害提醒已提交企业微信，尚未发给任何客户。{CONFIRM_IN_WECOM}。每位客户每天最多收到企业的 1 条群发消息，当天已收到过的客户不会收到（显示为「超出上限」，可改用短信）。
              </p>
              {standInAllowed() ? (
                <p className="mass-confirm__demo">
                  <span className="muted">演示环境没有企业微信：</span>
                  <button type="button" className="btn btn--primary btn--small" onClick={() => void confirmNow(h)}>
                    模拟成员在企业微信中确认
                  </button>
                </p>
              ) : null}
            </div>
          ) : null}
          <TaskProgress h={h} custs={custs} />
        </Section>
      )}
    </AsyncView>
  );
}
