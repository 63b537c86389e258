import { Link } from 'wouter';
import { formatTime } from '../../../../../shared/domain/format';
import { newsContent } from '../../../lib/api';
import { ActionBar } from '../../../ui/ActionBar';
import { SafeHtml } from '../../../ui/SafeHtml';
import { AsyncView, PagedList, Section, Tag, usePaged, MissingParam, useParams } from '../../../ui';
import { interactionIds, loadAccess, loadInteraction, type Access, type NewsDetail } from '../api';
import { Cover, customerHref } from '../components/parts';
import { VisitRow } from '../components/VisitRow';
import { sendMiniProToChat, sendNewsToChat } from '../sending';
import { ChatSendNote, useCanSendToChat } from '../../../lib/send';
import { Star } from '../components/Star';
import { useCall, useLoad } from '../../../lib/query/use-call';

// 互动详情 (/interact/interact-details?newsId=): one article as the staff member works with it —
// its content, the insurance it promotes with the insure link, how it was read (reads, shares,
// visitors, who opened it when and for how long) — and the ways to send it.

export default function InteractDetails() {
  const params = useParams();
  const newsId = params.get('newsId') ?? '';
  const articleId = params.get('articleId') ?? '';
  if (newsId) return <Article newsId={newsId} />;
  if (articleId) return <ByArticleId articleId={articleId} />;
  return <MissingParam what="文章" from="文章列表" />;
}

/** Opened by the official-account article id (a new article, a shared link): find its news first. */
function ByArticleId({ articleId }: { articleId: string }) {
  const info = useCall('queryNewsInfoByArticleId', { articleId });
  return info.data ? (
    <Article newsId={info.data.newsId} />
  ) : (
    <div className="page ct">
      <section className="card" aria-label="文章">
        <AsyncView query={info} skeleton="profile">
          {() => null}
        </AsyncView>
      </section>
    </div>
  );
}

function Article({ newsId }: { newsId: string }) {
  const detail = useCall('queryNewsById', { newsId });
  const miniPro = useCall('checkNewsHaveMiniProLink', { newsId });
  const n = detail.data;
  const mp = miniPro.data;
  const chat = useCanSendToChat();
  return (
    <div className="page ct">
      <section className="card" aria-label="文章">
        <AsyncView query={detail} skeleton="profile">
          {(d) => <Head news={d} />}
        </AsyncView>
        <Body newsId={newsId} />
      </section>
      <Insurance newsId={newsId} />
      <Interaction newsId={newsId} />
      <Visitors newsId={newsId} />
      <ChatSendNote send={chat} />
      <ActionBar
        actions={[
          ...(n && mp?.haveMiniProLink && mp.appId && mp.pagePath ? [{ label: '发小程序卡片', disabled: !chat.can, onClick: () => void sendMiniProToChat(n, mp.appId!, mp.pagePath!) }] : []),
          { label: '发给客户', href: `/news/send-person-news-group-msg?newsId=${encodeURIComponent(newsId)}`, disabled: !n },
          { label: '发到当前会话', primary: true, disabled: !n || !chat.can, onClick: () => n && void sendNewsToChat(n) },
        ]}
      />
    </div>
  );
}

function Head({ news }: { news: NewsDetail }) {
  return (
    <>
      <Cover src={news.coverUrl} wide />
      <h2 className="ct-title">{news.title}</h2>
      <div className="ct-news__meta">
        <Tag kind="info">{news.categoryName}</Tag>
        <span>{news.author}</span>
        <span>{formatTime(news.publishTime, 'YYYY-MM-DD HH:mm')}</span>
        <span>阅读 {news.readCount}</span>
        <Star kind="news" id={news.newsId} answered={news.isFavorite} title={news.title} />
      </div>
    </>
  );
}

/** The body from the news content cache (10 entries, spec 000 §9). */
function Body({ newsId }: { newsId: string }) {
  const content = useLoad(['newsContent', newsId], () => newsContent(newsId));
  return (
    <AsyncView query={content} isEmpty={(c) => !c.content} emptyText="正文为空">
      {(c) => <SafeHtml className="ct-html" html={c.content} />}
    </AsyncView>
  );
}

function Insurance({ newsId }: { newsId: string }) {
  const list = useCall('queryArticleInsuranceInfo', { newsId });
  // No insure link (or none found): the section shows the kinds only.
  const link = useCall('queryETInsureLink', { newsId });
  return (
    <Section title="推广险种">
      <AsyncView query={list} emptyText="本文未关联险种">
        {(rows) => (
          <ul className="ct-plain">
            {rows.map((r) => (
              <li key={r.riskCode} className="ct-risk">
                <span>
                  <strong>{r.riskName}</strong> <span className="muted">{r.riskCode}</span>
                </span>
                <a href={r.insureLink} target="_blank" rel="noopener noreferrer" className="btn btn--small">
                  投保链接
                </a>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
      {link.data && (
        <p className="ct-note">
          电子投保入口：
          <a href={link.data.insureLink} target="_blank" rel="noopener noreferrer">
            {link.data.riskName}
          </a>
        </p>
      )}
    </Section>
  );
}

/** The counts, asked again when a share into the chat is recorded (sending.ts invalidates mpNewsInteraction). */
function Interaction({ newsId }: { newsId: string }) {
  const stats = useLoad(['loadInteraction', newsId], (signal) => loadInteraction(newsId, signal), { calls: ['mpNewsInteraction'] });
  // The latest visitor: from this answer, else as kept from the last one (spec 001 §3).
  const latest = stats.data?.result ?? interactionIds.get(newsId);
  return (
    <Section title="互动数据">
      <AsyncView query={stats} skeleton="stats">
        {(s) => (
          <div className="ct-stats">
            <div>
              <b>{s.readCount}</b>
              <span>阅读</span>
            </div>
            <div>
              <b>{s.shareCount}</b>
              <span>我分享</span>
            </div>
            <div>
              <b>{s.visitorCount}</b>
              <span>访问客户</span>
            </div>
          </div>
        )}
      </AsyncView>
      <Link className="btn btn--text btn--small" href={`/news/news-history?newsId=${encodeURIComponent(newsId)}`}>
        本文的发送记录 ›
      </Link>
      {latest?.custId && (
        <Link className="btn btn--block" href={latest.taskId ? `/contact-customer?${new URLSearchParams({ taskId: latest.taskId, custId: latest.custId })}` : customerHref(latest.custId)}>
          跟进最近访问的客户
        </Link>
      )}
    </Section>
  );
}

function Visitors({ newsId }: { newsId: string }) {
  const paged = usePaged<Access>((pageNo, pageSize, signal) => loadAccess(newsId, pageNo, pageSize, signal), [newsId], 10);
  return (
    <Section title="谁看过">
      <PagedList label="访问记录" state={paged} keyOf={(a) => a.accessId} emptyText="还没有客户打开过本文" renderItem={(a) => <VisitRow a={a} />} />
    </Section>
  );
}
