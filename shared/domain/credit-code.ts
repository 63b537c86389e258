// The unified social credit code of a company (GB 32100-2015): 18 characters from 0–9 and the
// capitals without I, O, S, V, Z; the last is a check character over the first 17.
import { fail, pass, textOf, type Validation } from './result';

const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export const CREDIT_CODE_REASONS = {
  empty: '请输入统一社会信用代码',
  invalid: '统一社会信用代码应为18位数字或大写字母（不含 I、O、S、V、Z）',
  check: '统一社会信用代码校验位不正确，请核对',
} as const;

/** The check character for the first 17 characters. */
export function creditCodeCheck(first17: string): string {
  const sum = [...first17].reduce((s, c, i) => s + CHARS.indexOf(c) * WEIGHTS[i]!, 0);
  return CHARS[(31 - (sum % 31)) % 31]!;
}

/** Validates a unified social credit code; spaces around it are trimmed and letters made capital. */
export function validateCreditCode(input: unknown): Validation<string> {
  const text = textOf(input).toUpperCase();
  if (text === '') return fail(CREDIT_CODE_REASONS.empty);
  if (!new RegExp(`^[${CHARS}]{18}$`).test(text)) return fail(CREDIT_CODE_REASONS.invalid);
  return creditCodeCheck(text.slice(0, 17)) === text[17] ? pass(text) : fail(CREDIT_CODE_REASONS.check);
}
