import { scriptFieldsUsed } from '../../../shared/domain';
import { PATTER_CLASSES, PATTERS, patterClassById, type PatterClass, type PatterSeed } from '../../data/content';
import { asOfReference } from '../../data/seed';
import { favoriteOf } from '../../state/content';
import { callerCode, fail, field, ok, paged, type DemoContext, type DemoHandlers } from '../../types';

// Scripts (patter): classes, lists with the caller's favourites, uses.

export function patterView(ctx: DemoContext, p: PatterSeed) {
  const cls = patterClassById(p.classId) as PatterClass;
  const parent = patterClassById(cls.parentId) as PatterClass;
  const fav = favoriteOf(ctx.state, callerCode(ctx), '1', p.patterId);
  return {
    patterId: p.patterId,
    patterType: '3',
    classId: cls.classId,
    className: cls.className,
    parentClassId: parent.classId,
    parentClassName: parent.className,
    title: p.title,
    content: p.content,
    scriptFields: scriptFieldsUsed(p.content),
    useCount: p.useCount + (ctx.state.content.patterUses.get(p.patterId) ?? 0),
    updateTime: asOfReference(ctx.state.db, p.updateTime),
    isFavorite: fav ? '1' : '0',
    favoriteId: fav?.favoriteId ?? null,
  };
}

/** Scripts in a class (first- or second-level) and matching a keyword. */
function patterList(ctx: DemoContext) {
  const classId = field(ctx, 'classId');
  const keyword = field(ctx, 'keyword');
  return PATTERS.filter((p) => {
    const cls = patterClassById(p.classId) as PatterClass;
    if (classId && cls.classId !== classId && cls.parentId !== classId) return false;
    return !keyword || p.title.includes(keyword) || p.content.includes(keyword);
  });
}

export const handlers: DemoHandlers = {
  'tm/interactplatform/wechat/tmtQwPatterMainWeb/queryTmTQwPatterMain': (ctx) => ok(paged(ctx, patterList(ctx).map((p) => patterView(ctx, p)))),
  'tm/interactplatform/wechat/tmtQwPatterMainWeb/queryTmTQwPatterClass': (ctx) => {
    const parentId = field(ctx, 'parentId') ?? null;
    if (parentId && !patterClassById(parentId)) return fail('话术分类不存在');
    return ok(PATTER_CLASSES.filter((c) => c.parentId === parentId).map((c) => ({ ...c })));
  },
  'tm/interactplatform/wechat/tmtqwpatterclass/queryPatterClass': () =>
    ok(
      PATTER_CLASSES.filter((c) => c.level === 1).map((c) => ({
        classId: c.classId,
        className: c.className,
        sort: c.sort,
        children: PATTER_CLASSES.filter((s) => s.parentId === c.classId).map((s) => ({ ...s })),
      })),
    ),
  queryPatterType3HasFavorites: (ctx) => {
    const onlyFavorite = field(ctx, 'onlyFavorite') === '1';
    const keyword = field(ctx, 'keyword');
    const list = PATTERS.filter((p) => !keyword || p.title.includes(keyword) || p.content.includes(keyword))
      .map((p) => patterView(ctx, p))
      .filter((p) => !onlyFavorite || p.isFavorite === '1');
    return ok(paged(ctx, list));
  },
  savePatterUseRecord: (ctx) => {
    const p = PATTERS.find((x) => x.patterId === field(ctx, 'patterId'));
    if (!p) return fail('话术不存在或已下架');
    const way = field(ctx, 'useType') ?? 'chat';
    if (way !== 'chat' && way !== 'copy') return fail('使用方式只能是发送到会话或复制');
    const uses = ctx.state.content.patterUses;
    uses.set(p.patterId, (uses.get(p.patterId) ?? 0) + 1);
    return ok({ patterId: p.patterId, useCount: patterView(ctx, p).useCount });
  },
  queryPatterMain: (ctx) => ok(paged(ctx, patterList(ctx).map((p) => patterView(ctx, p)))),
};
