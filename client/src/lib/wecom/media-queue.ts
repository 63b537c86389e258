import { CACHE_KEYS } from '../../../../shared/domain/constants';
import type { KeyValueStorage } from '../../../../shared/domain/signed-cache';

// The media send queue (spec 000 §4 "Other flows"), persisted in localStorage under
// medias-queue: a task is added unless the same mediaId and externalUserId is queued; only the
// head task is sent, and only when it is for the current external contact; the head is removed
// on success or failure; on success the window closes.

export interface MediaTask {
  mediaId: string;
  externalUserId: string;
  /** The WeCom message type: image, video or file. */
  type: 'image' | 'video' | 'file';
}

export const SENT_OK = '发送成功';

export function createMediaQueue(storage: KeyValueStorage, key: string = CACHE_KEYS.mediasQueue) {
  function read(): MediaTask[] {
    try {
      const list = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
      return Array.isArray(list) ? list.filter((t): t is MediaTask => !!t && typeof t.mediaId === 'string' && typeof t.externalUserId === 'string') : [];
    } catch {
      return [];
    }
  }
  const write = (list: MediaTask[]) => (list.length ? storage.setItem(key, JSON.stringify(list)) : storage.removeItem(key));
  return {
    list: read,
    /** false when the same mediaId and externalUserId is already queued. */
    add(task: MediaTask): boolean {
      const list = read();
      if (list.some((t) => t.mediaId === task.mediaId && t.externalUserId === task.externalUserId)) return false;
      write([...list, task]);
      return true;
    },
    head: (): MediaTask | undefined => read()[0],
    removeHead() {
      write(read().slice(1));
    },
  };
}

export type MediaQueue = ReturnType<typeof createMediaQueue>;

export interface SendDeps {
  currentExternalUserId(): Promise<string | undefined>;
  send(task: MediaTask): Promise<{ ok: boolean; message: string }>;
  closeWindow(): Promise<unknown>;
  notify(kind: 'success' | 'error', message: string): void;
}

/** Send the head task if it is for the current contact. 'idle' when there was nothing to send. */
export async function sendHead(queue: MediaQueue, deps: SendDeps): Promise<'sent' | 'failed' | 'idle'> {
  const head = queue.head();
  if (!head) return 'idle';
  const current = await deps.currentExternalUserId();
  if (!current || current !== head.externalUserId) return 'idle';
  let result: { ok: boolean; message: string };
  try {
    result = await deps.send(head);
  } catch (e) {
    result = { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  queue.removeHead();
  if (result.ok) {
    deps.notify('success', SENT_OK);
    await deps.closeWindow();
    return 'sent';
  }
  deps.notify('error', result.message || '发送失败');
  return 'failed';
}
