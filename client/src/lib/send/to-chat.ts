import { toast } from '../toast-store';
import { withLoading } from '../loading-store';
import { errorText } from '../../ui/error-text';
import { sendChatMessage, type SendMessage } from '../wecom/bridge';
import type { OutMessage } from './types';

// Sending into the chat the page was opened from (spec 000 §4): the message goes through the
// WeCom bridge (outside WeCom: the stand-in with the demo upstream, which shows the card as the
// customer would see it; with a real upstream a refusal, 请在企业微信中打开后发送); only when
// WeCom says it was sent does the area's record run (a send flag, a send history).

export function chatMessageOf(msg: OutMessage): SendMessage {
  switch (msg.kind) {
    case 'link':
      return { msgtype: 'news', news: { link: msg.url, title: msg.title, desc: msg.desc ?? '', imgUrl: msg.imgUrl ?? '' } };
    case 'text':
      return { msgtype: 'text', text: { content: msg.content } };
    case 'image':
      return { msgtype: 'image', image: { mediaid: msg.mediaId } };
    case 'miniprogram':
      return { msgtype: 'miniprogram', miniprogram: { appid: msg.appid, title: msg.title, imgUrl: msg.imgUrl ?? '', page: msg.page } };
  }
}

/**
 * Send into the current WeCom chat. Toasts 发送成功 or why not (已取消发送 when the person cancelled);
 * `afterSent` (e.g. a send-flag update) runs only after a real send, and its failure is shown
 * without hiding that the message went out. True when the message was sent.
 */
export async function sendToChat(msg: OutMessage, opts: { afterSent?: () => Promise<unknown> } = {}): Promise<boolean> {
  const res = await sendChatMessage(chatMessageOf(msg));
  if (!res.ok) {
    // Nothing was sent: nothing is recorded, and the person is told why.
    if (res.reason === 'cancel') toast.info('已取消发送');
    else if (res.reason === 'outside' || res.reason === 'entry') toast.warning(res.message, 4000);
    else if (res.reason === 'denied') toast.error(res.message, 4000);
    else toast.error(res.message ? `发送失败：${res.message}` : '发送失败，请重试');
    return false;
  }
  if (!opts.afterSent) {
    toast.success('发送成功');
    return true;
  }
  try {
    await withLoading(opts.afterSent, { text: '正在记录发送' });
    toast.success('发送成功');
  } catch (err) {
    // The customer has the message; only the record is missing. Say both.
    toast.warning(`消息已发出，但发送记录未保存：${errorText(err)}`, 4000);
  }
  return true;
}
