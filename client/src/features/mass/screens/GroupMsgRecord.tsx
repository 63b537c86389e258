import { useState } from 'react';
import { GROUP_MSG_FILTER_TYPE, GROUP_MSG_TYPE, labelOf } from '../../../../../shared/domain/codes';
import { AwaitingConfirmation, TaskProgress, TaskStatusTag, useTaskRecord } from '../../../lib/send';
import { ActionBar, AsyncView, Cell, Cells, Section, useParam, MissingParam } from '../../../ui';
import { editHref, queryHref, type SendCust } from '../api';
import { BlacklistSheet } from '../components/BlacklistSheet';

// 群发客户 (/group-msg/group-msg-customer-list?historyId=): one send record — what was sent, by whom
// and when — and every customer's result (queryGroupMsgHistoryById + queryGroupMsgSendCustListById,
// through the shared SendProgress). A server mass send is a WeCom task: 待成员确认 until the staff
// member confirms it in WeCom (nothing has gone out: the page says where to confirm; with the demo
// upstream the stand-in plays that confirmation), then 发送中 while the results arrive — each
// customer 已发送, 失败, 超出群发上限 (WeCom's one mass message per customer per day) or 已跳过 —
// then 已完成. While anything is pending the record is asked again (every 5 s while it waits for the
// confirmation, every 2 s while sending, and at once when the page is shown again, e.g. back from
// WeCom); it stops when nothing is. The person can leave and come back (from 群发消息). Each
// customer's row opens their place on the message blacklist (put on with a reason, or taken off),
// so a customer who complained after a send is kept out of the next one from here.

export default function GroupMsgRecord() {
  const historyId = useParam('historyId');
  const record = useTaskRecord(historyId);
  const [blacklistFor, setBlacklistFor] = useState<SendCust>();
  if (!historyId) return <MissingParam what="群发记录" from="群发消息列表" />;

  return (
    <div className="page mass">
      <AsyncView query={record} skeleton="rows">
        {({ h, custs }) => (
          <>
            <Section title={h.title} extra={<TaskStatusTag status={h.status} />}>
              <AwaitingConfirmation
                h={h}
                submitted="群发任务已提交到企业微信"
                limit="每位客户每天最多收到企业的 1 条群发消息，超出的不会发送（显示为「超出群发上限」）。"
              />
              <Cells>
                <Cell label="消息类型">{labelOf(GROUP_MSG_TYPE, h.msgType)}</Cell>
                <Cell label="创建方">
                  {labelOf(GROUP_MSG_FILTER_TYPE, h.filterType)}
                  {h.creatorName !== labelOf(GROUP_MSG_FILTER_TYPE, h.filterType) ? ` ${h.creatorName}` : ''}
                </Cell>
                <Cell label="创建任务">{h.createdAt.slice(0, 16)}</Cell>
                <Cell label="成员确认">{h.confirmedAt ? h.confirmedAt.slice(0, 16) : '未确认'}</Cell>
                {h.finishedAt ? <Cell label="完成时间">{h.finishedAt.slice(0, 16)}</Cell> : null}
              </Cells>
              <p className="mass-hint muted">消息模板（变量按每位客户填入，各客户收到的内容见下方）</p>
              <p className="msg-bubble mass-preview" data-testid="mass-content">
                {h.content}
              </p>
            </Section>
            <Section title={`发送客户（${h.total}）`}>
              <TaskProgress
                h={h}
                custs={custs}
                action={(c) => (
                  <button type="button" className="btn btn--text btn--small" aria-label={`${c.custName}的消息黑名单`} onClick={() => setBlacklistFor(c)}>
                    黑名单
                  </button>
                )}
              />
            </Section>
          </>
        )}
      </AsyncView>
      <BlacklistSheet cust={blacklistFor} onClose={() => setBlacklistFor(undefined)} />
      <ActionBar
        actions={[
          { label: '群发记录', href: queryHref },
          { label: '新建群发', primary: true, href: editHref },
        ]}
      />
    </div>
  );
}
