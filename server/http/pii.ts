import type { CatalogueEntry } from '../../shared/catalogue/index.js';
import { PII_KEY, type PiiKind } from '../../shared/catalogue/schemas.js';
import { maskEmail, maskIdNumber, maskPhone } from '../../shared/domain/mask.js';

// Data minimisation at the BFF (design.md): the answer schemas tag personal data (`x-pii`), and
// every answer is masked by the spec 000 §5 rules before it leaves the BFF — whatever its shape,
// at any depth, by property name. Full values only come from the calls marked `reveal`.

type Masked = Exclude<PiiKind, 'contact'>;
const MASKS: Record<Masked, (value: string) => string> = { idNumber: maskIdNumber, mobile: maskPhone, email: maskEmail };

/**
 * Names the real upstream may use for ID numbers that no schema of ours shows; masked wherever
 * they appear (answers of other shapes must not leak them either).
 */
const ALSO_ID_NUMBERS = ['idNo', 'identifyNo', 'idCard', 'idCardNo', 'certNo', 'certificateNumber'];
/** The same for e-mail addresses. */
const ALSO_EMAILS = ['email', 'eMail', 'mail', 'custEmail', 'contactEmail'];

interface Tagged {
  masked: Map<string, Masked>;
  contact: Set<string>;
}

function collect(schema: unknown, into: Tagged) {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[]; allOf?: unknown[]; oneOf?: unknown[] };
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const p = prop as { items?: Record<string, unknown> } & Record<string, unknown>;
    const kind = (p[PII_KEY] ?? p.items?.[PII_KEY]) as PiiKind | undefined;
    if (kind === 'contact') into.contact.add(name);
    else if (kind) into.masked.set(name, kind);
    collect(prop, into);
  }
  collect(s.items, into);
  for (const sub of [...(s.anyOf ?? []), ...(s.allOf ?? []), ...(s.oneOf ?? [])]) collect(sub, into);
}

/** What to mask in one call's answers: every tagged name of the catalogue, less the call's own contact numbers. */
const everywhereOf = new WeakMap<readonly CatalogueEntry[], Tagged>();

/** Every tagged name of the catalogue, collected once per catalogue. */
function everywhere(all: readonly CatalogueEntry[]): Tagged {
  let tagged = everywhereOf.get(all);
  if (!tagged) {
    tagged = {
      masked: new Map([...ALSO_ID_NUMBERS.map((n) => [n, 'idNumber'] as const), ...ALSO_EMAILS.map((n) => [n, 'email'] as const)]),
      contact: new Set(),
    };
    for (const e of all) collect(e.response, tagged);
    everywhereOf.set(all, tagged);
  }
  return tagged;
}

export function piiFieldsOf(entry: CatalogueEntry, all: readonly CatalogueEntry[]): ReadonlyMap<string, Masked> {
  const own: Tagged = { masked: new Map(), contact: new Set() };
  collect(entry.response, own);
  const fields = new Map(everywhere(all).masked);
  for (const name of own.contact) fields.delete(name);
  for (const [name, kind] of own.masked) fields.set(name, kind);
  return fields;
}

function maskValue(kind: Masked, value: unknown): unknown {
  if (typeof value === 'string') return MASKS[kind](value);
  if (typeof value === 'number') return MASKS[kind](String(value));
  if (Array.isArray(value)) return value.map((v) => maskValue(kind, v));
  return value;
}

/**
 * Birth dates: an 18-digit ID number's hidden digits (7–14 are YYYYMMDD; the mask shows the year and
 * hides month and day) are exactly a birth date's month and day. An answer that carries an ID number
 * carries the year of birth only: masking holds per answer, not per field (issue 30).
 */
const BIRTH_DATES = new Set(['birthday', 'birthDay', 'birthDate', 'birthdate', 'birth', 'dateOfBirth', 'custBirthday', 'insuredBirthday', 'applicantBirthday', 'csrq']);

/** The year of a birth date, in whatever shape it came ("1978-04-14", 19780414, epoch ms); '' when unreadable. */
function yearOnly(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  if (typeof value === 'number') {
    if (value > 1e11) return String(new Date(value + 8 * 3600_000).getUTCFullYear());
    return /^\d{8}$/.test(String(value)) ? String(value).slice(0, 4) : '';
  }
  if (typeof value !== 'string') return '';
  const year = /^\s*(\d{4})(?!\d{5})/.exec(value);
  return year ? year[1] : '';
}

interface Walk {
  /** An ID number was in the answer (masked now). */
  idNumber: boolean;
  /** Where birth dates are: reduced to the year once the walk saw an ID number. */
  births: [Record<string, unknown>, string][] | undefined;
}

function walk(data: unknown, fields: ReadonlyMap<string, Masked>, seen: Walk) {
  if (Array.isArray(data)) {
    for (const item of data) if (item && typeof item === 'object') walk(item, fields, seen);
    return;
  }
  const obj = data as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    const kind = fields.get(key);
    if (kind !== undefined) {
      obj[key] = maskValue(kind, value);
      if (kind === 'idNumber' && value) seen.idNumber = true;
    } else if (BIRTH_DATES.has(key)) (seen.births ??= []).push([obj, key]);
    else if (value && typeof value === 'object') walk(value, fields, seen);
  }
}

/**
 * Mask the answer in place. Masks are idempotent (a masked value masks to itself), so an answer
 * shared by coalesced callers may pass here more than once.
 */
export function maskAnswer(data: unknown, fields: ReadonlyMap<string, Masked>): unknown {
  if (!data || typeof data !== 'object' || fields.size === 0) return data;
  const seen: Walk = { idNumber: false, births: undefined };
  walk(data, fields, seen);
  if (seen.idNumber && seen.births) for (const [obj, key] of seen.births) obj[key] = yearOnly(obj[key]);
  return data;
}
