import { call } from '../../lib/api';
import { drawQr } from '../../ui/qr';
import type { ShareInfo } from './api';

// The staff member's own poster, composed in the browser: the poster picture, then a card band
// with their avatar, name, title and mobile (as the share config says) and a QR code of their link.
// The picture is read as a data URL (getImageBase64 for remote pictures) so the canvas is never
// tainted and the result can be saved and uploaded.

export interface ComposeInput {
  posterUrl: string;
  qrText: string;
  share: ShareInfo;
}

const MAX_WIDTH = 750;

async function asDataUrl(url: string): Promise<string> {
  if (url.startsWith('data:')) return url;
  const got = await call('getImageBase64', { imageUrl: url });
  return got.base64;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('海报图片加载失败，请稍后重试'));
    img.src = src;
  });
}

/** The composed poster as a JPEG data URL. */
export async function composePoster({ posterUrl, qrText, share }: ComposeInput): Promise<string> {
  const img = await loadImage(await asDataUrl(posterUrl));
  const w = Math.min(MAX_WIDTH, img.naturalWidth || MAX_WIDTH);
  const h = Math.round(((img.naturalHeight || w * 1.5) * w) / (img.naturalWidth || w));
  const { config, manager } = share;
  const showQr = config.showQrCode === '1';
  const lines = [
    config.showName === '1' ? manager.name : '',
    config.showName === '1' ? manager.title : '',
    config.showMobile === '1' ? manager.mobile : '',
  ].filter(Boolean);
  // The avatar is drawn when asked for and readable; a picture that fails leaves it out, not the poster.
  const avatar = config.showAvatar === '1' && manager.avatar ? await asDataUrl(manager.avatar).then(loadImage).catch(() => undefined) : undefined;
  const band = showQr || lines.length > 0 || avatar ? Math.round(w * 0.38) : 0;
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h + band;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('当前浏览器不支持海报合成');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h + band);
  ctx.drawImage(img, 0, 0, w, h);
  if (band > 0) {
    const pad = Math.round(w * 0.05);
    const qr = band - pad * 2;
    if (showQr) drawQr(ctx, qrText, w - pad - qr, h + pad, qr);
    const font = '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif';
    let y = h + pad;
    let x = pad;
    if (avatar) {
      const size = Math.round(w * 0.14);
      ctx.save();
      ctx.beginPath();
      ctx.arc(pad + size / 2, h + pad + size / 2, size / 2, 0, Math.PI * 2);
      ctx.clip();
      ctx.drawImage(avatar, pad, h + pad, size, size);
      ctx.restore();
      x += size + Math.round(pad * 0.6);
    }
    lines.forEach((text, i) => {
      const size = Math.round(w * (i === 0 ? 0.052 : 0.036));
      y += i === 0 ? size : Math.round(size * 1.5);
      ctx.font = `${i === 0 ? '600 ' : ''}${size}px ${font}`;
      ctx.fillStyle = i === 0 ? '#1f2329' : '#4e5969';
      ctx.fillText(text, x, y, w - x - pad * 2 - (showQr ? qr : 0));
    });
    if (showQr) {
      ctx.font = `${Math.round(w * 0.03)}px ${font}`;
      ctx.fillStyle = '#86909c';
      ctx.fillText('长按识别二维码，联系我', pad, h + band - Math.round(pad * 0.8));
    }
  }
  return canvas.toDataURL('image/jpeg', 0.88);
}
