import { useSignals } from '@preact/signals-react/runtime';
import { toasts } from '../../lib/toast-store';

const ICON = { success: '✓', info: 'i', error: '✕', warning: '!' } as const;

export function Toasts() {
  useSignals();
  return (
    <div className="toasts" aria-live="polite">
      {toasts.value.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`} role="status" data-kind={t.kind}>
          <span className="toast__icon" aria-hidden="true">
            {ICON[t.kind]}
          </span>
          {t.message}
        </div>
      ))}
    </div>
  );
}
