import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { GROUP_MSG_FILTER_TYPE, GROUP_MSG_TYPE, labelOf } from '../../../../../shared/domain/codes';
import { call } from '../../../lib/api';
import { SendProgress } from '../../../lib/send';
import { ActionBar, AsyncView, Cell, Cells, Section, Tag, useQuery } from '../../../ui';
import { MissingParam } from '../../../parts/policy';
import { STATUS_OF, editHref, queryHref, type History, type SendCust } from '../api';
import { BlacklistSheet } from '../components/BlacklistSheet';

// 群发客户 (/group-msg/group-msg-customer-list?historyId=): one send record — what was sent, by whom
// and when — and its progress with every customer's result (queryGroupMsgHistoryById +
// queryGroupMsgSendCustListById, through the shared SendProgress). While the record is 发送中 it is
// asked again every few seconds; the send runs on the server, so the person can leave and come
// back (from 群发消息) to the same record. Each customer's row opens their place on the message
// blacklist (put on with a reason, or taken off), so a customer who complained after a send is
// kept out of the next one from here.

const POLL_MS = 2000;
const PAGE = 100;

async function loadRecord(historyId: string, signal: AbortSignal): Promise<{ h: History; custs: SendCust[] }> {
  const h = await call('queryGroupMsgHistoryById', { historyId }, { signal });
  const custs: SendCust[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await call('queryGroupMsgSendCustListById', { historyId, pageNo, pageSize: PAGE }, { signal });
    custs.push(...page.list);
    if (page.list.length < PAGE || custs.length >= page.total) break;
  }
  return { h, custs };
}

export default function GroupMsgRecord() {
  const historyId = new URLSearchParams(useSearch()).get('historyId') ?? '';
  const record = useQuery((signal) => (historyId ? loadRecord(historyId, signal) : new Promise<never>(() => undefined)), [historyId]);
  const running = record.data?.h.status === '1';
  const [blacklistFor, setBlacklistFor] = useState<SendCust>();
  useEffect(() => {
    if (!running || record.loading) return undefined;
    const t = setTimeout(record.reload, POLL_MS);
    return () => clearTimeout(t);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- polls while the record is running; reload is stable for the record
  }, [running, record.loading, record.data]);
  if (!historyId) return <MissingParam what="群发记录" from="群发消息列表" />;

  return (
    <div className="page mass">
      <AsyncView query={record} skeleton="rows">
        {({ h, custs }) => (
          <>
            <Section title={h.title} extra={h.status === '1' ? <Tag kind="warning">发送中</Tag> : <Tag kind="success">已完成</Tag>}>
              <Cells>
                <Cell label="消息类型">{labelOf(GROUP_MSG_TYPE, h.msgType)}</Cell>
                <Cell label="创建方">
                  {labelOf(GROUP_MSG_FILTER_TYPE, h.filterType)}
                  {h.creatorName !== labelOf(GROUP_MSG_FILTER_TYPE, h.filterType) ? ` ${h.creatorName}` : ''}
                </Cell>
                <Cell label="开始发送">{h.createdAt.slice(0, 16)}</Cell>
                {h.finishedAt ? <Cell label="完成时间">{h.finishedAt.slice(0, 16)}</Cell> : null}
              </Cells>
              <p className="mass-hint muted">消息模板（变量按每位客户填入，各客户收到的内容见下方）</p>
              <p className="msg-bubble mass-preview" data-testid="mass-content">
                {h.content}
              </p>
            </Section>
            <Section title={`发送客户（${h.total}）`}>
              <SendProgress
                total={h.total}
                sent={h.sentCount}
                failed={h.failCount}
                skipped={h.skippedCount}
                pending={Math.max(0, h.total - h.sentCount - h.failCount - h.skippedCount)}
                done={h.status === '2'}
                rows={custs.map((c) => ({
                  name: c.custName,
                  ...(c.licenseNo ? { sub: c.licenseNo } : {}),
                  status: STATUS_OF[c.sendStatus] ?? 'pending',
                  reason: c.failReason,
                  text: c.content ?? null,
                  action: (
                    <button type="button" className="btn btn--text btn--small" aria-label={`${c.custName}的消息黑名单`} onClick={() => setBlacklistFor(c)}>
                      黑名单
                    </button>
                  ),
                }))}
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
