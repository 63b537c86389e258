import type { TSchema } from 'typebox';

// Limits on the request fields that name a record (ids, codes, numbers, plates, mobiles, names):
// a longest length and the characters allowed, so that no caller can push a kilobyte "custId"
// into a cache key, a log or the upstream. One table, by field name, applied to every catalogue
// request schema by defineCatalogue(); answer schemas are never touched (the upstream's answers
// pass whatever their shape).

export interface FieldLimit {
  maxLength: number;
  /** A JSON Schema pattern (ECMAScript syntax) the whole value must match. */
  pattern: string;
  /** For a plural field ("custIds"): the limit of each item when it is an array. */
  item?: FieldLimit;
}

/** Ids, codes and numbers: letters, digits and the separators upstream ids use (WeCom user ids may hold "@" and "."). */
export const ID: FieldLimit = { maxLength: 128, pattern: '^[A-Za-z0-9_.:@-]*$' };
/** Encrypted ids: base64 or base64url, perhaps URL-encoded. */
export const ENCRYPTED: FieldLimit = { maxLength: 512, pattern: '^[A-Za-z0-9_.:@+/=%-]*$' };
/** Licence plates: the province character (and 挂、学、警、港、澳、使、领 …) is Chinese: 粤B12345. */
export const PLATE: FieldLimit = { maxLength: 16, pattern: '^[\u3400-\u9fffA-Za-z0-9·-]*$' };
/** People's names: Chinese or Latin letters, the middle dot of transcribed names, spaces. */
export const PERSON_NAME: FieldLimit = { maxLength: 64, pattern: "^[\u3400-\u9fff\uf900-\ufaffA-Za-z0-9·•.'() （）-]*$" };
export const MOBILE: FieldLimit = { maxLength: 20, pattern: '^[0-9+ -]*$' };

/** A plural field: an array of `item`s, or one string of them separated by commas. */
const listOf = (item: FieldLimit): FieldLimit => ({ maxLength: 8192, pattern: item.pattern.replace('^[', '^[,'), item });

/** Field name → limit; the first matching rule wins. */
export const REQUEST_FIELD_LIMITS: readonly (readonly [RegExp, FieldLimit])[] = [
  [/^licenseNo$/, PLATE],
  [/^encrypt[A-Z]/, ENCRYPTED],
  [/^(?:name|custName|contactName|ownerName|managerName|reviewerName)$/, PERSON_NAME],
  [/^(?:mobile|contactMobile)$/, MOBILE],
  [/^remarkMobiles$/, listOf(MOBILE)],
  [/(?:Ids|Nos|Codes)$/, listOf(ID)],
  [/^(?:id|code|idNumber|identifyNumber)$|(?:Id|No|Code)$/, ID],
];

export function limitOf(field: string): FieldLimit | undefined {
  return REQUEST_FIELD_LIMITS.find(([rule]) => rule.test(field))?.[1];
}

type Schema = TSchema & {
  type?: unknown;
  anyOf?: TSchema[];
  items?: TSchema;
  properties?: Record<string, TSchema>;
  maxLength?: number;
  pattern?: string;
};

/** A copy with TypeBox's own (non-enumerable) markers kept: catalogue schemas are shared with answers. */
const copy = (s: Schema): Schema => Object.defineProperties({}, Object.getOwnPropertyDescriptors(s)) as Schema;

function limited(s: Schema, limit: FieldLimit | undefined): Schema {
  if (s.anyOf) return Object.assign(copy(s), { anyOf: s.anyOf.map((branch) => limited(branch as Schema, limit)) });
  if (s.type === 'string' && limit) {
    const out = copy(s);
    out.maxLength = Math.min(s.maxLength ?? Infinity, limit.maxLength);
    if (s.pattern === undefined) out.pattern = limit.pattern;
    return out;
  }
  if (s.type === 'array' && s.items) return Object.assign(copy(s), { items: limited(s.items as Schema, limit?.item ?? limit) });
  if (s.type === 'object' && s.properties) {
    const properties = Object.fromEntries(Object.entries(s.properties).map(([name, p]) => [name, limited(p as Schema, limitOf(name))]));
    return Object.assign(copy(s), { properties });
  }
  return s;
}

/** The request schema with REQUEST_FIELD_LIMITS applied to every field they name, at any depth. */
export function withRequestLimits<T extends TSchema>(schema: T): T {
  return limited(schema as Schema, undefined) as unknown as T;
}
