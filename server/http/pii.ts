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
 * Mask the answer in place. Masks are idempotent (a masked value masks to itself), so an answer
 * shared by coalesced callers may pass here more than once.
 */
export function maskAnswer(data: unknown, fields: ReadonlyMap<string, Masked>): unknown {
  if (!data || typeof data !== 'object' || fields.size === 0) return data;
  if (Array.isArray(data)) {
    for (const item of data) maskAnswer(item, fields);
    return data;
  }
  const obj = data as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    const kind = fields.get(key);
    if (kind !== undefined) obj[key] = maskValue(kind, value);
    else if (value && typeof value === 'object') maskAnswer(value, fields);
  }
  return data;
}
