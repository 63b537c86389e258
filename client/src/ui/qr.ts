import { create } from 'qrcode/lib/core/qrcode';

// QR codes from the `qrcode` package's encoder (a well-kept library; only its core is bundled).
// Import this file directly from a screen chunk, never through ui/index.ts: the encoder must not
// reach the entry.

/** The dark modules of a QR code for `text`: a square of `size` × `size`. */
export function qrMatrix(text: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (r, c) => Boolean(modules.get(r, c)) };
}

/** Draw the QR code of `text` on a canvas at (x, y), `px` wide, with a white quiet zone of 2 modules. */
export function drawQr(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, px: number) {
  const m = qrMatrix(text);
  const cell = px / (m.size + 4);
  ctx.fillStyle = '#fff';
  ctx.fillRect(x, y, px, px);
  ctx.fillStyle = '#000';
  for (let r = 0; r < m.size; r++)
    for (let c = 0; c < m.size; c++)
      if (m.dark(r, c)) ctx.fillRect(Math.floor(x + (c + 2) * cell), Math.floor(y + (r + 2) * cell), Math.ceil(cell), Math.ceil(cell));
}
