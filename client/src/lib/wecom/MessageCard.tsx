// A chat message as the customer would see it in WeCom: a link card (title, description,
// picture, the link's host), a mini-program card, or a text bubble. Used by the stand-in outside
// WeCom, so a tester judges the message, not its JSON.

interface Card {
  msgtype?: string;
  text?: { content?: string };
  news?: { title?: string; desc?: string; link?: string; imgUrl?: string };
  miniprogram?: { title?: string; imgUrl?: string; page?: string };
  image?: { mediaid?: string };
}

const hostOf = (link: string | undefined) => {
  try {
    return link ? new URL(link).host : '';
  } catch {
    return '';
  }
};

function Picture({ src }: { src: string | undefined }) {
  return src ? <img className="msg-card__img" src={src} alt="" /> : <span className="msg-card__img msg-card__img--none" aria-hidden="true" />;
}

export default function MessageCard({ message }: { message: unknown }) {
  const m = (message ?? {}) as Card;
  if (m.msgtype === 'news' && m.news) {
    return (
      <a className="msg-card" href={m.news.link} target="_blank" rel="noopener noreferrer" data-testid="message-card">
        <strong className="msg-card__title">{m.news.title}</strong>
        <span className="msg-card__body">
          <span className="msg-card__desc">{m.news.desc}</span>
          <Picture src={m.news.imgUrl} />
        </span>
        <span className="msg-card__foot">{hostOf(m.news.link)}</span>
      </a>
    );
  }
  if (m.msgtype === 'miniprogram' && m.miniprogram) {
    return (
      <div className="msg-card" data-testid="message-card">
        <strong className="msg-card__title">{m.miniprogram.title}</strong>
        <Picture src={m.miniprogram.imgUrl} />
        <span className="msg-card__foot">小程序</span>
      </div>
    );
  }
  if (m.msgtype === 'image' && m.image) {
    // A temporary media: the picture itself stays on WeCom's side, so the card says what it is.
    return (
      <div className="msg-card" data-testid="message-card">
        <strong className="msg-card__title">图片</strong>
        <span className="msg-card__foot">素材 {m.image.mediaid}</span>
      </div>
    );
  }
  if (m.msgtype === 'text' && m.text) {
    return (
      <p className="msg-bubble" data-testid="message-card">
        {m.text.content}
      </p>
    );
  }
  return <pre className="sheet__detail">{JSON.stringify(message, null, 2)}</pre>;
}
