import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';

// Confirmation before an action (bind, unbind, send …): confirm() opens the dialog and resolves
// true or false; <ConfirmHost/> in the shell renders it in the kit's popup (Escape or the mask cancel).

export interface ConfirmRequest {
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

// The dialog itself (the kit's popup) is a chunk of its own, fetched with the first confirmation:
// the entry stays within its budget.
const ConfirmDialog = lazy(() => import('./confirm-dialog'));

export function ConfirmHost() {
  useSignals();
  const req = pending.value;
  if (!req) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog req={req} answer={answer} />
    </Suspense>
  );
}
