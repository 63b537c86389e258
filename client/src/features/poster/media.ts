import { TEMP_MEDIA_VALIDITY_MS } from '../../../../shared/domain/constants';
import { call } from '../../lib/api';

// A composed poster is uploaded once as temporary media (uploadPosterWithPosterUrl) and its
// mediaId reused while it is valid (3 days, spec 001 §4), for the chat and for every customer of
// a bulk send. Kept in localStorage by the picture's fingerprint: a changed name, title, config
// or link makes a new picture and so a new upload.

const KEY = 'poster-media';
/** Re-upload when less than this is left, so a send never starts with media about to expire. */
const MARGIN_MS = 60 * 60 * 1000;

interface Entry {
  mediaId: string;
  expiresAt: number;
}

/** FNV-1a over the data URL: the picture's fingerprint. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(16)}-${text.length}`;
}

function read(): Record<string, Entry> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return v && typeof v === 'object' ? (v as Record<string, Entry>) : {};
  } catch {
    return {};
  }
}

/** The mediaId of the composed picture: reused while valid, else uploaded now. */
export async function posterMediaId(posterId: string, dataUrl: string, now = Date.now()): Promise<string> {
  const key = `${posterId}:${fingerprint(dataUrl)}`;
  const all = read();
  const hit = all[key];
  if (hit && hit.expiresAt - now > MARGIN_MS) return hit.mediaId;
  const media = await call(
    'uploadPosterWithPosterUrl',
    { posterId, posterUrl: dataUrl },
    { method: 'POST' },
  );
  const kept = Object.fromEntries(Object.entries(all).filter(([, e]) => e.expiresAt > now));
  kept[key] = { mediaId: media.mediaId, expiresAt: media.expiresAt || now + TEMP_MEDIA_VALIDITY_MS };
  localStorage.setItem(KEY, JSON.stringify(kept));
  return media.mediaId;
}
