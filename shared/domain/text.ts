// Free text and web links typed into forms (a title, a summary, an article's link): checked as the
// person types, with the Chinese reason a screen shows under the field.
import { fail, pass, textOf, type Validation } from './result';

/** Text of at most `max` characters (counted as people count them: one per Chinese character); empty fails when required. */
export function validateText(input: unknown, opts: { label: string; max: number; required?: boolean }): Validation<string> {
  const text = textOf(input);
  if (text === '') return opts.required ? fail(`请填写${opts.label}`) : pass('');
  if (Array.from(text).length > opts.max) return fail(`${opts.label}不能超过 ${opts.max} 个字`);
  return pass(text);
}

/** A web page's address: http(s), a host, no spaces, at most 500 characters. */
export function validateWebLink(input: unknown, label = '链接'): Validation<string> {
  const text = textOf(input);
  if (text === '') return fail(`请填写${label}`);
  if (text.length > 500) return fail(`${label}过长`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail(`${label}格式不正确，应以 https:// 或 http:// 开头`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.') || /\s/.test(text)) {
    return fail(`${label}格式不正确，应以 https:// 或 http:// 开头`);
  }
  return pass(url.href);
}
