import { call } from '../../lib/api';
import { invalidate } from '../../lib/query/client';
import { canSendToChat, currentExternalChat, currentExternalContact, isWeCom } from '../../lib/wecom';
import { registerSender, sendToChat, startSendJob, type OutMessage, type SendTarget } from '../../lib/send';
import { toast } from '../../lib/toast-store';
import type { Graphic, NewsDetail } from './api';

// How this area sends (one way, client/src/lib/send): an article or graphic news into the current
// chat as a link card, then recorded with sendMpNews.do (channel chat); or to chosen customers as
// a send job, one sendMpNews.do per customer, which the upstream sends and records. Both end up
// in the send history (queryMpNewsSendHistory.do).

export type SendPayload = { kind: 'news'; newsId: string; title: string } | { kind: 'graphic'; graphicId: string; title: string };

const NO_WECOM = '该客户未添加企业微信，无法发送';

async function sendOne(target: SendTarget, payload: unknown) {
  const p = payload as SendPayload;
  if (!target.externalUserId) throw new Error(NO_WECOM);
  await call(
    'sendMpNews',
    p.kind === 'news' ? { externalUserId: target.externalUserId, newsId: p.newsId, type: 'news' } : { externalUserId: target.externalUserId, graphicId: p.graphicId, type: 'graphic' },
    { method: 'POST' },
  );
}

registerSender('news', sendOne);
registerSender('graphic', sendOne);

/** Start sending to the chosen customers; the job id for the progress page. */
export function startContentSend(payload: SendPayload, targets: SendTarget[]): string {
  return startSendJob(payload.kind, `${payload.kind === 'news' ? '文章' : '图文'}《${payload.title}》`, payload, targets);
}

export const batchHref = (jobId: string) => `/news/send-person-news-batch?job=${encodeURIComponent(jobId)}`;

/**
 * Into the current chat: whose chat it is first (the record names the customer), then the card,
 * then — only when WeCom sent it — the record (sendMpNews.do, channel chat). In a customer group
 * (group_chat_tools, or chat_attachment opened in a group: no external contact, but
 * getCurExternalChat answers) the card goes into the group unrecorded: sendMpNews.do records a
 * send to one customer (externalUserId is required) and the upstream has no call that records a
 * share into a group, so 我分享 and the send history do not count it.
 */
async function toChat(msg: OutMessage, fields: { newsId: string } | { graphicId: string }, type: 'news' | 'graphic'): Promise<boolean> {
  // No chat to send into (outside WeCom with a real upstream, or not opened from a chat): the
  // bridge refuses with the reason and nothing is recorded.
  if (!(await canSendToChat())) return sendToChat(msg);
  const externalUserId = await currentExternalContact();
  // Recorded: the article's interaction counts (我分享) are asked again.
  const record = async () => {
    await call('sendMpNews', { externalUserId, ...fields, type, channel: 'chat' }, { method: 'POST' });
    invalidate('mpNewsInteraction');
  };
  if (externalUserId) return sendToChat(msg, { afterSent: record });
  // Inside WeCom only: outside it the stand-in's contact is the simulated chat, and a refused one means none.
  if (isWeCom() && (await currentExternalChat())) return sendToChat(msg);
  toast.warning('请从客户的聊天窗口打开本页面后再发送到当前会话');
  return false;
}

export const sendNewsToChat = (n: NewsDetail) => toChat({ kind: 'link', title: n.title, desc: n.summary, imgUrl: n.coverUrl, url: n.url }, { newsId: n.newsId }, 'news');

export const sendMiniProToChat = (n: NewsDetail, appid: string, page: string) =>
  toChat({ kind: 'miniprogram', appid, title: n.title, imgUrl: n.coverUrl, page }, { newsId: n.newsId }, 'news');

export const sendGraphicToChat = (g: Graphic) =>
  toChat({ kind: 'link', title: g.title, desc: g.description, imgUrl: g.coverUrl, url: g.linkUrl }, { graphicId: g.graphicId }, 'graphic');
