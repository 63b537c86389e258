import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// What keeps the forms' rule holding (README "The screen pattern"): a form keeps its values,
// touched fields, the try to submit and each field's reason in the kit's form helper (useForm),
// never by hand; a check of what a person typed is a named validator in shared/domain, never an
// anchored regular expression written inline in a feature or lib module.

const CLIENT = join(import.meta.dirname, '../../client');
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
}
const rel = (f: string) => relative(CLIENT, f);
/** The source without its comments (a comment may name what the code must not do). */
const codeOf = (f: string) =>
  readFileSync(f, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** Form state kept by hand: the setters of an errors map, a tried flag, a touched map. */
const HAND_FORM = /\bset(?:Errors|Tried|Touched)\(/;
/** An anchored regular expression literal tested inline (`/^…$/.test(`, `.match(/^…$/)`). */
const INLINE_CHECK = /\/\^(?:\\.|[^/\\\n])*\$\/[a-z]*\.test\(|\.match\(\/\^(?:\\.|[^/\\\n])*\$\/[a-z]*\)/;


const sources = [...files(join(CLIENT, 'src/features')), ...files(join(CLIENT, 'src/lib'))];
const found = (test: RegExp) => sources.filter((f) => test.test(codeOf(f))).map(rel).sort();

describe('the client forms', () => {
  it('the checks see what they look for', () => {
    expect(HAND_FORM.test('const [errors, setErrors] = useState({}); setErrors({ a: 1 });')).toBe(true);
    expect(HAND_FORM.test('setTried(true)')).toBe(true);
    expect(HAND_FORM.test('setTouched((t) => t)')).toBe(true);
    expect(HAND_FORM.test('setError(undefined); setTriedAgain(1)')).toBe(false);
    expect(INLINE_CHECK.test('if (!/^[A-Za-z0-9]{6,30}$/.test(no.trim())) return')).toBe(true);
    expect(INLINE_CHECK.test('/^[a-hj-npr-z0-9]{17}$/i.test(v)')).toBe(true);
    expect(INLINE_CHECK.test('/^https?:\\/\\/x$/.test(v)')).toBe(true);
    expect(INLINE_CHECK.test("v.match(/^\\d{4}$/)")).toBe(true);
    expect(INLINE_CHECK.test('const MOBILE_SHAPE = /^\\d{11}$/;')).toBe(false);
    expect(INLINE_CHECK.test("text.split(/(\\{[^{}]+\\})/g)")).toBe(false);
  });

  it('keeps no form state by hand in a feature or lib module (useForm keeps it)', () => {
    expect(found(HAND_FORM)).toEqual([]);
  });

  it('tests no anchored regular expression inline in a feature or lib module (shared/domain names the rule)', () => {
    expect(found(INLINE_CHECK)).toEqual([]);
  });
});
