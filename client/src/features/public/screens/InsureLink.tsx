import type { ScreenProps } from '../../../lib/screen';
import { Skeleton } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { BadLink, failedLink, safeHref } from '../components/parts';

// 投保链接 (/external-insure-link/{code}, public): the insure page an external insure link names
// (queryExInsureLink), opened with one tap. An unknown or expired code says so.

export default function InsureLink({ params }: ScreenProps) {
  const code = params.code ?? '';
  const link = useCall('white/queryExInsureLink', { code }, { enabled: Boolean(code) });
  if (!code) return <BadLink reason="链接不完整：缺少投保链接代码" />;
  if (link.error) return failedLink(link.error, link.reload);
  if (!link.data) return <div className="page"><Skeleton shape="profile" /></div>;
  const href = safeHref(link.data.linkUrl);
  if (!href) return <BadLink reason="投保链接不存在或已失效" />;
  return (
    <div className="page">
      <div className="card pub-center">
        <strong>{link.data.title}</strong>
        <p className="muted">点击下方按钮进入投保页面，按提示填写信息即可完成投保。</p>
        <a className="btn btn--primary btn--block" href={href}>
          前往投保
        </a>
      </div>
    </div>
  );
}
