import { useSignals } from '@preact/signals-react/runtime';
import type { CSSProperties } from 'react';
import { loading } from '../../lib/loading-store';

export function LoadingOverlay() {
  useSignals();
  const s = loading.value;
  if (!s.visible) return null;
  // Colours arrive at run time: custom properties set through the CSSOM (allowed by the CSP).
  const style = { '--mask-color': s.maskColor, '--spinner-color': s.spinnerColor } as CSSProperties;
  return (
    <div className="loading-mask" style={style} role="alertdialog" aria-busy="true" aria-label={s.text}>
      <div className="loading-box">
        {s.spinner && <span className="spinner" aria-hidden="true" />}
        {s.text && <span className="loading-box__text">{s.text}</span>}
      </div>
    </div>
  );
}
