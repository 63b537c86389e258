import { call } from '../../lib/api';
import { registerSender, sendToChat, startSendJob, type SendTarget } from '../../lib/send';
import { currentExternalContact } from '../../lib/wecom';

// How this area sends a poster to chosen customers (one way, client/src/lib/send): one send job, one
// sendMpNews.do per customer with the poster's temporary media (uploaded once, media.ts); the
// progress lives on /poster/send-person-poster-batch?job=.

interface Payload {
  mediaId: string;
  posterId: string;
}

registerSender('poster', async (target, payload) => {
  if (!target.externalUserId) throw new Error('该客户未添加您的企业微信，无法发送');
  await call('sendMpNews', { externalUserId: target.externalUserId, mediaId: (payload as Payload).mediaId, type: 'image' }, { method: 'POST' });
});

export function startPosterSend(poster: { posterId: string; posterName: string }, mediaId: string, targets: readonly SendTarget[]): string {
  return startSendJob('poster', `海报「${poster.posterName}」`, { mediaId, posterId: poster.posterId } satisfies Payload, targets);
}

export const progressHref = (jobId: string) => `/poster/send-person-poster-batch?job=${encodeURIComponent(jobId)}`;

/**
 * A poster into the current chat, recorded once WeCom sent it (sendMpNews.do, channel chat: the
 * poster's 已分享 count moves). Outside a customer's chat it still goes out, unrecorded.
 */
export async function sendPosterToChat(mediaId: string): Promise<boolean> {
  const externalUserId = await currentExternalContact();
  return sendToChat({ kind: 'image', mediaId }, externalUserId ? { afterSent: () => call('sendMpNews', { externalUserId, mediaId, type: 'image', channel: 'chat' }, { method: 'POST' }) } : {});
}
