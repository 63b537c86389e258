import { download } from '../../../lib/api';
import type { ScreenProps } from '../../../lib/screen';
import { Cell, Cells, runAction, Section, Skeleton, Tag } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { BadLink, failedLink, safeHref } from '../components/parts';

// 培训资料 (/training-resource/{code}, staff): one training resource by its code — a video to
// watch, a document to download (from the knowledge base), or an article to open. An unknown
// code says so.


const TYPE_NAMES: Record<string, string> = { video: '视频', document: '文档', article: '文章' };
const minutes = (s: number) => `${Math.floor(s / 60)} 分 ${String(s % 60).padStart(2, '0')} 秒`;

export default function TrainingResource({ params }: ScreenProps) {
  const code = params.code ?? '';
  const found = useCall('getTrainingResource', { resourceId: code, pageNo: '1', pageSize: '1' });
  if (found.error) return failedLink(found.error, found.reload);
  if (found.data === undefined) return <div className="page"><Skeleton shape="profile" /></div>;
  const t = found.data.list[0] ?? null;
  if (!t) return <BadLink reason={`培训资料 ${code} 不存在或已下架`} />;
  const href = safeHref(t.url);
  const getDocument = () => void runAction(() => download('assistant/downLoadFileByPath', { filePath: t.url }), { loadingText: '正在下载', success: '已开始下载' });
  return (
    <div className="page">
      <Section title={t.title}>
        <Cells>
          <Cell label="类型">
            <Tag kind="info">{TYPE_NAMES[t.resourceType] ?? t.resourceType}</Tag>
          </Cell>
          {t.duration > 0 && <Cell label="时长">{minutes(t.duration)}</Cell>}
          <Cell label="发布时间">{t.createTime}</Cell>
          <Cell label="浏览次数">{t.viewCount}</Cell>
        </Cells>
      </Section>
      <div className="card">
        {t.resourceType === 'video' && href ? (
          <video src={href} controls playsInline preload="none" style={{ width: '100%' }} aria-label={t.title} />
        ) : t.resourceType === 'document' ? (
          <button type="button" className="btn btn--primary btn--block" onClick={getDocument}>
            下载文档
          </button>
        ) : href ? (
          <a className="btn btn--primary btn--block" href={href} target="_blank" rel="noopener noreferrer">
            打开文章
          </a>
        ) : (
          <p className="muted">该资料暂无可打开的地址</p>
        )}
      </div>
    </div>
  );
}
