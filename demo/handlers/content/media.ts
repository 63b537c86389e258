import { createHash } from 'node:crypto';
import { callerCode, nowText, fail, field, ok, type DemoContext, type DemoHandlers } from '../../types';
import { pad, posterById, posterImage } from '../../data/content';
import { addMedia, nextSeq } from '../../state/content';
import { isHttpUrl, POSTER_NOT_FOUND } from './common';

// Media (temporary, valid 3 days), attachments and poster pictures uploaded as media.

interface UploadedPart {
  filename?: string;
  mimetype?: string;
  size?: number;
  sha1?: string;
}

const MEDIA_TYPES = ['image', 'voice', 'video', 'file'] as const;
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function uploadedPart(ctx: DemoContext, name: string): UploadedPart | undefined {
  const part = ctx.body[name];
  return part && typeof part === 'object' ? (part as UploadedPart) : undefined;
}

function mediaTypeOf(mimetype: string | undefined): string {
  if (mimetype?.startsWith('image/')) return 'image';
  if (mimetype?.startsWith('video/')) return 'video';
  if (mimetype?.startsWith('audio/')) return 'voice';
  return 'file';
}

function mediaReply(ctx: DemoContext, input: { type: string; filename: string; sha1: string; size: number }) {
  const media = addMedia(ctx.state, callerCode(ctx), input);
  return ok({ mediaId: media.mediaId, type: media.type, createdAt: media.createdAt, expiresAt: media.expiresAt });
}

export const handlers: DemoHandlers = {
  uploadMedia: (ctx) => {
    const file = uploadedPart(ctx, 'media');
    if (!file?.sha1) return fail('请选择要上传的文件');
    if (!file.size) return fail('上传的文件为空');
    const type = field(ctx, 'type') ?? mediaTypeOf(file.mimetype);
    if (!(MEDIA_TYPES as readonly string[]).includes(type)) return fail('素材类型不正确，应为 image、voice、video 或 file');
    return mediaReply(ctx, { type, filename: file.filename ?? 'upload', sha1: file.sha1, size: file.size });
  },
  uploadAttachment: (ctx) => {
    const file = uploadedPart(ctx, 'file');
    if (!file?.sha1) return fail('请选择要上传的附件');
    if (!file.size) return fail('上传的附件为空');
    const list = ctx.state.content.attachments;
    const attachmentId = `AT${pad(nextSeq(ctx.state, 'attachment'))}`;
    const fileName = file.filename ?? 'attachment';
    const answer = {
      attachmentId,
      fileName,
      fileSize: file.size,
      mimetype: file.mimetype ?? 'application/octet-stream',
      fileUrl: `https://files.demo-insurer.cn/attachments/${attachmentId}/${encodeURIComponent(fileName)}`,
      bizType: field(ctx, 'bizType') ?? 'other',
    };
    list.push({ ...answer, sha1: file.sha1, userCode: callerCode(ctx), createdAt: nowText(ctx.state) });
    return ok(answer);
  },
  uploadPosterWithPosterUrl: (ctx) => {
    const poster = posterById(field(ctx, 'posterId'));
    if (field(ctx, 'posterId') && !poster) return fail(POSTER_NOT_FOUND);
    const posterUrl = field(ctx, 'posterUrl') ?? (poster ? posterImage(poster) : undefined);
    if (!posterUrl) return fail('请提供海报地址');
    if (!isHttpUrl(posterUrl) && !posterUrl.startsWith('data:image/')) return fail('海报地址格式不正确');
    const sha1 = createHash('sha1').update(posterUrl).digest('hex');
    return mediaReply(ctx, { type: 'image', filename: `${poster?.posterId ?? 'poster'}.png`, sha1, size: posterUrl.length });
  },
  getImageBase64: (ctx) => {
    const imageUrl = field(ctx, 'imageUrl');
    if (!imageUrl) return fail('请提供图片地址');
    if (!isHttpUrl(imageUrl)) return fail('图片地址格式不正确');
    return ok({ imageUrl, contentType: 'image/png', base64: `data:image/png;base64,${ONE_PIXEL_PNG}` });
  },
};
