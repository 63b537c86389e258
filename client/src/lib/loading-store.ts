import { signal } from '@preact/signals-react';

// The loading overlay (spec 000 §2): visible flag, spinner, text (default 加载中), spinner and
// mask colours. It blocks clicks and never closes itself: whoever opens it closes it.

export interface LoadingState {
  visible: boolean;
  spinner: boolean;
  text: string;
  spinnerColor?: string;
  maskColor?: string;
}

export const DEFAULT_LOADING_TEXT = '加载中';
export const loading = signal<LoadingState>({ visible: false, spinner: true, text: DEFAULT_LOADING_TEXT });

export function showLoading(opts: Partial<Omit<LoadingState, 'visible'>> = {}) {
  loading.value = { visible: true, spinner: opts.spinner ?? true, text: opts.text ?? DEFAULT_LOADING_TEXT, spinnerColor: opts.spinnerColor, maskColor: opts.maskColor };
}

export function hideLoading() {
  loading.value = { ...loading.value, visible: false };
}

/** Run an async job under the overlay. */
export async function withLoading<T>(job: () => Promise<T>, opts?: Partial<Omit<LoadingState, 'visible'>>): Promise<T> {
  showLoading(opts);
  try {
    return await job();
  } finally {
    hideLoading();
  }
}
