// A person's name and a contact telephone typed into forms.
import { validateMobile } from './mobile';
import { fail, pass, textOf, type Validation } from './result';

/** A name as on an ID card: 2–30 Chinese characters or letters, with middle dots or spaces between. */
export function validatePersonName(input: unknown): Validation<string> {
  const text = textOf(input);
  if (text === '') return fail('请输入姓名');
  return /^[\u4e00-\u9fa5·•A-Za-z\s]{2,30}$/.test(text) ? pass(text) : fail('姓名只能包含汉字、字母和间隔号');
}

/** A mainland mobile or a landline with its area code (020-38886677, 02038886677). */
export function validatePhone(input: unknown): Validation<string> {
  const text = textOf(input);
  if (validateMobile(text).ok || /^0\d{2,3}-?\d{7,8}$/.test(text)) return pass(text);
  return fail('请填写手机号或固定电话（如 020-38886677）');
}
