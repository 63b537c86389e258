import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { logLines } from './debug-flag';

// The in-page log for testers inside WeCom, where there are no developer tools.
export default function DebugConsole() {
  useSignals();
  const [open, setOpen] = useState(false);
  const lines = logLines.value;
  return (
    <div className={`debug-console${open ? ' is-open' : ''}`}>
      <button type="button" className="debug-console__toggle" onClick={() => setOpen(!open)}>
        调试 {lines.length}
      </button>
      {open && (
        <div className="debug-console__panel" role="log" aria-label="调试日志">
          <button type="button" className="debug-console__clear" onClick={() => (logLines.value = [])}>
            清空
          </button>
          {lines.map((l) => (
            <div key={l.id} className={`debug-console__line debug-console__line--${l.level}`}>
              <time>{l.at}</time> {l.text}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
