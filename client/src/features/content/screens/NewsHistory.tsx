import { Link } from 'wouter';
import { PagedList, Tag, usePaged, useParam } from '../../../ui';
import { loadSendHistory, type SendRecord } from '../api';
import { articleHref, customerHref, pastTime } from '../components/parts';

// 发送记录 (/news/news-history, ?newsId= for one article): what I sent, newest first — the article or graphic news, to whom,
// how (in the chat, or by the system to chosen customers), when, and whether it went out.

const TYPE_LABEL: Record<string, string> = { news: '文章', graphic: '图文', image: '图片', file: '文件', video: '视频' };

export default function NewsHistory() {
  const newsId = useParam('newsId');
  const paged = usePaged<SendRecord>((pageNo, pageSize, signal) => loadSendHistory(newsId, pageNo, pageSize, signal), [newsId], 10, { pagesParam: 'pages' });
  return (
    <div className="page ct">
      <nav className="ct-links" aria-label="相关">
        {newsId ? (
          <>
            <Link href={`/news/customer-access-history?newsId=${encodeURIComponent(newsId)}`}>谁看过本文</Link>
            <Link href="/news/news-history">全部发送记录</Link>
          </>
        ) : (
          <Link href="/news/customer-access-history">谁看过我发的文章</Link>
        )}
      </nav>
      <PagedList label="发送记录" state={paged} keyOf={(r) => r.sendId} emptyText={newsId ? '还没有发送过这篇文章' : '还没有发送过文章或图文'} renderItem={(r) => <SendRow r={r} />} />
    </div>
  );
}

function SendRow({ r }: { r: SendRecord }) {
  const what = r.newsId ? (
    <Link href={articleHref(r.newsId)} className="ct-send__title">
      {r.title}
    </Link>
  ) : r.graphicId ? (
    <Link href={`/news/send-graphic-msg?g=${encodeURIComponent(r.graphicId)}`} className="ct-send__title">
      {r.title}
    </Link>
  ) : (
    <span className="ct-send__title">{r.title || '素材'}</span>
  );
  return (
    <div className="ct-send">
      <div className="ct-send__head">
        <Tag kind="info">{TYPE_LABEL[r.type] ?? r.type}</Tag>
        {what}
      </div>
      <div className="ct-send__meta">
        <span>
          发给{' '}
          {r.custId ? <Link href={customerHref(r.custId)}>{r.custName}</Link> : <span>外部联系人</span>}
        </span>
        <span>{r.channel === 'chat' ? '会话中发送' : '系统发送'}</span>
        <span>{pastTime(r.sendTime)}</span>
        <Tag kind={r.sendFlag === '1' ? 'success' : 'warning'}>{r.sendFlag === '1' ? '已发送' : '待发送'}</Tag>
      </div>
    </div>
  );
}
