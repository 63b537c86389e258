// The shape every validator returns: a value on success, a Chinese reason a screen can show otherwise.
// Validators never throw, whatever they are given (null, undefined, numbers, very long strings).

export type Validation<T> = { ok: true; value: T } | { ok: false; reason: string };

export function pass<T>(value: T): Validation<T> {
  return { ok: true, value };
}

export function fail<T = never>(reason: string): Validation<T> {
  return { ok: false, reason };
}

/** The reason of a failed validation, or null when it passed (handy for form error slots). */
export function reasonOf(result: Validation<unknown>): string | null {
  return result.ok ? null : result.reason;
}

/** Inputs arrive from forms and query strings: accept anything, keep strings and numbers, trimmed. */
export function textOf(input: unknown): string {
  if (typeof input === 'string') return input.trim();
  if (typeof input === 'number' && Number.isFinite(input)) return String(input);
  return '';
}
