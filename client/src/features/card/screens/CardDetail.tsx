import { Failed, ActionBar, Skeleton } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import MessageCard from '../../../lib/wecom/MessageCard';
import { ChatSendNote, chatMessageOf, useCanSendToChat } from '../../../lib/send';
import { cardMessage, isNoCard, shareCard } from '../api';
import { CardView } from '../components/CardView';
import { NoCard } from '../components/NoCard';

// 名片详情 (/business-card/business-card-detail): the card as the customer receives it — the link
// card in the chat, and the card it opens — with 发送给客户.

export default function CardDetail() {
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
          <section className="card">
            <h2 className="bc-h">客户在会话中看到</h2>
            <MessageCard message={chatMessageOf(cardMessage(c))} />
          </section>
          <h2 className="bc-h bc-h--out">点开后</h2>
          <CardView card={c} />
          <ChatSendNote send={chat} />
          <ActionBar
            actions={[
              { label: '编辑名片', href: '/business-card/register-card?type=edit' },
              { label: '发送给客户', primary: true, disabled: !chat.can, onClick: () => void shareCard(c) },
            ]}
          />
        </>
      )}
    </div>
  );
}
