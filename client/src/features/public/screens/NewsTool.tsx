import { Link } from 'wouter';
import { loadOrgByShortName } from '../api';
import { Skeleton, useParam, useParams } from '../../../ui';
import { useLoad } from '../../../lib/query/use-call';
import { BadLink, failedLink } from '../components/parts';

// 资讯工具 (public, no login): the short article link a province shares by its English short
// name — ?comIdEName=guangdong&newsId=… (&userCode, &code, &unionId as for the article). Names
// the organisation and its WeCom (comIdENameToBaseInfo, getWeComName) and opens the article.

export default function NewsTool() {
  const params = useParams();
  const comIdEName = useParam('comIdEName');
  const newsId = useParam('newsId');
  const org = useLoad(['loadOrgByShortName', comIdEName], (signal) => (comIdEName ? loadOrgByShortName(comIdEName, signal) : Promise.resolve(null)));
  if (!newsId) return <BadLink reason="链接不完整：缺少资讯编号" />;
  if (org.error) return failedLink(org.error, org.reload);
  if (org.data === undefined) return <div className="page"><Skeleton shape="profile" /></div>;
  const query = new URLSearchParams(params);
  query.delete('comIdEName');
  return (
    <div className="page">
      <div className="card pub-center">
        {org.data ? (
          <>
            <strong>{org.data.comCName}</strong>
            <p className="muted">本文由「{org.data.wecomName}」的工作人员分享</p>
          </>
        ) : (
          <strong>工作人员分享给您一篇文章</strong>
        )}
        <Link className="btn btn--primary btn--block" href={`/news/news-detail?${query.toString()}`}>
          阅读文章
        </Link>
      </div>
    </div>
  );
}
