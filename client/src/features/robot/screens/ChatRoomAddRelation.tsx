import { useState } from 'react';
import { Link } from 'wouter';
import { ActionBar, AsyncView, Section, Skeleton, runAction} from '../../../ui';
import { quoteSelectedFiles, type QuoteTask } from '../api';
import { NoChat, RelationSummary, useGroupChatId } from '../components/parts';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';

// 客户报备 (?chatId=, cached; inside WeCom without it, the group of the chat toolbar): the group
// chat and its bound service manager (the robot's instructions, which point at this page, stay on
// the bind page); the customers filed in it with their quote status. Choose filings waiting for a
// quote and ask for quotes in one go; add a filing; correct a filing read from a photo.

export default function ChatRoomAddRelation() {
  const { chatId, asking } = useGroupChatId();
  if (asking) {
    return (
      <div className="page">
        <Skeleton shape="rows" />
      </div>
    );
  }
  return chatId ? <Room chatId={chatId} /> : <NoChat />;
}

function Room({ chatId }: { chatId: string }) {
  const room = useCall('white/queryChatRoomAddRelationInfo', { chatId });
  const instruct = useCall('white/getChatRoomBindUserInstruct', { chatId });
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const waiting = (room.data?.relations ?? []).filter((r) => r.status === '0').map((r) => r.relationId);
  const picked = chosen.filter((id) => waiting.includes(id));

  const quote = async () => {
    const task = await runAction(() => quoteSelectedFiles({ chatId, relationIds: picked }), {
      loadingText: '正在提交报价…',
      success: (t) => `已提交 ${(t as QuoteTask).count} 位客户的报价，服务经理将在群内回复报价`,
    });
    if (task) {
      setChosen([]);
      invalidate('white/queryChatRoomAddRelationInfo');
    }
  };
  const q = encodeURIComponent(chatId);

  return (
    <div className="page">
      <Section title="群聊">
        <AsyncView query={instruct} skeleton="rows">
          {(b) => (
            <div className="rb-room">
              <strong>{room.data?.chatName ?? ''}</strong>
              <span className={b.bindStatus === '1' ? 'rb-bound' : 'notice'}>{b.bindStatus === '1' ? `服务经理：${b.bindUserName ?? ''}` : '本群尚未绑定服务经理'}</span>
            </div>
          )}
        </AsyncView>
      </Section>
      <Section title="已报备客户" extra={waiting.length > 0 ? <span className="muted">待报价 {waiting.length} 位</span> : undefined}>
        <AsyncView query={room} emptyText="本群还没有报备客户，点击下方“新增报备”" isEmpty={(r) => r.relations.length === 0}>
          {(r) => (
            <ul className="list rb-list" aria-label="已报备客户">
              {r.relations.map((rel) => (
                <li key={rel.relationId} className="list__item rb-item">
                  {rel.status === '0' ? (
                    <input type="checkbox" checked={chosen.includes(rel.relationId)} onChange={() => toggle(rel.relationId)} aria-label={`选择 ${rel.custName} 报价`} />
                  ) : (
                    <span className="rb-item__gap" aria-hidden="true" />
                  )}
                  <RelationSummary r={rel} />
                  {rel.status === '0' && rel.source === 'ocr' && (
                    <Link href={`/robot/modify-relation?relationId=${encodeURIComponent(rel.relationId)}&chatId=${q}`} className="btn btn--small" aria-label={`核对 ${rel.custName} 的识别结果`}>
                      核对
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
      <ActionBar
        actions={[
          { label: '新增报备', href: `/robot/add-relation?chatId=${q}` },
          { label: picked.length ? `报价（${picked.length}）` : '报价', primary: true, disabled: picked.length === 0, onClick: () => void quote() },
        ]}
      />
    </div>
  );
}
