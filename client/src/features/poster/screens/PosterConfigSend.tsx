import { ActionBar, AsyncView, Cell, Cells, runAction, Section, useParam } from '../../../ui';
import { ChatSendNote, useCanSendToChat } from '../../../lib/send';
import { posterMediaId } from '../media';
import { sendPosterToChat } from '../sending';
import { NoPoster } from '../components/parts';
import { getInsureUrl, changePosterLink, useComposed, type Composed } from '../api';

// 海报配置发送 (?posterId=): the poster made the staff member's own — their name, title and a QR
// code of their link — composed in the browser. Save it, send it into the current chat (uploaded
// once as temporary media, reused for 3 days), or send it to chosen customers. The QR code opens
// the staff member's own link or, for a poster about an insurance, its insure link.

export default function PosterConfigSend() {
  const posterId = useParam('posterId');
  if (!posterId) return <NoPoster />;
  return <Compose posterId={posterId} />;
}

function Compose({ posterId }: { posterId: string }) {
  const composed = useComposed(posterId);
  const c = composed.data;
  const chat = useCanSendToChat();
  const toChat = async () => {
    if (!c) return;
    const mediaId = await runAction(() => posterMediaId(posterId, c.image), { loadingText: '正在上传海报' });
    if (mediaId) await sendPosterToChat(mediaId);
  };
  const q = `posterId=${encodeURIComponent(posterId)}`;
  return (
    <div className="page">
      <AsyncView query={composed} skeleton="profile">
        {(data) => (
          <>
            <section className="card ps-preview" aria-label="我的海报">
              <img className="ps-preview__img" src={data.image} alt={`我的海报：${data.poster.posterName}`} />
              <div className="ps-preview__foot">
                <span className="muted">长按图片也可保存或转发</span>
                <a className="btn btn--small" href={data.image} download={`${data.poster.posterName}.jpg`}>
                  保存图片
                </a>
              </div>
            </section>
            <QrLink data={data} />
            <Section title="海报上的信息">
              <Cells>
                <Cell label="姓名">{data.share.config.showName === '1' ? data.share.manager.name : '不显示'}</Cell>
                <Cell label="职务">{data.share.config.showName === '1' ? data.share.manager.title || '未登记名片' : '不显示'}</Cell>
                <Cell label="联系电话">{data.share.config.showMobile === '1' ? data.share.manager.mobile : '不显示'}</Cell>
                <Cell label="头像">{data.share.config.showAvatar === '1' ? '显示' : '不显示'}</Cell>
                <Cell label="二维码">{data.share.config.showQrCode === '1' ? '显示' : '不显示'}</Cell>
              </Cells>
            </Section>
          </>
        )}
      </AsyncView>
      <ChatSendNote send={chat} />
      <ActionBar
        actions={[
          { label: '分享配置', href: '/poster/poster-share-config' },
          { label: '发给客户', href: `/poster/send-person-poster-group-msg?${q}`, disabled: !c },
          { label: '发到当前会话', primary: true, onClick: () => void toChat(), disabled: !c || !chat.can },
        ]}
      />
    </div>
  );
}

/** Where the QR code leads, and switching it between the staff member's link and the poster's insure link. */
function QrLink({ data }: { data: Composed }) {
  const { poster, linkUrl } = data;
  const switchToInsureLink = async () => {
    await runAction(
      async () => {
        const insure = await getInsureUrl({ posterId: poster.posterId });
        return changePosterLink({ posterId: poster.posterId, linkUrl: insure.insureLink });
      },
      { loadingText: '正在更换链接', success: '二维码已改为投保链接' },
    );
  };
  const restore = async () => {
    await runAction(() => changePosterLink({ posterId: poster.posterId }), { loadingText: '正在恢复', success: '二维码已恢复为我的链接' });
  };
  return (
    <Section title="二维码链接">
      <p className="ps-link" data-testid="qr-link">
        {linkUrl}
      </p>
      <div className="ps-actions">
        {poster.riskCode && (
          <button type="button" className="btn btn--small" onClick={() => void switchToInsureLink()}>
            改为投保链接
          </button>
        )}
        <button type="button" className="btn btn--small btn--quiet" onClick={() => void restore()}>
          恢复我的链接
        </button>
      </div>
    </Section>
  );
}
