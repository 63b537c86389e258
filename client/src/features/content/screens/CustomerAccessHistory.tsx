import { Link } from 'wouter';
import { PagedList, usePaged, useParam } from '../../../ui';
import { loadAccess, type Access } from '../api';
import { VisitRow } from '../components/VisitRow';
import { articleHref } from '../components/parts';

// 客户访问记录 (/news/customer-access-history, ?newsId= for one article): who opened the articles I
// shared, when and for how long; a known customer opens their page to follow up.

export default function CustomerAccessHistory() {
  const newsId = useParam('newsId');
  const paged = usePaged<Access>((pageNo, pageSize, signal) => loadAccess(newsId, pageNo, pageSize, signal), [newsId], 10, { pagesParam: 'pages' });
  return (
    <div className="page ct">
      {newsId && (
        <nav className="ct-links" aria-label="相关">
          <Link href={articleHref(newsId)}>查看文章与互动</Link>
          <Link href="/news/customer-access-history">全部文章的访问</Link>
        </nav>
      )}
      <PagedList
        label="访问记录"
        state={paged}
        keyOf={(a) => a.accessId}
        emptyText="还没有客户打开过您分享的文章"
        renderItem={(a) => (
          <>
            <VisitRow a={a} showTitle />
            {!newsId && (
              <Link href={articleHref(a.newsId)} className="btn btn--text btn--small">
                文章互动 ›
              </Link>
            )}
          </>
        )}
      />
    </div>
  );
}
