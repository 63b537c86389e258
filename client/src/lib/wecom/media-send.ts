import { toast } from '../toast-store';
import { closeWindow, currentExternalContact, sendChatMessage } from './bridge';
import { createMediaQueue, sendHead, type MediaTask } from './media-queue';

// The media send queue wired to the bridge, localStorage and toasts.

export const mediaQueue = createMediaQueue(window.localStorage);

const deps = {
  currentExternalUserId: currentExternalContact,
  send: (task: MediaTask) =>
    sendChatMessage(
      task.type === 'image'
        ? { msgtype: 'image', image: { mediaid: task.mediaId } }
        : task.type === 'video'
          ? { msgtype: 'video', video: { mediaid: task.mediaId } }
          : { msgtype: 'file', file: { mediaid: task.mediaId } },
    ),
  closeWindow,
  notify: (kind: 'success' | 'error', message: string) => toast[kind](message),
};

/** Queue a media send (no duplicates) and try to send the head for the current contact. */
export function queueMedia(task: MediaTask) {
  mediaQueue.add(task);
  return sendHead(mediaQueue, deps);
}

export const flushMediaQueue = () => sendHead(mediaQueue, deps);
