import { Link } from 'wouter';
import { hasScreen } from '../../../lib/navigation/navigation';
import { AsyncView, Section, Tag, useParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { NoChat } from '../components/parts';

// 群聊客户绑定 (public, ?chatId=): whether this group chat is bound to a service manager and what
// to do next, as the robot explains it; from a bound chat, on to the customer filings.

export default function ChatRoomUserBind() {
  const chatId = useParam('chatId');
  const instruct = useCall('white/getChatRoomBindUserInstruct', { chatId }, { enabled: Boolean(chatId) });
  if (!chatId) return <NoChat />;
  const filings = `/robot/chat-room-add-relation?chatId=${encodeURIComponent(chatId)}`;
  return (
    <div className="page">
      <Section title="绑定状态">
        <AsyncView query={instruct} skeleton="rows">
          {(b) =>
            b && (
              <div className="rb-room">
                <Tag kind={b.bindStatus === '1' ? 'success' : 'warning'}>{b.bindStatus === '1' ? '已绑定' : '未绑定'}</Tag>
                {b.bindUserName && <strong>服务经理：{b.bindUserName}</strong>}
                <p className="rb-instruct">{b.instruct}</p>
                {b.bindStatus === '1' && hasScreen(filings) && (
                  // The label the robot's instructions name (点击下方“客户报备”).
                  <Link href={filings} className="btn btn--primary btn--block">
                    客户报备
                  </Link>
                )}
              </div>
            )
          }
        </AsyncView>
      </Section>
    </div>
  );
}
