import { GRAPHICS, PATTERS, pad, posterById, posterClassOf, posterImage, POSTERS } from '../../data/content';
import { FAVORITE_SEED_COUNT, favoriteOf, newsById, nextSeq, type Favorite } from '../../state/content';
import { callerCode, nowText, fail, field, ok, paged, type DemoContext, type DemoHandlers, type DemoState } from '../../types';
import { graphicView } from './common';

// Favourites of scripts (1), posters (2), news (3) and graphic materials (4).

const RESOURCE_EXISTS: Readonly<Record<string, (state: DemoState, id: string) => boolean>> = {
  '1': (_s, id) => PATTERS.some((p) => p.patterId === id),
  '2': (_s, id) => POSTERS.some((p) => p.posterId === id),
  '3': (s, id) => newsById(s, id) !== undefined,
  '4': (_s, id) => GRAPHICS.some((g) => g.graphicId === id),
};

/** A favourite with what the list shows of its resource; undefined when the resource is gone. */
function favoriteView(ctx: DemoContext, f: Favorite) {
  const base = { favoriteId: f.favoriteId, resourceType: f.resourceType, resourceId: f.resourceId, createTime: f.createTime };
  if (f.resourceType === '1') {
    const p = PATTERS.find((x) => x.patterId === f.resourceId);
    return p && { ...base, title: p.title, summary: p.content, coverUrl: null, classId: p.classId };
  }
  if (f.resourceType === '2') {
    const p = posterById(f.resourceId);
    return p && { ...base, title: p.posterName, summary: posterClassOf(p).className, coverUrl: posterImage(p), classId: null };
  }
  if (f.resourceType === '3') {
    const n = newsById(ctx.state, f.resourceId);
    return n && { ...base, title: n.title, summary: n.summary, coverUrl: n.coverUrl, classId: null };
  }
  const g = GRAPHICS.find((x) => x.graphicId === f.resourceId);
  return g && { ...base, title: g.title, summary: g.description, coverUrl: graphicView(ctx, g).coverUrl, classId: null };
}

export const handlers: DemoHandlers = {
  addFavorite: (ctx) => {
    const resourceId = field(ctx, 'resourceId');
    if (!resourceId) return fail('请选择要收藏的内容');
    const resourceType = field(ctx, 'resourceType') ?? '1';
    const exists = RESOURCE_EXISTS[resourceType];
    if (!exists) return fail('收藏类型不正确');
    if (!exists(ctx.state, resourceId)) return fail('收藏的内容不存在或已下架');
    const existing = favoriteOf(ctx.state, callerCode(ctx), resourceType, resourceId);
    const favorite: Favorite = existing ?? {
      favoriteId: `FV${pad(nextSeq(ctx.state, 'favorite', FAVORITE_SEED_COUNT))}`,
      userCode: callerCode(ctx),
      resourceType,
      resourceId,
      createTime: nowText(ctx.state),
    };
    if (!existing) ctx.state.content.favorites.push(favorite);
    const { userCode: _u, ...answer } = favorite;
    return ok(answer);
  },
  queryFavoriteList: (ctx) => {
    const userCode = callerCode(ctx);
    const type = field(ctx, 'resourceType');
    const list = ctx.state.content.favorites
      .filter((f) => f.userCode === userCode && (!type || f.resourceType === type))
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.favoriteId.localeCompare(a.favoriteId))
      .map((f) => favoriteView(ctx, f))
      .filter((f) => f !== undefined);
    return ok(paged(ctx, list));
  },
  deleteFavorite: (ctx) => {
    const favorites = ctx.state.content.favorites;
    const userCode = callerCode(ctx);
    const favoriteId = field(ctx, 'favoriteId');
    const resourceId = field(ctx, 'resourceId');
    const resourceType = field(ctx, 'resourceType') ?? '1';
    if (!favoriteId && !resourceId) return fail('请选择要取消收藏的内容');
    const i = favorites.findIndex(
      (f) => f.userCode === userCode && (favoriteId ? f.favoriteId === favoriteId : f.resourceType === resourceType && f.resourceId === resourceId),
    );
    if (i < 0) return fail('未收藏该内容');
    favorites.splice(i, 1);
    return ok({ success: true, message: '已取消收藏' });
  },
};
