import { call } from '../../api';
import { registerSender, startSendJob, type SendTarget } from '../../send';

// How this area sends a poster to chosen customers (one way, client/src/send): one send job, one
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
