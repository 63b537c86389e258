// Run check (spec 000 §5): "a 5 or 6 digit numeric string where adjacent digits differ by at most
// 1 counts as a run when the number of such pairs equals a given length". Equal neighbours count
// (|difference| ≤ 1), so 111111, 123456, 654321 and 121212 are all runs of 5 pairs.
import { fail, pass, textOf, type Validation } from './result';

const RUN_CANDIDATE = /^\d{5,6}$/;

/** Number of adjacent digit pairs differing by at most 1, or null when not a 5–6 digit string. */
export function countCloseDigitPairs(value: unknown): number | null {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  if (!RUN_CANDIDATE.test(text)) return null;
  let pairs = 0;
  for (let i = 1; i < text.length; i++) {
    if (Math.abs(text.charCodeAt(i) - text.charCodeAt(i - 1)) <= 1) pairs++;
  }
  return pairs;
}

/** True when value is a 5–6 digit string whose count of close pairs equals length. */
export function isRun(value: unknown, length: number): boolean {
  return countCloseDigitPairs(value) === length;
}

export const RUN_REASON = '不能使用连续或重复的数字';

/**
 * Rejects a run. length defaults to every pair of the value (its length − 1), i.e. the whole
 * string climbs, falls or repeats in steps of at most one.
 */
export function validateNoRun(input: unknown, length?: number): Validation<string> {
  const text = textOf(input);
  const wanted = length ?? text.length - 1;
  return isRun(text, wanted) ? fail(RUN_REASON) : pass(text);
}
