import { ActionBar, Failed, Skeleton } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { ChatSendNote, useCanSendToChat } from '../../../lib/send';
import { isNoCard, shareCard } from '../api';
import { CardView } from '../components/CardView';
import { NoCard } from '../components/NoCard';

// 我的名片 (/business-card/index): my card (queryUserCodeInManagerInfo); edit it, preview it as the
// customer sees it, send it into the current chat. Without a card: the way to register.

export default function BusinessCardScreen() {
  const card = useCall('mc/queryUserCodeInManagerInfo');
  const chat = useCanSendToChat();
  // No card (any more: a kept card is not shown once the upstream says there is none).
  if (card.error && (card.data === undefined || isNoCard(card.error))) {
    return <div className="page">{isNoCard(card.error) ? <NoCard /> : <Failed error={card.error} onRetry={card.reload} />}</div>;
  }
  const c = card.data;
  return (
    <div className="page">
      {!c ? (
        <Skeleton shape="profile" />
      ) : (
        <>
          <CardView card={c} />
          {c.updateTime && <p className="muted bc-updated">最后修改：{c.updateTime}</p>}
          <ChatSendNote send={chat} />
          <ActionBar
            actions={[
              { label: '编辑', href: '/business-card/register-card?type=edit' },
              { label: '预览', href: '/business-card/business-card-detail' },
              { label: '发送给客户', primary: true, disabled: !chat.can, onClick: () => void shareCard(c) },
            ]}
          />
        </>
      )}
    </div>
  );
}
