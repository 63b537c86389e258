import { ActionBar } from '../../../ui/ActionBar';
import { SafeHtml } from '../../../ui/SafeHtml';
import { AsyncView, PagedList, usePaged, useUrlState, SearchBox } from '../../../ui';
import { loadGraphics, type Graphic } from '../api';
import { Cover, ItemRow } from '../components/parts';
import { sendGraphicToChat } from '../sending';
import { ChatSendNote, useCanSendToChat } from '../../../lib/send';
import { Star } from '../components/Star';
import { useCall } from '../../../lib/query/use-call';

// 发送图文 (/news/send-graphic-msg): graphic news with search (URL q); the one chosen (URL g) is
// shown as the customer will see it and sent into the current chat or to chosen customers.

export default function SendGraphicMsg() {
  const [q, setQ] = useUrlState('q', '');
  const [g, setG] = useUrlState('g', '');
  const chosen = useCall('queryTmTGraphicMainById', { graphicId: g }, { method: 'POST', enabled: Boolean(g) });
  const paged = usePaged<Graphic>((pageNo, pageSize, signal) => loadGraphics(q, pageNo, pageSize, signal), [q], 10, { pagesParam: 'pages' });
  const picked = chosen.data;
  const chat = useCanSendToChat();
  return (
    <div className="page ct">
      {g && (
        <section className="card" aria-label="已选图文">
          <AsyncView query={chosen} skeleton="profile">
            {(d) => d && <Preview g={d} />}
          </AsyncView>
        </section>
      )}
      <SearchBox label="搜索图文" regionLabel="搜索图文" maxLength={30} clearable placeholder="输入标题关键字" value={q} onSearch={setQ} />
      <PagedList
        label="图文"
        state={paged}
        keyOf={(x) => x.graphicId}
        emptyText={q ? `没有标题含“${q}”的图文` : '暂无图文素材'}
        renderItem={(x) => (
          <ItemRow
            main={
              <button type="button" className={`ct-news ct-pick${x.graphicId === g ? ' is-on' : ''}`} aria-pressed={x.graphicId === g} onClick={() => {
                  setG(x.graphicId);
                  // The preview is at the top: bring it into view.
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}>
                <Cover src={x.coverUrl} />
                <span className="ct-news__body">
                  <strong className="ct-news__title">{x.title}</strong>
                  <span className="ct-news__sub">{x.description}</span>
                  <span className="ct-news__meta">已发送 {x.sendCount} 次</span>
                </span>
              </button>
            }
            side={<Star kind="graphic" id={x.graphicId} answered={x.isFavorite} title={x.title} compact />}
          />
        )}
      />
      <ChatSendNote send={chat} />
      <ActionBar
        actions={[
          { label: '选择客户发送', href: picked ? `/news/send-person-news-group-msg?graphicId=${encodeURIComponent(picked.graphicId)}` : '', disabled: !picked },
          { label: picked ? '发到当前会话' : '请先选择图文', primary: true, disabled: !picked || !chat.can, onClick: () => picked && void sendGraphicToChat(picked) },
        ]}
      />
    </div>
  );
}

function Preview({ g }: { g: Graphic }) {
  return (
    <>
      <Cover src={g.coverUrl} wide />
      <h2 className="ct-title">{g.title}</h2>
      <p className="muted">{g.description}</p>
      <SafeHtml className="ct-html" html={g.content} />
      <div className="ct-news__meta">
        <Star kind="graphic" id={g.graphicId} answered={g.isFavorite} title={g.title} />
      </div>
    </>
  );
}
