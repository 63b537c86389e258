import { ApiError, isAbort } from '../lib/api';
import { LOGIN_TIMEOUT } from '../lib/api/errors';
import { withLoading } from '../lib/loading-store';
import { toast } from '../lib/toast-store';
import { confirm } from './confirm';
import { errorText } from './error-text';

// How a screen runs an action: optionally confirm it, show the loading overlay while it runs,
// then a result toast — success, or the failure in words a person understands (error-text.ts). Nothing the user typed is lost:
// the screen keeps its state and the action can be retried.

export interface ActionOptions {
  /** Ask first; the action runs only when confirmed. */
  confirm?: string | { title?: string; message: string; okText?: string; danger?: boolean };
  loadingText?: string;
  /** Toast on success; a function receives the result. */
  success?: string | ((result: unknown) => string);
}

/** The result, or undefined when cancelled or failed (the failure was shown). */
export async function runAction<T>(job: () => Promise<T>, opts: ActionOptions = {}): Promise<T | undefined> {
  if (opts.confirm) {
    const c = typeof opts.confirm === 'string' ? { message: opts.confirm } : opts.confirm;
    if (!(await confirm(c))) return undefined;
  }
  try {
    const result = await withLoading(job, opts.loadingText ? { text: opts.loadingText } : {});
    if (opts.success) toast.success(typeof opts.success === 'function' ? opts.success(result) : opts.success);
    return result;
  } catch (err) {
    if (isAbort(err)) return undefined;
    // Session expiry shows its own message and reloads.
    if (err instanceof ApiError && err.code === LOGIN_TIMEOUT) return undefined;
    toast.error(errorText(err));
    return undefined;
  }
}
