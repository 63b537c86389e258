import { Link } from 'wouter';
import { hasScreen } from '../../../lib/navigation/navigation';
import { PagedList, runAction, usePaged, useUrlChoice } from '../../../ui';
import { loadFavorites, type Favorite, deleteFavorite } from '../api';
import { FAVORITE_KIND, FAVORITE_KIND_LABEL, favoriteRemoved, useFavorite, type FavoriteKind } from '../favorites';
import { articleHref, Cover, ItemRow, pastTime, patterHref, Segments } from '../components/parts';

// 我的收藏 (/favorites/favorite-list): my favourites by kind (URL kind) — scripts, posters,
// articles, graphic news — newest first; each opens where it is used; removing one asks first.

const KINDS = Object.keys(FAVORITE_KIND) as FavoriteKind[];

/** Where a favourite opens (only screens that exist). */
function hrefOf(kind: FavoriteKind, f: Favorite): string | undefined {
  const href =
    kind === 'patter' && f.classId
      ? patterHref({ patterId: f.resourceId, classId: f.classId })
      : kind === 'news'
        ? articleHref(f.resourceId)
        : kind === 'graphic'
          ? `/news/send-graphic-msg?g=${encodeURIComponent(f.resourceId)}`
          : kind === 'poster'
            ? `/news/send-poster-msg?posterId=${encodeURIComponent(f.resourceId)}`
            : undefined;
  return href && hasScreen(href) ? href : undefined;
}

export default function FavoriteList() {
  const [kind, setKind] = useUrlChoice<FavoriteKind>('kind', KINDS, 'patter');
  const paged = usePaged<Favorite>((pageNo, pageSize, signal) => loadFavorites(FAVORITE_KIND[kind], pageNo, pageSize, signal), [kind], 10, { pagesParam: 'pages', calls: ['queryFavoriteList'] });
  const remove = async (f: Favorite) => {
    const done = await runAction(() => deleteFavorite({ favoriteId: f.favoriteId }), {
      confirm: { title: '取消收藏', message: `确定不再收藏《${f.title}》吗？`, okText: '取消收藏', danger: true },
      success: '已取消收藏',
    });
    if (done === undefined) return;
    favoriteRemoved(kind, f.resourceId);
  };
  return (
    <div className="page ct">
      <Segments label="收藏类型" value={kind} onChange={setKind} options={KINDS.map((k) => ({ value: k, label: FAVORITE_KIND_LABEL[k] }))} />
      <PagedList
        label="收藏"
        state={paged}
        keyOf={(f) => f.favoriteId}
        emptyText={`还没有收藏的${FAVORITE_KIND_LABEL[kind]}`}
        renderItem={(f) => <FavoriteRow kind={kind} f={f} onRemove={() => void remove(f)} />}
      />
    </div>
  );
}

function FavoriteRow({ kind, f, onRemove }: { kind: FavoriteKind; f: Favorite; onRemove: () => void }) {
  // Unstarred on another screen since this list loaded: shown as removed.
  const still = useFavorite(kind, f.resourceId, true);
  const href = hrefOf(kind, f);
  const body = (
    <>
      <Cover src={f.coverUrl} />
      <span className="ct-news__body">
        <strong className="ct-news__title">{f.title}</strong>
        <span className="ct-news__sub">{f.summary}</span>
        <span className="ct-news__meta">收藏于 {pastTime(f.createTime)}</span>
      </span>
    </>
  );
  return (
    <ItemRow
      main={
        href ? (
          <Link href={href} className="ct-news">
            {body}
          </Link>
        ) : (
          <div className="ct-news">{body}</div>
        )
      }
      side={
        still ? (
          <button type="button" className="btn btn--quiet btn--small" onClick={onRemove} aria-label={`取消收藏《${f.title}》`}>
            取消收藏
          </button>
        ) : (
          <span className="muted">已取消</span>
        )
      }
    />
  );
}
