// A vehicle's frame number (车架号, the VIN): 17 letters or digits, never I, O or Q. Upper-cased
// and trimmed before the check; the value is the upper-case number.
import { fail, pass, textOf, type Validation } from './result';

export const FRAME_NO_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export function validateFrameNo(input: unknown): Validation<string> {
  const text = textOf(input).toUpperCase();
  if (text === '') return fail('请输入车架号');
  return FRAME_NO_PATTERN.test(text) ? pass(text) : fail('车架号应为17位字母或数字（不含 I、O、Q）');
}
