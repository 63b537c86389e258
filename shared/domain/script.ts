// Sales-script (话术) placeholders that are replaced before sending (spec 000 §3: customer name,
// customer title, plate number, end date, agent name). The agent's name has two spellings in
// use, 坐席 (service seat) and 业务员 (salesperson); both are replaced with the same value.
import type { Gender } from './codes';

export const SCRIPT_PLACEHOLDERS = {
  customerName: ['{客户姓名}'],
  customerTitle: ['{客户称谓}'],
  plateNumber: ['{车牌号}'],
  endDate: ['{到期日}'],
  agentName: ['{坐席姓名}', '{业务员姓名}'],
} as const;
export type ScriptField = keyof typeof SCRIPT_PLACEHOLDERS;
export type ScriptValues = Partial<Record<ScriptField, string | null | undefined>>;

/** Chinese names of the fields, for a "missing: …" hint. */
export const SCRIPT_FIELD_LABEL: Record<ScriptField, string> = {
  customerName: '客户姓名',
  customerTitle: '客户称谓',
  plateNumber: '车牌号',
  endDate: '到期日',
  agentName: '坐席姓名',
};

const FIELDS = Object.keys(SCRIPT_PLACEHOLDERS) as ScriptField[];
const FIELD_OF_TOKEN = new Map<string, ScriptField>(FIELDS.flatMap((f) => SCRIPT_PLACEHOLDERS[f].map((t) => [t, f] as const)));
const TOKEN_PATTERN = new RegExp([...FIELD_OF_TOKEN.keys()].map((t) => t.replace(/[{}]/g, '\\$&')).join('|'), 'g');

/**
 * Replaces every placeholder. A field without a value becomes the empty string, unless
 * keepMissing is set, in which case its token is left for the user to see and edit.
 */
export function fillScript(template: string | null | undefined, values: ScriptValues, options: { keepMissing?: boolean } = {}): string {
  // One pass over the template, so a value that itself contains a token is not replaced again.
  return (template ?? '').replace(TOKEN_PATTERN, (token) => {
    const field = FIELD_OF_TOKEN.get(token) as ScriptField;
    const value = values[field];
    if (value === null || value === undefined || value === '') return options.keepMissing ? token : '';
    return value;
  });
}

/** The fields a template uses, in the order of SCRIPT_PLACEHOLDERS. */
export function scriptFieldsUsed(template: string | null | undefined): ScriptField[] {
  const text = template ?? '';
  return FIELDS.filter((field) => SCRIPT_PLACEHOLDERS[field].some((token) => text.includes(token)));
}

/** The fields a template uses for which no value was given (so a screen can warn before sending). */
export function missingScriptFields(template: string | null | undefined, values: ScriptValues): ScriptField[] {
  return scriptFieldsUsed(template).filter((field) => !values[field]);
}

/**
 * A polite title from a gender code: 1 → 先生, 2 → 女士. With a name, its first character is
 * taken as the surname (张三, 1 → 张先生; compound surnames such as 欧阳 are not detected).
 * Unknown gender gives the full name, or 客户 without one.
 */
export function customerTitleFor(gender: Gender | string | null | undefined, name?: string | null): string {
  const trimmed = (name ?? '').trim();
  const title = gender === '1' ? '先生' : gender === '2' ? '女士' : '';
  if (title === '') return trimmed || '客户';
  return (Array.from(trimmed)[0] ?? '') + title;
}

/**
 * The end date {到期日} names: the in-force policy ending first, car insurance (DAA) preferred;
 * YYYY-MM-DD. The same rule wherever a script is filled (preview, send record, script page).
 */
export function scriptEndDate(policies: readonly { riskCode: string; endDate: string; inForceStatus: string }[] | null | undefined): string | undefined {
  const live = (policies ?? []).filter((x) => x.inForceStatus === '1').sort((a, b) => a.endDate.localeCompare(b.endDate));
  return (live.find((x) => x.riskCode === 'DAA') ?? live[0])?.endDate?.slice(0, 10);
}
