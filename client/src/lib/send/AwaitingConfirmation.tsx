import { runAction } from '../../ui';
import { standInAllowed } from '../wecom';
import { CONFIRM_IN_WECOM, confirmInStandIn, demoConfirmed, type TaskRecord } from './wecom-task';

// A WeCom task waiting for the staff member (status 0 待成员确认): nothing has gone out, and where
// to confirm it in WeCom. With the demo upstream, the stand-in plays that confirmation.

interface Props {
  h: TaskRecord;
  /** What was handed to WeCom (群发任务已提交到企业微信, 灾害提醒已提交企业微信). */
  submitted: string;
  /** What WeCom's limit of one mass message per customer per day means for this send. */
  limit: string;
}

export function AwaitingConfirmation({ h, submitted, limit }: Props) {
  if (h.status !== '0') return null;
  const confirmNow = async () => {
    if (!(await confirmInStandIn(h))) return;
    await runAction(() => demoConfirmed(h.historyId), { loadingText: '正在确认', success: '已确认发送（模拟企业微信）' });
  };
  return (
    <div className="notice task-confirm" role="note" aria-label="待成员确认">
      <p>
        <strong>待成员确认：</strong>
        {submitted}，尚未发给任何客户。{CONFIRM_IN_WECOM}。{limit}
      </p>
      {standInAllowed() ? (
        <p className="task-confirm__demo">
          <span className="muted">演示环境没有企业微信：</span>
          <button type="button" className="btn btn--primary btn--small" onClick={() => void confirmNow()}>
            模拟成员在企业微信中确认
          </button>
        </p>
      ) : null}
    </div>
  );
}
