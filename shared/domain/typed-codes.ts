// Codes people type into forms: the SMS code, a marketing-system staff code, a binding code, a
// repair shop's code, an insurance-kind (risk) code and the staff search word. Each check trims,
// never throws, and gives the Chinese reason the form shows under the field.
import { fail, pass, textOf, type Validation } from './result';

/** The 6-digit code sent by SMS (mobile change, account binding). */
export function validateSmsCode(input: unknown): Validation<string> {
  const text = textOf(input);
  return /^\d{6}$/.test(text) ? pass(text) : fail('请输入6位短信验证码');
}

/** A marketing-system staff code (工号): 4–20 letters or digits. */
export function validateEmployeeCode(input: unknown): Validation<string> {
  const text = textOf(input);
  if (text === '') return fail('请输入营销系统工号');
  return /^[0-9A-Za-z]{4,20}$/.test(text) ? pass(text) : fail('工号应为4–20位数字或字母');
}

/** The one-time binding code printed under the marketing system's QR code: 6–32 letters or digits. */
export function validateBindCode(input: unknown): Validation<string> {
  const text = textOf(input);
  return /^[0-9A-Za-z]{6,32}$/.test(text) ? pass(text) : fail('绑定码应为6–32位字母或数字');
}

/** A repair shop's code: 4–20 letters or digits, kept upper-case. */
export function validateRepairShopCode(input: unknown): Validation<string> {
  const text = textOf(input).toUpperCase();
  if (text === '') return fail('请输入修理厂代码');
  return /^[A-Z0-9]{4,20}$/.test(text) ? pass(text) : fail('修理厂代码应为4–20位字母或数字');
}

/** An insurance-kind code as the upstream writes it (DAA, JAH): 2–10 letters or digits. */
export function validateRiskCode(input: unknown): Validation<string> {
  const text = textOf(input);
  if (text === '') return fail('请输入险种代码');
  return /^[A-Za-z0-9]{2,10}$/.test(text) ? pass(text) : fail('险种代码为 2–10 位字母或数字');
}

/** A colleague's name or staff code to look up: up to 20 Chinese characters, letters, digits or middle dots. */
export function validateStaffKeyword(input: unknown): Validation<string> {
  const text = textOf(input);
  if (text === '') return fail('请输入姓名或员工代码');
  return /^[\u4e00-\u9fa5A-Za-z0-9·]{1,20}$/.test(text) ? pass(text) : fail('姓名或员工代码只能包含汉字、字母和数字，最多 20 个字');
}
