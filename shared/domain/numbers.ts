// Numbers typed into forms: a count of whole units within a range, an amount of money.
import { fail, pass, textOf, type Validation } from './result';

/** A whole number from `min` to `max` written with digits only (no sign, no decimals). */
export function validateWholeNumber(input: unknown, opts: { label: string; min: number; max: number }): Validation<number> {
  const text = textOf(input);
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < opts.min || n > opts.max) return fail(`${opts.label}须为 ${opts.min}–${opts.max} 的整数`);
  return pass(n);
}

/** An optional amount: empty gives null; otherwise digits with at most two decimals. */
export function validateAmount(input: unknown, label: string): Validation<number | null> {
  const text = textOf(input);
  if (text === '') return pass(null);
  return /^\d+(\.\d{1,2})?$/.test(text) ? pass(Number(text)) : fail(`请输入${label}`);
}
