import { Link } from 'wouter';
import { GROUP_MSG_FILTER_TYPE, GROUP_MSG_TYPE, labelOf, type GroupMsgFilterType } from '../../../../shared/domain/codes';
import { call } from '../../api';
import type { AnswerOf } from '../../api/names';
import { ActionBar, PagedList, PickerField, Segments, Tag, runAction, usePaged, useQuery, useUrlChoice } from '../../ui';
import { hasScreen } from '../../router/screens';
import { MSG_TYPES, blacklistHref, editHref, recordHref, renewalHref, type History } from './api';

// 群发消息 (/group-msg/group-msg-query): the staff member's mass-message send records, newest
// first, filtered by who created them (管理员 / 业务员 / 系统), type and status (all in the URL, so
// back and reload keep them); each with its counts (sent / failed / skipped of all). Above them:
// what still waits to be sent (queryUnSendNumbers) and the merge-send switch. 新建群发 composes one.

const FILTERS = ['', ...(Object.keys(GROUP_MSG_FILTER_TYPE) as GroupMsgFilterType[])] as const;
const TYPES = ['', ...MSG_TYPES] as const;
const STATUSES = ['', '1', '2'] as const;
const STATUS_LABEL: Record<(typeof STATUSES)[number], string> = { '': '全部状态', '1': '发送中', '2': '已完成' };

export default function GroupMsgQuery() {
  const [filterType, setFilterType] = useUrlChoice<(typeof FILTERS)[number]>('filterType', FILTERS, '');
  const [msgType, setMsgType] = useUrlChoice<(typeof TYPES)[number]>('msgType', TYPES, '');
  const [status, setStatus] = useUrlChoice<(typeof STATUSES)[number]>('status', STATUSES, '');
  const list = usePaged<History>(
    (pageNo, pageSize, signal) =>
      call<AnswerOf<'queryGroupMsgHistoryList'>, 'queryGroupMsgHistoryList'>(
        'queryGroupMsgHistoryList',
        { ...(filterType ? { filterType } : {}), ...(msgType ? { msgType } : {}), ...(status ? { status } : {}), pageNo, pageSize },
        { signal },
      ),
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
        <PickerField label="发送状态" value={status} options={STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))} onValue={setStatus} />
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
              {h.status === '1' ? <Tag kind="warning">发送中</Tag> : <Tag kind="success">已完成</Tag>}
            </span>
            <span className="mass-item__text">{h.content}</span>
            <span className="mass-item__foot muted">
              <span>
                {labelOf(GROUP_MSG_TYPE, h.msgType)} · {h.creatorName} · {h.createdAt.slice(0, 16)}
              </span>
              <span>
                已发 {h.sentCount}/{h.total}
                {h.failCount ? <span className="mass-fail"> 失败 {h.failCount}</span> : null}
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
  const numbers = useQuery((signal) => call<AnswerOf<'queryUnSendNumbers'>, 'queryUnSendNumbers'>('queryUnSendNumbers', {}, { signal }), []);
  const n = numbers.data;
  if (!n) return null;
  const merge = n.mergeSendEnable === '1';
  const toggle = async () => {
    const r = await runAction(() => call('saveMergeSendEnable', { mergeSendEnable: merge ? '0' : '1' }, { method: 'POST' }), { success: merge ? '已关闭合并发送' : '已开启合并发送' });
    if (r) numbers.reload();
  };
  return (
    <section className="mass-waiting" aria-label="待发送">
      <p>
        待发送客户 <strong>{n.unSendNumbers}</strong> 位
        <span className="muted">
          （草稿 {n.draftCount} 条 {n.draftCustCount} 位，发送中 {n.sendingCustCount} 位）
        </span>
      </p>
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
