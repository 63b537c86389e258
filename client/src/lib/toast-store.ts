import { signal } from '@preact/signals-react';

// Toasts (spec 000 §8 "Notification kinds: success, info, error, warning"): short messages
// stacked at the top centre, gone after a few seconds.

export type ToastKind = 'success' | 'info' | 'error' | 'warning';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const toasts = signal<readonly Toast[]>([]);
let nextId = 1;

function show(kind: ToastKind, message: string, ms = 2500): number {
  const id = nextId++;
  toasts.value = [...toasts.value, { id, kind, message }];
  setTimeout(() => dismiss(id), ms);
  return id;
}

export function dismiss(id: number) {
  toasts.value = toasts.value.filter((t) => t.id !== id);
}

export const toast = {
  success: (m: string, ms?: number) => show('success', m, ms),
  info: (m: string, ms?: number) => show('info', m, ms),
  error: (m: string, ms?: number) => show('error', m, ms),
  warning: (m: string, ms?: number) => show('warning', m, ms),
};
