import { Link } from 'wouter';
import { GROUP_MSG_FILTER_TYPE, GROUP_MSG_HISTORY_STATUS, GROUP_MSG_TYPE, labelOf, type GroupMsgFilterType, type GroupMsgHistoryStatus } from '../../../../../shared/domain/codes';
import { TaskStatusTag } from '../../../lib/send';
import { ActionBar, PagedList, PickerField, Segments, runAction, usePaged, useUrlChoice } from '../../../ui';
import { hasScreen } from '../../../lib/navigation/navigation';
import { MSG_TYPES, blacklistHref, editHref, recordHref, renewalHref, type History, loadGroupMsgHistories, saveMergeSendEnable } from '../api';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';

// 群发消息 (/group-msg/group-msg-query): the staff member's mass-message send records, newest
// first, filtered by who created them (管理员 / 业务员 / 系统), type and status (待成员确认 /
// 发送中 / 已完成; all in the URL, so back and reload keep them); each with its counts (sent /
// failed / over WeCom's daily limit / skipped of all). Above them: what still waits to be sent
// (queryUnSendNumbers: drafts, WeCom tasks waiting for the member's confirmation, results still to
// come) and the merge-send switch. 新建群发 composes one.

const FILTERS = ['', ...(Object.keys(GROUP_MSG_FILTER_TYPE) as GroupMsgFilterType[])] as const;
const TYPES = ['', ...MSG_TYPES] as const;
const STATUSES = ['', ...(Object.keys(GROUP_MSG_HISTORY_STATUS) as GroupMsgHistoryStatus[])] as const;
const statusLabel = (s: (typeof STATUSES)[number]) => (s ? GROUP_MSG_HISTORY_STATUS[s] : '全部状态');

export default function GroupMsgQuery() {
  const [filterType, setFilterType] = useUrlChoice<(typeof FILTERS)[number]>('filterType', FILTERS, '');
  const [msgType, setMsgType] = useUrlChoice<(typeof TYPES)[number]>('msgType', TYPES, '');
  const [status, setStatus] = useUrlChoice<(typeof STATUSES)[number]>('status', STATUSES, '');
  const list = usePaged<History>(
    (pageNo, pageSize, signal) =>
      loadGroupMsgHistories({ ...(filterType ? { filterType } : {}), ...(msgType ? { msgType } : {}), ...(status ? { status } : {}), pageNo, pageSize }, signal),
    [filterType, msgType, status],
    10,
    { pagesParam: 'pages' },
  );
  return (
    <div className="page mass">
      <Waiting />
      <Segments label="创建方" value={filterType} options={FILTERS.map((f) => ({ value: f, label: f ? GROUP_MSG_FILTER_TYPE[f] : '全部' }))} onChange={setFilterType} />
      <div className="mass-filters">
        <PickerField label="消息类型" value={msgType} options={TYPES.map((t) => ({ value: t, label: t ? GROUP_MSG_TYPE[t] : '全部类型' }))} onValue={setMsgType} />
        <PickerField label="发送状态" value={status} options={STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))} onValue={setStatus} />
      </div>
      <PagedList
        state={list}
        label="群发记录"
        emptyText="暂无符合条件的群发记录"
        keyOf={(h) => h.historyId}
        renderItem={(h) => (
          <Link href={recordHref(h.historyId)} className="mass-item">
            <span className="mass-item__head">
              <strong>{h.title}</strong>
              <TaskStatusTag status={h.status} />
            </span>
            <span className="mass-item__text">{h.content}</span>
            <span className="mass-item__foot muted">
              <span>
                {labelOf(GROUP_MSG_TYPE, h.msgType)} · {h.creatorName} · {h.createdAt.slice(0, 16)}
              </span>
              <span>
                {h.status === '0' ? <>待确认 {h.total - h.failCount - h.skippedCount} 位</> : <>已发 {h.sentCount}/{h.total}</>}
                {h.failCount ? <span className="mass-fail"> 失败 {h.failCount}</span> : null}
                {h.overLimitCount ? <span className="mass-fail"> 超出上限 {h.overLimitCount}</span> : null}
                {h.skippedCount ? <> 跳过 {h.skippedCount}</> : null}
              </span>
            </span>
          </Link>
        )}
      />
      <ActionBar
        actions={[
          { label: '续保通知群发', href: renewalHref },
          { label: '新建群发', primary: true, href: editHref },
        ]}
      />
    </div>
  );
}

/** What still waits to be sent, and the merge-send switch (one message per customer when several are queued). */
function Waiting() {
  const numbers = useCall('queryUnSendNumbers');
  const n = numbers.data;
  if (!n) return null;
  const merge = n.mergeSendEnable === '1';
  const toggle = async () => {
    const r = await runAction(() => saveMergeSendEnable({ mergeSendEnable: merge ? '0' : '1' }), { success: merge ? '已关闭合并发送' : '已开启合并发送' });
    if (r) invalidate('queryUnSendNumbers');
  };
  return (
    <section className="mass-waiting" aria-label="待发送">
      <p>
        待发送客户 <strong>{n.unSendNumbers}</strong> 位
        <span className="muted">
          （草稿 {n.draftCount} 条 {n.draftCustCount} 位，待成员确认 {n.confirmCount} 条 {n.confirmCustCount} 位，发送中 {n.sendingCustCount} 位）
        </span>
      </p>
      {n.confirmCount > 0 ? <p className="notice">有 {n.confirmCount} 条群发任务待你在企业微信中确认（工作台 → 客户联系 → 群发助手），确认后才会发给客户。</p> : null}
      <label className="mass-switch">
        <input type="checkbox" role="switch" checked={merge} onChange={() => void toggle()} aria-label="合并发送" />
        <span>合并发送</span>
        <span className="muted">同一客户的多条消息合并为一次发送</span>
      </label>
      {hasScreen(blacklistHref) ? (
        <Link href={blacklistHref} className="mass-link">
          消息黑名单 ›
        </Link>
      ) : null}
    </section>
  );
}
