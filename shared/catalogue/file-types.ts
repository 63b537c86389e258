// The file types the upload calls take, as MIME types that the BFF reads from the file's bytes
// (file-type), never from the name or the declared type: an executable sent as image/png is refused.

/** Photos and posters. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Documents staff attach or send (PDF and the Office formats). */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

/** WeCom temporary media besides images and files: voice (AMR) and video (MP4). */
export const VOICE_TYPES = ['audio/amr'] as const;
export const VIDEO_TYPES = ['video/mp4'] as const;
