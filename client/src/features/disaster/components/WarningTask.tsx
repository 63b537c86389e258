import { useEffect } from 'react';
import { AwaitingConfirmation, TaskProgress, TaskStatusTag, useTaskRecord } from '../../../lib/send';
import { AsyncView, Section } from '../../../ui';

// A warning sent through WeCom is a WeCom mass-send task (sendDisasterWarningMsg answers its send
// record): 待成员确认 until the staff member confirms it in WeCom — nothing has gone out, and the
// page says where to confirm it (with the demo upstream, the stand-in plays that confirmation) —
// then each customer's result as it arrives (已发送, 失败, 超出上限: WeCom's one mass message per
// customer per day, 已跳过), then 已完成. Asked again while pending, like the mass send record.

export function WarningTask({ historyId, onDone }: { historyId: string; onDone: () => void }) {
  const record = useTaskRecord(historyId);
  const status = record.data?.h.status;
  useEffect(() => {
    if (status === '2') onDone();
  }, [status, onDone]);

  return (
    <AsyncView query={record} skeleton="rows">
      {({ h, custs }) => (
        <Section title="企业微信群发任务" extra={<TaskStatusTag status={h.status} />}>
          <AwaitingConfirmation
            h={h}
            submitted="灾害提醒已提交企业微信"
            limit="每位客户每天最多收到企业的 1 条群发消息，当天已收到过的客户不会收到（显示为「超出上限」，可改用短信）。"
          />
          <TaskProgress h={h} custs={custs} />
        </Section>
      )}
    </AsyncView>
  );
}
