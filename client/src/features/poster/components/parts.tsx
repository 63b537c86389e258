import { Link } from 'wouter';
import { Empty, Tag } from '../../../ui';
import type { Poster } from '../api';

// Pieces the poster screens share.

/** A page opened without the poster it needs: say so and offer the poster list. */
export function NoPoster() {
  return (
    <div className="page">
      <div className="card">
        <Empty text="缺少海报，请从海报列表选择" />
        <Link href="/poster/index" className="btn btn--block">
          去选海报
        </Link>
      </div>
    </div>
  );
}

/** A poster in a list: picture, name, class and how often it was shared. */
export function PosterRow({ poster: p, href, onPick }: { poster: Poster; href?: string; onPick?: () => void }) {
  const body = (
    <>
      <img className="ps-row__img" src={p.thumbUrl || p.posterUrl} alt="" loading="lazy" />
      <span className="ps-row__body">
        <span className="ps-row__name">{p.posterName}</span>
        <span className="ps-row__tags">
          <Tag kind="info">{p.className}</Tag>
          {p.isFavorite === '1' && <Tag kind="warning">已收藏</Tag>}
        </span>
        <span className="muted">已分享 {p.shareCount} 次</span>
      </span>
    </>
  );
  return href ? (
    <Link href={href} className="ps-row">
      {body}
    </Link>
  ) : (
    <button type="button" className="ps-row ps-row--pick" onClick={onPick}>
      {body}
    </button>
  );
}
