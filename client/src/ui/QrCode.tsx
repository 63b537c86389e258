import { useMemo } from 'react';
import { qrMatrix } from './qr';

// A QR code as crisp SVG (scales to any width, long-press in WeChat recognises it). Import
// directly ('../../ui/QrCode'), not through ui/index.ts: the encoder stays out of the entry.
export function QrCode({ text, size = 180, label }: { text: string; size?: number; label: string }) {
  const { path, n } = useMemo(() => {
    const m = qrMatrix(text);
    let d = '';
    for (let r = 0; r < m.size; r++) for (let c = 0; c < m.size; c++) if (m.dark(r, c)) d += `M${c + 2} ${r + 2}h1v1h-1z`;
    return { path: d, n: m.size + 4 };
  }, [text]);
  return (
    <svg className="qr" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${n} ${n}`} shapeRendering="crispEdges" data-qr-text={text}>
      <rect width={n} height={n} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
