import { Link } from 'wouter';
import { PosterList } from '../components/PosterList';

// 海报 (cached): posters by class and by name, page by page. A poster opens its own composed
// version to save or send; the share config and the leads are one tap away.

export default function Poster() {
  return (
    <div className="page">
      <nav className="ps-links" aria-label="海报工具">
        <Link href="/poster/send-person-poster-batch">发送记录</Link>
        <Link href="/poster/poster-share-config">分享配置</Link>
        <Link href="/poster/poster-lead-info-add">我的线索</Link>
      </nav>
      <PosterList rowHref={(p) => `/poster/poster-config-send?posterId=${encodeURIComponent(p.posterId)}`} />
    </div>
  );
}
