import { toggleFavorite, useFavorite, type FavoriteKind, FAVORITE_KIND_LABEL } from '../favorites';

/** The star of a resource: the same state on every screen (favorites.ts). */
/** compact: the star alone (in lists), its name for screen readers in the label. */
export function Star({ kind, id, answered, title, compact = false }: { kind: FavoriteKind; id: string; answered: string | boolean | null | undefined; title: string; compact?: boolean }) {
  const on = useFavorite(kind, id, answered);
  return (
    <button
      type="button"
      className={`ct-star${on ? ' is-on' : ''}${compact ? ' ct-star--compact' : ''}`}
      aria-pressed={on}
      aria-label={`${on ? '取消收藏' : '收藏'}${FAVORITE_KIND_LABEL[kind]}《${title}》`}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void toggleFavorite(kind, id, !on);
      }}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
      {!compact && (on ? '已收藏' : '收藏')}
    </button>
  );
}
