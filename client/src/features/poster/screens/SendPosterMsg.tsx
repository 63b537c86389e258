import { ActionBar, AsyncView, runAction, Section, useUrlState } from '../../../ui';
import { ChatSendNote, useCanSendToChat } from '../../../lib/send';
import { posterMediaId } from '../media';
import { sendPosterToChat } from '../sending';
import { PosterList } from '../components/PosterList';
import { useComposed } from '../api';

// 发送海报 (/news/send-poster-msg?posterId=): a poster into the chat this page was opened from —
// the staff member's own version (name, title, QR code), uploaded once as temporary media and
// sent as a picture. Without a poster: choose one first.

export default function SendPosterMsg() {
  const [posterId, setPosterId] = useUrlState('posterId');
  if (!posterId)
    return (
      <div className="page">
        <p className="muted">选择要发给客户的海报</p>
        <PosterList onPick={(p) => setPosterId(p.posterId)} />
      </div>
    );
  return <Send posterId={posterId} onChange={() => setPosterId('')} />;
}

function Send({ posterId, onChange }: { posterId: string; onChange: () => void }) {
  const composed = useComposed(posterId);
  const c = composed.data;
  const chat = useCanSendToChat();
  const send = async () => {
    if (!c) return;
    const mediaId = await runAction(() => posterMediaId(posterId, c.image), { loadingText: '正在上传海报' });
    if (mediaId) await sendPosterToChat(mediaId);
  };
  return (
    <div className="page">
      <Section title="客户将收到" extra={<button type="button" className="btn btn--text btn--small" onClick={onChange}>换一张</button>}>
        <AsyncView query={composed} skeleton="profile">
          {(data) => (
            <div className="ps-preview">
              <img className="ps-preview__img" src={data.image} alt={`我的海报：${data.poster.posterName}`} />
            </div>
          )}
        </AsyncView>
      </Section>
      <ChatSendNote send={chat} />
      <ActionBar actions={[{ label: '发送给客户', primary: true, disabled: !c || !chat.can, onClick: () => void send() }]} />
    </div>
  );
}
