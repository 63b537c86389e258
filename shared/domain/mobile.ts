// Mainland mobile numbers (spec 000 §5): 11 digits starting with 13–19.
import { fail, pass, textOf, type Validation } from './result';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const MOBILE_REASONS = {
  empty: '请输入手机号',
  invalid: '手机号格式不正确，应为13–19开头的11位数字',
} as const;

/** Validates a mainland mobile number; surrounding spaces are trimmed, nothing else is forgiven. */
export function validateMobile(input: unknown): Validation<string> {
  const text = textOf(input);
  if (text === '') return fail(MOBILE_REASONS.empty);
  return MOBILE_PATTERN.test(text) ? pass(text) : fail(MOBILE_REASONS.invalid);
}

export function isMobile(input: unknown): boolean {
  return validateMobile(input).ok;
}
