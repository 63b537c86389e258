import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { useStateFrom } from '../../ui/use-state-from';
import { standIn } from './stand-in';
import { Popup } from '../../ui/popup';

// The sheet and the card are their own chunks (App's StandInGate loads the sheet with the first
// request): they are needed only when testing outside WeCom.
const MessageCard = lazy(() => import('./MessageCard'));

// The stand-in sheet (outside WeCom only): what would be sent, and success or failure to choose.
export default function WeComStandIn() {
  useSignals();
  const req = standIn.value;
  // Each new request's input starts from its own value (模拟成功 answers with what is shown).
  const [value, setValue] = useStateFrom(() => req?.input?.value ?? '', req);
  if (!req) return null;
  return (
    <Popup title="企业微信模拟" onClose={() => req.resolve({ ok: false })} closeOnMask={false} className="sheet">
      <h2 className="sheet__title">{req.title}</h2>
      {req.message !== undefined ? (
        <>
          <p className="muted">当前不在企业微信中。客户将在会话中看到：</p>
          <Suspense fallback={null}>
            <MessageCard message={req.message} />
          </Suspense>
        </>
      ) : (
        <>
          <p className="muted">当前不在企业微信中，以下为将交给企业微信的内容：</p>
          <pre className="sheet__detail">{req.detail}</pre>
        </>
      )}
      {req.input && (
        <label className="field">
          <span>{req.input.label}</span>
          <input value={value} onChange={(e) => setValue(e.target.value)} />
        </label>
      )}
      <div className="button-row">
        <button type="button" className="btn" onClick={() => req.resolve({ ok: false })}>
          模拟失败
        </button>
        <button type="button" className="btn btn--primary" onClick={() => req.resolve({ ok: true, value })}>
          模拟成功
        </button>
      </div>
    </Popup>
  );
}
