// Numbers and dates people type to find or correct a record (a policy number, the tail of an ID
// number, a claim's report number, a renewal batch number, a frame number, a registration date):
// checked as the person types, with the Chinese reason a screen shows under the field.
import { fail, pass, textOf, type Validation } from './result';

const POLICY_NO = /^[A-Za-z0-9]{6,40}$/;
const ID_TAIL = /^[0-9]{5}[0-9X]$|^[0-9]{17}[0-9X]$/;
const REPORT_NO = /^[A-Za-z0-9]{6,30}$/;
const BATCH_NO = /^[A-Za-z0-9]{6,32}$/;
/** VIN / frame number: 17 characters, letters I, O and Q never used. */
const FRAME_NO = /^[A-HJ-NPR-Z0-9]{17}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A policy number: 6–40 letters or digits; upper-cased. */
export function validatePolicyNo(input: unknown): Validation<string> {
  const text = textOf(input);
  if (text === '') return fail('请输入保单号');
  return POLICY_NO.test(text) ? pass(text.toUpperCase()) : fail('保单号由字母和数字组成，请核对');
}

/** The last 6 characters of the insured's ID number, or the whole 18; the value is the last 6, upper-cased. */
export function validateIdTail(input: unknown): Validation<string> {
  const text = textOf(input).toUpperCase();
  if (text === '') return fail('请输入被保险人证件号码后 6 位');
  return ID_TAIL.test(text) ? pass(text.slice(-6)) : fail('请输入证件号码后 6 位（或完整的 18 位号码）');
}

/** A claim's report number (报案号): 6–30 letters or digits. */
export function validateReportNo(input: unknown): Validation<string> {
  const text = textOf(input);
  if (text === '') return fail('请输入报案号');
  return REPORT_NO.test(text) ? pass(text) : fail('报案号应为 6–30 位字母或数字');
}

/** A renewal reminder batch number (批次号): 6–32 letters or digits. */
export function validateBatchNo(input: unknown): Validation<string> {
  const text = textOf(input);
  if (text === '') return fail('请输入续保提醒批次号');
  return BATCH_NO.test(text) ? pass(text) : fail('批次号为 6–32 位字母或数字');
}

/** A frame number (车架号, VIN): 17 letters or digits without I, O, Q; lower case accepted, upper-cased. */
export function validateFrameNo(input: unknown): Validation<string> {
  const text = textOf(input).toUpperCase();
  return FRAME_NO.test(text) ? pass(text) : fail('车架号应为17位字母或数字（不含 I、O、Q）');
}

/** A calendar date typed as YYYY-MM-DD, not after `today` (YYYY-MM-DD, China time). */
export function validatePastDate(input: unknown, opts: { label: string; today: string }): Validation<string> {
  const text = textOf(input);
  if (!DAY.test(text) || !isRealDay(text)) return fail(`${opts.label}格式应为 YYYY-MM-DD`);
  return text > opts.today ? fail(`${opts.label}不能晚于今天`) : pass(text);
}

function isRealDay(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}
