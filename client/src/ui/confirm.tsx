import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Popup } from './popup';

// Confirmation before an action (bind, unbind, send …): confirm() opens the dialog and resolves
// true or false; <ConfirmHost/> in the shell renders it in the kit's popup (Escape or the mask cancel).

interface ConfirmRequest {
  title: string;
  message: string;
  okText: string;
  cancelText: string;
  danger: boolean;
  resolve: (ok: boolean) => void;
}

const pending = signal<ConfirmRequest | undefined>(undefined);

export function confirm(opts: { title?: string; message: string; okText?: string; cancelText?: string; danger?: boolean }): Promise<boolean> {
  pending.value?.resolve(false);
  return new Promise((resolve) => {
    pending.value = {
      title: opts.title ?? '请确认',
      message: opts.message,
      okText: opts.okText ?? '确定',
      cancelText: opts.cancelText ?? '取消',
      danger: opts.danger ?? false,
      resolve,
    };
  });
}

function answer(ok: boolean) {
  const req = pending.value;
  pending.value = undefined;
  req?.resolve(ok);
}

export function ConfirmHost() {
  useSignals();
  const req = pending.value;
  if (!req) return null;
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
