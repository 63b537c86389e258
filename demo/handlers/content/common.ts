import { callerCode, fail, field, ok, type DemoContext, type DemoReply } from '../../types';
import { insuranceInfo, PRODUCT_NAMES, svgImage, type GraphicSeed } from '../../data/content';
import { asOfReference } from '../../data/seed';
import { favoriteOf } from '../../state/content';

// What the content handlers (spec 001 §7.6) share: field helpers, messages, the graphic view.

export const isHttpUrl = (s: string) => /^https?:\/\/[^\s]+$/i.test(s);

export const NEWS_NOT_FOUND = '资讯不存在或已下架';
export const POSTER_NOT_FOUND = '海报不存在或已下架';
export const GRAPHIC_NOT_FOUND = '图文素材不存在或已下架';

export function insureLinkReply(ctx: DemoContext, riskCode: string | undefined): DemoReply {
  if (!riskCode) return fail('请指定险种');
  if (!PRODUCT_NAMES[riskCode]) return fail(`未找到险种 ${riskCode} 的投保链接`);
  const { riskName, insureLink } = insuranceInfo(riskCode, callerCode(ctx));
  return ok({ riskCode, riskName, insureLink });
}

export function optional(ctx: DemoContext, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = field(ctx, name);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

export const graphicView = (ctx: DemoContext, g: GraphicSeed) => ({
  graphicId: g.graphicId,
  title: g.title,
  description: g.description,
  coverUrl: svgImage(g.title.slice(0, 8), '图文', '#00897b', 640, 360),
  linkUrl: `https://m.demo-insurer.cn/graphic/${g.graphicId}`,
  content: `<h2>${g.title}</h2><p>${g.description}。</p>`,
  createTime: asOfReference(ctx.state.db, g.createTime),
  sendCount: g.sendCount,
  isFavorite: favoriteOf(ctx.state, callerCode(ctx), '4', g.graphicId) ? '1' : '0',
});
