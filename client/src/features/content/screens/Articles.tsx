import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { chinaTime, formatTime } from '../../../../../shared/domain/format';
import { AsyncView, PagedList, Tag, usePaged, useUrlState, SearchBox, TabList } from '../../../ui';
import { loadInsuranceNames, loadNews, type News } from '../api';
import { articleHref, Cover, ItemRow } from '../components/parts';
import { AddArticle } from '../components/AddArticle';
import { Star } from '../components/Star';
import { useCall, useLoad } from '../../../lib/query/use-call';
import { NEWS_PAGE_SIZE } from '../../../../../shared/first-calls';

// 文章 (/news/articles): articles by category and search, page by page; each shows the insurance it
// promotes and a star; opening one leads to its detail with the send actions (interact-details).

const SEEN_KEY = 'ct-articles-seen';

export default function Articles() {
  const [cat, setCat] = useUrlState('cat', '');
  const [q, setQ] = useUrlState('q', '');
  const categories = useCall('queryMpNewsCategory');
  const seen = useLastSeen();
  const [adding, setAdding] = useState(false);
  return (
    <div className="page ct">
      <nav className="ct-links" aria-label="文章相关">
        <Link href="/news/news-history">发送记录</Link>
        <Link href="/news/customer-access-history">谁看过</Link>
        <Link href="/news/send-person-news-group-msg">群发文章</Link>
        <button type="button" className="btn btn--text btn--small ct-links__btn" aria-expanded={adding} onClick={() => setAdding(!adding)}>
          添加公众号文章
        </button>
      </nav>
      {adding && categories.data && <AddArticle categories={categories.data} onClose={() => setAdding(false)} />}
      <SearchBox label="搜索文章" regionLabel="搜索文章" maxLength={30} clearable placeholder="输入标题关键字" value={q} onSearch={setQ} />
      <AsyncView query={categories} skeleton="tags">
        {(list) => (
          <TabList look="chips"
            label="文章栏目"
            value={cat}
            onChange={setCat}
            options={[{ value: '', label: '全部' }, ...list.map((c) => ({ value: c.categoryId, label: c.categoryName }))]}
          />
        )}
      </AsyncView>
      <NewResources since={seen} />
      <ArticleList categoryId={cat} keyword={q} since={seen} />
    </div>
  );
}

/** When the person last opened the list (kept on the device); the next visit compares with it. */
function useLastSeen(): string {
  const [seen] = useState(() => {
    try {
      return localStorage.getItem(SEEN_KEY) ?? '';
    } catch {
      return '';
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(SEEN_KEY, chinaTime());
    } catch {
      // storage disabled: every visit counts as the first
    }
  }, []);
  return seen;
}

function NewResources({ since }: { since: string }) {
  const latest = useCall('checkLatestResource', { lastCheckTime: since }, { enabled: Boolean(since) });
  const n = latest.data?.counts.news ?? 0;
  if (!latest.data?.hasNew || n === 0) return null;
  return (
    <p className="ct-note" role="status">
      自上次查看后有 {n} 篇新文章
    </p>
  );
}

function ArticleList({ categoryId, keyword, since }: { categoryId: string; keyword: string; since: string }) {
  const paged = usePaged<News>((pageNo, pageSize, signal) => loadNews(categoryId, keyword, pageNo, pageSize, signal), [categoryId, keyword], NEWS_PAGE_SIZE, { pagesParam: 'pages' });
  const ids = useMemo(() => paged.items.map((n) => n.newsId), [paged.items]);
  const names = useLoad(['loadInsuranceNames', ids.join(',')], (signal) => loadInsuranceNames(ids, signal));
  return (
    <PagedList
      label="文章"
      state={paged}
      keyOf={(n) => n.newsId}
      emptyText={keyword ? `没有标题含“${keyword}”的文章` : '该栏目暂无文章'}
      renderItem={(n) => (
        <ItemRow
          main={
            <Link href={articleHref(n.newsId)} className="ct-news">
              <Cover src={n.coverUrl} />
              <span className="ct-news__body">
                <strong className="ct-news__title">
                  {since && n.publishTime > since && <Tag kind="danger">新</Tag>} {n.title}
                </strong>
                <span className="ct-news__sub">{n.summary}</span>
                <span className="ct-news__meta">
                  <Tag kind="info">{n.categoryName}</Tag>
                  {names.data?.get(n.newsId) && <Tag kind="success">{names.data.get(n.newsId)}</Tag>}
                  <span>{formatTime(n.publishTime, 'YYYY-MM-DD')}</span>
                  <span>阅读 {n.readCount}</span>
                </span>
              </span>
            </Link>
          }
          side={<Star kind="news" id={n.newsId} answered={n.isFavorite} title={n.title} compact />}
        />
      )}
    />
  );
}
