import { validateText } from '../../../shared/domain';
import { customerByExternalUserId } from '../../data/queries';
import { userByCode } from '../../data/users';
import { GRAPHICS, NEWS_CATEGORIES, newsCategoryName, pad, posterById, riskNameOf, insuranceInfo } from '../../data/content';
import { mayReadArticle } from '../../permission';
import { favoriteOf, mediaProblem, newsByArticleId, newsById, nextSeq, saveNews, visitsOf, type News, type NewsInput, type SendRecord } from '../../state/content';
import { callerCode, nowText, fail, field, ok, paged, type DemoContext, type DemoHandlers, type DemoState } from '../../types';
import { GRAPHIC_NOT_FOUND, graphicView, insureLinkReply, isHttpUrl, NEWS_NOT_FOUND, optional } from './common';

// Graphic news (articles), their sends and visits, and graphic materials: read fields, call the
// content state, answer.

function newsSummary(ctx: DemoContext, n: News) {
  return {
    newsId: n.newsId,
    articleId: n.articleId,
    title: n.title,
    summary: n.summary,
    coverUrl: n.coverUrl,
    author: n.author,
    publishTime: n.publishTime,
    categoryId: n.categoryId,
    categoryName: newsCategoryName(n.categoryId),
    comCode: n.comCode,
    url: n.url,
    readCount: n.readCount,
    riskCodes: [...n.riskCodes],
    isFavorite: favoriteOf(ctx.state, callerCode(ctx), '3', n.newsId) ? '1' : '0',
  };
}

const newsDetail = (ctx: DemoContext, n: News) => ({
  ...newsSummary(ctx, n),
  contentId: n.contentId,
  content: n.content,
  haveMiniProLink: n.miniProLink !== null,
});

function saveNewsReply(ctx: DemoContext, input: NewsInput) {
  const userCode = callerCode(ctx);
  const author = { userCode, name: ctx.user ? (userByCode(userCode)?.name ?? userCode) : '', comCode: ctx.user?.comCode ?? '' };
  const saved = saveNews(ctx.state, author, input);
  return saved ? ok(saved) : fail(NEWS_NOT_FOUND);
}

function riskCodesField(ctx: DemoContext): string[] | undefined {
  const v = ctx.body['riskCodes'];
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
  return undefined;
}

/** A send record as answered: the customer behind the external contact, when known. */
function sendView(state: DemoState, { userCode: _u, ...r }: SendRecord) {
  const cust = customerByExternalUserId(state.db, r.externalUserId);
  return { ...r, custId: cust?.custId ?? null, custName: cust?.name ?? null };
}

function graphicPage(ctx: DemoContext) {
  const keyword = field(ctx, 'keyword');
  const list = GRAPHICS.filter((g) => !keyword || g.title.includes(keyword) || g.description.includes(keyword));
  return ok(paged(ctx, list.map((g) => graphicView(ctx, g))));
}

export const handlers: DemoHandlers = {
  sendMpNews: (ctx) => {
    const externalUserId = field(ctx, 'externalUserId');
    if (!externalUserId) return fail('请选择要发送的客户');
    const mediaId = field(ctx, 'mediaId');
    const newsId = field(ctx, 'newsId');
    const graphicId = field(ctx, 'graphicId');
    if (!mediaId && !newsId && !graphicId) return fail('请选择要发送的资讯或素材');
    const channel = field(ctx, 'channel') ?? 'server';
    if (channel !== 'server' && channel !== 'chat') return fail('发送方式不正确');
    const media = mediaId ? ctx.state.content.media.get(mediaId) : undefined;
    if (mediaId) {
      const problem = mediaProblem(ctx.state, mediaId);
      if (problem) return fail(problem);
    }
    const news = newsById(ctx.state, newsId);
    if (newsId && !news) return fail(NEWS_NOT_FOUND);
    const graphic = graphicId ? GRAPHICS.find((g) => g.graphicId === graphicId) : undefined;
    if (graphicId && !graphic) return fail(GRAPHIC_NOT_FOUND);
    // The system sends only to customers who added a staff member as a WeCom contact.
    const cust = customerByExternalUserId(ctx.state.db, externalUserId);
    if (channel === 'server' && cust && cust.contactAddedAt === null) return fail('客户未添加企业微信联系人，无法发送');
    const record: SendRecord = {
      sendId: `SD${pad(nextSeq(ctx.state, 'send'))}`,
      userCode: callerCode(ctx),
      externalUserId,
      newsId: news?.newsId ?? null,
      graphicId: graphic?.graphicId ?? null,
      mediaId: mediaId ?? null,
      title: news?.title ?? graphic?.title ?? media?.filename ?? '',
      type: field(ctx, 'type') ?? (news ? 'news' : graphic ? 'graphic' : (media?.type ?? 'file')),
      channel,
      sendFlag: '1',
      sendTime: nowText(ctx.state),
    };
    ctx.state.content.sends.push(record);
    return ok(sendView(ctx.state, record));
  },
  queryMpNewsSendHistory: (ctx) => {
    const userCode = callerCode(ctx);
    const newsId = field(ctx, 'newsId');
    const graphicId = field(ctx, 'graphicId');
    const list = ctx.state.content.sends
      .filter((r) => r.userCode === userCode && (!newsId || r.newsId === newsId) && (!graphicId || r.graphicId === graphicId))
      .slice()
      .reverse()
      .map((r) => sendView(ctx.state, r));
    return ok(paged(ctx, list));
  },
  saveNews: (ctx) => {
    const title = field(ctx, 'title');
    const content = field(ctx, 'content');
    if (!title) return fail('请填写资讯标题');
    if (!content) return fail('请填写资讯正文');
    return saveNewsReply(ctx, {
      title,
      content,
      ...optional(ctx, ['newsId', 'summary', 'coverUrl', 'categoryId', 'url']),
      ...(riskCodesField(ctx) ? { riskCodes: riskCodesField(ctx) } : {}),
    });
  },
  createMpNews: (ctx) => {
    const checked = validateText(field(ctx, 'title'), { label: '文章标题', max: 64, required: true });
    if (!checked.ok) return fail(checked.reason);
    const title = checked.value;
    const summary = validateText(field(ctx, 'summary'), { label: '摘要', max: 120 });
    if (!summary.ok) return fail(summary.reason);
    const url = field(ctx, 'url');
    if (url && !isHttpUrl(url)) return fail('文章链接格式不正确');
    const content = field(ctx, 'content') ?? (url ? `<p>${title}</p><p><a href="${url}">阅读原文</a></p>` : undefined);
    if (!content) return fail('请提供文章链接或正文');
    return saveNewsReply(ctx, { title, content, ...(url ? { url } : {}), ...optional(ctx, ['summary', 'coverUrl', 'categoryId']) });
  },
  queryMpNewsByArticleId: (ctx) => {
    const news = newsByArticleId(ctx.state, field(ctx, 'articleId'));
    return news ? ok(newsDetail(ctx, news)) : fail('文章不存在或已下架');
  },
  queryWxTMpNewsAccessHistory: (ctx) => {
    const userCode = callerCode(ctx);
    const newsId = field(ctx, 'newsId');
    const list = visitsOf(ctx.state)
      .filter((a) => a.shareUserCode === userCode && (!newsId || a.newsId === newsId))
      .sort((a, b) => b.accessTime.localeCompare(a.accessTime))
      .map((a) => ({ ...a, title: newsById(ctx.state, a.newsId)?.title ?? posterById(a.newsId)?.posterName ?? '' }));
    return ok(paged(ctx, list));
  },
  queryMpNews: (ctx) => {
    const categoryId = field(ctx, 'categoryId');
    const keyword = field(ctx, 'keyword');
    const list = ctx.state.content.news.filter(
      (n) => mayReadArticle(ctx, n.comCode) && (!categoryId || n.categoryId === categoryId) && (!keyword || n.title.includes(keyword) || n.summary.includes(keyword)),
    );
    return ok(paged(ctx, list.map((n) => newsSummary(ctx, n))));
  },
  queryNewsById: (ctx) => {
    const news = newsById(ctx.state, field(ctx, 'newsId'));
    return news ? ok(newsDetail(ctx, news)) : fail(NEWS_NOT_FOUND);
  },
  queryETInsureLink: (ctx) => {
    const riskCode = field(ctx, 'riskCode');
    if (riskCode) return insureLinkReply(ctx, riskCode);
    const newsId = field(ctx, 'newsId');
    if (!newsId) return fail('请指定险种或资讯');
    const news = newsById(ctx.state, newsId);
    if (!news) return fail(NEWS_NOT_FOUND);
    return news.riskCodes[0] ? insureLinkReply(ctx, news.riskCodes[0]) : fail('该资讯未关联险种');
  },
  queryNewsInfoByArticleId: (ctx) => {
    const news = newsByArticleId(ctx.state, field(ctx, 'articleId'));
    return news ? ok(newsSummary(ctx, news)) : fail('文章不存在或已下架');
  },
  queryMpNewsCategory: (ctx) => {
    const flag = field(ctx, 'categoryFlag');
    const comCode = field(ctx, 'comCode');
    const news = ctx.state.content.news.filter((n) => !comCode || n.comCode === comCode);
    return ok(
      NEWS_CATEGORIES.filter((c) => !flag || c.categoryFlag === flag).map((c) => ({
        ...c,
        newsCount: news.filter((n) => n.categoryId === c.categoryId).length,
      })),
    );
  },
  mpNewsInteraction: (ctx) => {
    const news = newsById(ctx.state, field(ctx, 'newsId'));
    if (!news) return fail(NEWS_NOT_FOUND);
    const userCode = callerCode(ctx);
    const visits = visitsOf(ctx.state)
      .filter((a) => a.newsId === news.newsId && a.shareUserCode === userCode)
      .sort((a, b) => b.accessTime.localeCompare(a.accessTime));
    const latest = visits.find((a) => a.custId !== null);
    const task = latest ? ctx.state.db.tasks.find((t) => t.userCode === userCode && t.custId === latest.custId) : undefined;
    return ok({
      newsId: news.newsId,
      readCount: news.readCount,
      shareCount: ctx.state.content.sends.filter((s) => s.userCode === userCode && s.newsId === news.newsId).length,
      visitorCount: new Set(visits.map((v) => v.unionId)).size,
      result: { taskId: task?.taskId ?? null, custId: latest?.custId ?? null },
    });
  },
  queryNewsContent: (ctx) => {
    const news = newsById(ctx.state, field(ctx, 'newsId'));
    return news ? ok({ contentId: news.contentId, content: news.content }) : fail(NEWS_NOT_FOUND);
  },
  queryArticleInsuranceInfo: (ctx) => {
    const news = newsById(ctx.state, field(ctx, 'newsId'));
    if (!news) return fail(NEWS_NOT_FOUND);
    return ok(news.riskCodes.map((c) => insuranceInfo(c, callerCode(ctx))));
  },
  checkNewsHaveMiniProLink: (ctx) => {
    const news = newsById(ctx.state, field(ctx, 'newsId'));
    if (!news) return fail(NEWS_NOT_FOUND);
    return ok({ haveMiniProLink: news.miniProLink !== null, appId: news.miniProLink?.appId ?? null, pagePath: news.miniProLink?.pagePath ?? null });
  },
  queryNewsInsuranceName: (ctx) => {
    const raw = ctx.body['newsIds'];
    const ids = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(',') : [];
    const single = field(ctx, 'newsId');
    const wanted = [...new Set([...ids, ...(single ? [single] : [])].map((s) => s.trim()).filter(Boolean))];
    if (wanted.length === 0) return fail('请指定资讯');
    return ok(
      wanted
        .map((id) => newsById(ctx.state, id))
        .filter((n): n is News => n !== undefined)
        .map((n) => ({ newsId: n.newsId, riskCodes: [...n.riskCodes], insuranceName: n.riskCodes.map(riskNameOf).join('、') })),
    );
  },
  'tm/interactplatform/wechat/tmtgraphicmain/queryTmTGraphicMain': graphicPage,
  queryTmTGraphicMain: graphicPage,
  queryTmTGraphicMainById: (ctx) => {
    const id = field(ctx, 'graphicId');
    const g = GRAPHICS.find((x) => x.graphicId === id);
    return g ? ok(graphicView(ctx, g)) : fail(GRAPHIC_NOT_FOUND);
  },
};
