import type { ReactNode } from 'react';
import { formatTime } from '../../../../../shared/domain/format';

// A QR code to show a customer (contact-me or interconnect invitation), with its expiry and actions.
export function QrCard({ src, label, expireTime, children }: { src: string; label: string; expireTime: string; children?: ReactNode }) {
  return (
    <figure className="gp-qr">
      <img src={src} alt={label} />
      <figcaption className="muted">有效期至 {formatTime(expireTime, 'YYYY-MM-DD HH:mm')}</figcaption>
      {children}
    </figure>
  );
}
