import type { ConfirmRequest } from './confirm';
import { Popup } from './popup';

// The confirmation dialog (ui/confirm.tsx asks for it): the kit's popup, centred, as an alertdialog;
// Escape or a tap on the mask cancels.

export default function ConfirmDialog({ req, answer }: { req: ConfirmRequest; answer: (ok: boolean) => void }) {
  return (
    <Popup title={req.title} labelledBy="confirm-title" describedBy="confirm-message" role="alertdialog" position="center" className="dialog" onClose={() => answer(false)}>
      <h2 id="confirm-title" className="dialog__title">
        {req.title}
      </h2>
      <p id="confirm-message" className="dialog__message">
        {req.message}
      </p>
      <div className="dialog__actions">
        {/* A destructive action is confirmed in red, and the keyboard's default is to cancel it. */}
        <button type="button" className="btn" onClick={() => answer(false)} autoFocus={req.danger}>
          {req.cancelText}
        </button>
        <button type="button" className={`btn ${req.danger ? 'btn--danger' : 'btn--primary'}`} onClick={() => answer(true)} autoFocus={!req.danger}>
          {req.okText}
        </button>
      </div>
    </Popup>
  );
}
