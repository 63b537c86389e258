// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The poster's temporary media (client/src/features/poster/media.ts): a composed picture is
// uploaded once and its mediaId reused while valid (3 days, spec 001 §4); a changed picture or a
// media id about to expire means a new upload. And the QR encoder (client/src/ui/qr.ts) draws a
// real QR code: its three finder patterns in place.

const localStorage = (globalThis as unknown as { localStorage: { clear(): void } }).localStorage;
const DAY = 86_400_000;
// Loaded by a path the root typecheck does not follow (client code is the client tsconfig's, with DOM types).
const MEDIA_MODULE: string = '../../client/src/features/poster/media';
const QR_MODULE: string = '../../client/src/ui/qr';

interface Media {
  posterMediaId(posterId: string, dataUrl: string, now?: number): Promise<string>;
}

describe('poster media reuse', () => {
  let uploads: Array<Record<string, unknown>>;
  let media: Media;
  const T0 = Date.parse('2026-11-23T08:00:00Z');
  beforeEach(async () => {
    localStorage.clear();
    uploads = [];
    vi.resetModules();
    vi.doMock('../../client/src/lib/api', () => ({
      call: (name: string, fields: Record<string, unknown>) => {
        uploads.push({ name, ...fields });
        return Promise.resolve({ mediaId: `M${uploads.length}`, expiresAt: T0 + 3 * DAY });
      },
    }));
    media = (await import(/* @vite-ignore */ MEDIA_MODULE)) as Media;
  });

  it('uploads a picture once and reuses its mediaId within the 3 days', async () => {
    expect(await media.posterMediaId('P1', 'data:image/jpeg;base64,AAA', T0)).toBe('M1');
    expect(await media.posterMediaId('P1', 'data:image/jpeg;base64,AAA', T0 + 2 * DAY)).toBe('M1');
    expect(uploads).toEqual([{ name: 'uploadPosterWithPosterUrl', posterId: 'P1', posterUrl: 'data:image/jpeg;base64,AAA' }]);
  });

  it('uploads again for a changed picture, and when the media is about to expire', async () => {
    await media.posterMediaId('P1', 'data:image/jpeg;base64,AAA', T0);
    expect(await media.posterMediaId('P1', 'data:image/jpeg;base64,BBB', T0)).toBe('M2');
    expect(await media.posterMediaId('P1', 'data:image/jpeg;base64,AAA', T0 + 3 * DAY - 1000)).toBe('M3');
    expect(uploads).toHaveLength(3);
  });
});

describe('QR codes', () => {
  it('encodes a link with the three finder patterns of a QR code', async () => {
    const { qrMatrix } = (await import(/* @vite-ignore */ QR_MODULE)) as { qrMatrix(text: string): { size: number; dark(r: number, c: number): boolean } };
    const m = qrMatrix('https://m.demo-insurer.cn/poster/poster-preview?posterId=P20250004&userCode=44010001');
    expect(m.size).toBeGreaterThanOrEqual(25);
    expect((m.size - 17) % 4).toBe(0); // versions are 21, 25, 29 … modules wide
    const finderAt = (r0: number, c0: number) =>
      [0, 6].every((i) => [0, 1, 2, 3, 4, 5, 6].every((j) => m.dark(r0 + i, c0 + j) && m.dark(r0 + j, c0 + i))) && m.dark(r0 + 3, c0 + 3) && !m.dark(r0 + 1, c0 + 1);
    expect([finderAt(0, 0), finderAt(0, m.size - 7), finderAt(m.size - 7, 0)]).toEqual([true, true, true]);
    expect(finderAt(m.size - 7, m.size - 7)).toBe(false);
  });
});
