import { userByCode } from '../../data/users';
import { POSTER_CLASSES, POSTERS, posterById, posterClassOf, posterImage, type PosterSeed } from '../../data/content';
import { asOfReference } from '../../data/seed';
import { managerOf } from '../../state/auth';
import { DEFAULT_SHARE_CONFIG, favoriteOf, posterLinkOf, posterSends, type ShareConfig } from '../../state/content';
import { callerCode, nowText, fail, field, ok, paged, type DemoContext, type DemoHandlers } from '../../types';
import { insureLinkReply, isHttpUrl, POSTER_NOT_FOUND } from './common';

// Posters: classes, the list and one poster with the caller's QR link, insurance links, the
// caller's changed link and share config.

function posterView(ctx: DemoContext, p: PosterSeed) {
  const image = posterImage(p);
  return {
    posterId: p.posterId,
    posterName: p.posterName,
    classId: p.classId,
    className: posterClassOf(p).className,
    posterUrl: image,
    thumbUrl: image,
    riskCode: p.riskCode,
    linkUrl: posterLinkOf(ctx.state, callerCode(ctx), p.posterId),
    createTime: asOfReference(ctx.state.db, p.createTime),
    // The seeded count plus every send of this poster recorded since (into a chat or to customers).
    shareCount: p.shareCount + posterSends(ctx.state, p.posterId),
    isFavorite: favoriteOf(ctx.state, callerCode(ctx), '2', p.posterId) ? '1' : '0',
  };
}

const flag01 = (v: string | undefined, fallback: string) => (v === '0' || v === '1' ? v : fallback);

export const handlers: DemoHandlers = {
  queryQwPosterClass: () =>
    ok(
      POSTER_CLASSES.map(({ color: _c, ...c }) => ({
        ...c,
        posterCount: POSTERS.filter((p) => p.classId === c.classId).length,
      })),
    ),
  queryQwPosterMain: (ctx) => {
    const classId = field(ctx, 'classId');
    const keyword = field(ctx, 'keyword');
    const list = POSTERS.filter((p) => (!classId || p.classId === classId) && (!keyword || p.posterName.includes(keyword)));
    return ok(paged(ctx, list.map((p) => posterView(ctx, p))));
  },
  queryTmTQwPosterMainById: (ctx) => {
    const poster = posterById(field(ctx, 'posterId'));
    return poster ? ok(posterView(ctx, poster)) : fail(POSTER_NOT_FOUND);
  },
  'tm/interactplatform/wechat/tmtqwpostermain/getPosterLinkUrl': (ctx) => {
    const poster = posterById(field(ctx, 'posterId'));
    return poster ? ok({ posterId: poster.posterId, linkUrl: posterLinkOf(ctx.state, callerCode(ctx), poster.posterId) }) : fail(POSTER_NOT_FOUND);
  },
  'tm/interactplatform/wechat/tmtqwpostermain/getInsureUrl': (ctx) => {
    const posterId = field(ctx, 'posterId');
    if (posterId) {
      const poster = posterById(posterId);
      if (!poster) return fail(POSTER_NOT_FOUND);
      if (!poster.riskCode) return fail('该海报未关联险种');
      return insureLinkReply(ctx, poster.riskCode);
    }
    return insureLinkReply(ctx, field(ctx, 'riskCode'));
  },
  posterChangeLink: (ctx) => {
    const poster = posterById(field(ctx, 'posterId'));
    if (!poster) return fail(POSTER_NOT_FOUND);
    const linkUrl = field(ctx, 'linkUrl');
    const key = `${callerCode(ctx)}:${poster.posterId}`;
    if (linkUrl) {
      if (!isHttpUrl(linkUrl)) return fail('链接格式不正确，应以 http:// 或 https:// 开头');
      ctx.state.content.posterLinks.set(key, linkUrl);
    } else {
      ctx.state.content.posterLinks.delete(key);
    }
    return ok({ posterId: poster.posterId, linkUrl: posterLinkOf(ctx.state, callerCode(ctx), poster.posterId), posterUrl: posterImage(poster) });
  },
  savePosterShareConfig: (ctx) => {
    const current = ctx.state.content.shareConfigs.get(callerCode(ctx)) ?? DEFAULT_SHARE_CONFIG;
    const config: ShareConfig = {
      showName: flag01(field(ctx, 'showName'), current.showName),
      showMobile: flag01(field(ctx, 'showMobile'), current.showMobile),
      showAvatar: flag01(field(ctx, 'showAvatar'), current.showAvatar),
      showQrCode: flag01(field(ctx, 'showQrCode'), current.showQrCode),
      shareTitle: field(ctx, 'shareTitle') ?? current.shareTitle,
      updateTime: nowText(ctx.state),
    };
    if (config.shareTitle.length > 30) return fail('分享标题不能超过 30 个字');
    ctx.state.content.shareConfigs.set(callerCode(ctx), config);
    return ok(config);
  },
  queryShareConfigAndManagerInfo: (ctx) => {
    const userCode = callerCode(ctx);
    const config = ctx.state.content.shareConfigs.get(userCode) ?? DEFAULT_SHARE_CONFIG;
    const user = userByCode(userCode);
    if (!user) return fail('用户不存在于营销管理系统中');
    const manager = managerOf(ctx.state, user);
    return ok({
      config,
      manager: {
        userCode,
        name: manager?.managerName ?? user.name,
        mobile: manager?.mobile ?? user.mobile,
        avatar: user.avatar,
        title: manager?.title ?? '',
        registered: manager !== null,
      },
    });
  },
};
