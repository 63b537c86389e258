import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { call } from '../../lib/api';
import { runAction } from '../../ui';

// One star state for every screen: what the person changed here wins over the
// flag a list answered with earlier, so a script starred on its detail shows starred in the
// search and in the favourites list without reloading them.

/** Resource types of addFavorite / deleteFavorite. */
export const FAVORITE_KIND = { patter: '1', poster: '2', news: '3', graphic: '4' } as const;
export type FavoriteKind = keyof typeof FAVORITE_KIND;
export const FAVORITE_KIND_LABEL: Record<FavoriteKind, string> = { patter: '话术', poster: '海报', news: '文章', graphic: '图文' };

const changed = signal<ReadonlyMap<string, boolean>>(new Map());
const keyOf = (kind: FavoriteKind, id: string) => `${kind}:${id}`;

function remember(kind: FavoriteKind, id: string, on: boolean) {
  const next = new Map(changed.value);
  next.set(keyOf(kind, id), on);
  changed.value = next;
}

/** Forget a removed favourite (the favourites list removed it). */
export const favoriteRemoved = (kind: FavoriteKind, id: string) => remember(kind, id, false);

/** Whether the resource is a favourite: the last change made in this page's life, else the answer's flag. */
export function useFavorite(kind: FavoriteKind, id: string, answered: string | boolean | null | undefined): boolean {
  useSignals();
  const mine = changed.value.get(keyOf(kind, id));
  return mine ?? (answered === true || answered === '1');
}

/** Star or unstar; the toast says which. False when it failed (the failure was shown). */
export async function toggleFavorite(kind: FavoriteKind, id: string, on: boolean): Promise<boolean> {
  const resourceType = FAVORITE_KIND[kind];
  const done = await runAction(
    () => call(on ? 'addFavorite' : 'deleteFavorite', { resourceType, resourceId: id }, { method: 'POST' }),
    { success: on ? '已收藏' : '已取消收藏' },
  );
  if (done === undefined) return false;
  remember(kind, id, on);
  return true;
}
