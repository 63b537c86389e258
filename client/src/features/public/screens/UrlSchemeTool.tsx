import { Skeleton, useParam } from '../../../ui';
import { formatTime } from '../../../../../shared/domain/format';
import { failedLink, safeHref } from '../components/parts';
import { useCall } from '../../../lib/query/use-call';

// 链接跳转 (public, no login): opens the quote mini-program from outside WeChat (an SMS, a
// browser) — ?pagePath= &query= become a URL Link (getQtMiniProUrlLink), opened with one tap.

export default function UrlSchemeTool() {
  const pagePath = useParam('pagePath');
  const query = useParam('query');
  const link = useCall('white/getQtMiniProUrlLink', { ...(pagePath ? { pagePath } : {}), ...(query ? { query } : {}) });
  if (link.error) return failedLink(link.error, link.reload);
  if (!link.data) return <div className="page"><Skeleton shape="profile" /></div>;
  const href = safeHref(link.data.urlLink);
  return (
    <div className="page">
      <div className="card pub-center">
        <strong>打开微信小程序</strong>
        <p className="muted">点击下方按钮，将在微信中打开报价小程序。</p>
        {href && (
          <a className="btn btn--primary btn--block" href={href}>
            打开小程序
          </a>
        )}
        <span className="muted">链接有效期至 {formatTime(link.data.expireTime, 'YYYY-MM-DD HH:mm')}</span>
      </div>
    </div>
  );
}
