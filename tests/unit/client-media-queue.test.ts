// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../shared/domain/signed-cache';
import { createMediaQueue, sendHead, SENT_OK, type MediaTask, type SendDeps } from '../../client/src/lib/wecom/media-queue';

// The media send queue of spec 000 §4, persisted in localStorage under medias-queue.

// happy-dom's window.localStorage: the same storage the app persists the queue in.
const localStorage = (globalThis as unknown as { localStorage: KeyValueStorage & { clear(): void } }).localStorage;

const task = (mediaId: string, externalUserId = 'wm_ext_chen'): MediaTask => ({ mediaId, externalUserId, type: 'image' });

function deps(over: Partial<SendDeps> = {}) {
  const notes: [string, string][] = [];
  const d: SendDeps & { notes: typeof notes } = {
    currentExternalUserId: async () => 'wm_ext_chen',
    send: vi.fn(async () => ({ ok: true, message: 'sendChatMessage:ok' })),
    closeWindow: vi.fn(async () => true),
    notify: (kind, message) => void notes.push([kind, message]),
    notes,
    ...over,
  };
  return d;
}

describe('the media send queue', () => {
  beforeEach(() => localStorage.clear());

  it('persists tasks in localStorage under medias-queue, without duplicate mediaId + externalUserId', () => {
    const q = createMediaQueue(localStorage);
    expect(q.add(task('m1'))).toBe(true);
    expect(q.add(task('m1'))).toBe(false);
    expect(q.add(task('m1', 'wm_other'))).toBe(true);
    expect(q.add(task('m2'))).toBe(true);
    expect(JSON.parse(localStorage.getItem('medias-queue')!)).toEqual([task('m1'), task('m1', 'wm_other'), task('m2')]);
    expect(createMediaQueue(localStorage).list()).toHaveLength(3);
  });

  it('sends only the head, removes it on success, says 发送成功 and closes the window', async () => {
    const q = createMediaQueue(localStorage);
    q.add(task('m1'));
    q.add(task('m2'));
    const d = deps();
    expect(await sendHead(q, d)).toBe('sent');
    expect(d.send).toHaveBeenCalledTimes(1);
    expect(d.send).toHaveBeenCalledWith(task('m1'));
    expect(q.list()).toEqual([task('m2')]);
    expect(d.notes).toEqual([['success', SENT_OK]]);
    expect(d.closeWindow).toHaveBeenCalledTimes(1);
  });

  it('on failure shows the returned message, removes the head and keeps the window open', async () => {
    const q = createMediaQueue(localStorage);
    q.add(task('m1'));
    const d = deps({ send: vi.fn(async () => ({ ok: false, message: 'sendChatMessage:fail no permission' })) });
    expect(await sendHead(q, d)).toBe('failed');
    expect(q.list()).toEqual([]);
    expect(d.notes).toEqual([['error', 'sendChatMessage:fail no permission']]);
    expect(d.closeWindow).not.toHaveBeenCalled();
    expect(localStorage.getItem('medias-queue')).toBeNull();
  });

  it('treats a throwing send as a failure', async () => {
    const q = createMediaQueue(localStorage);
    q.add(task('m1'));
    const d = deps({ send: vi.fn(async () => Promise.reject(new Error('bridge gone'))) });
    expect(await sendHead(q, d)).toBe('failed');
    expect(d.notes).toEqual([['error', 'bridge gone']]);
  });

  it('sends nothing when the head is for another external user, or when the queue is empty', async () => {
    const q = createMediaQueue(localStorage);
    expect(await sendHead(q, deps())).toBe('idle');
    q.add(task('m1', 'wm_other'));
    q.add(task('m2'));
    const d = deps();
    expect(await sendHead(q, d)).toBe('idle');
    expect(d.send).not.toHaveBeenCalled();
    expect(q.list()).toHaveLength(2);
  });

  it('ignores an unreadable stored queue', () => {
    localStorage.setItem('medias-queue', '{broken');
    const q = createMediaQueue(localStorage);
    expect(q.list()).toEqual([]);
    expect(q.add(task('m1'))).toBe(true);
  });
});
