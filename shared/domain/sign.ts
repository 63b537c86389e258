// Request signing (spec 000 §7): sort the keys, skip null values, join key=value with &, SHA-1 hex.
import { sha1 } from './sha1';

/** Values that take part in a signature; objects are signed as their JSON text. */
export type SignableParams = Readonly<Record<string, unknown>>;

function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The text that is hashed: keys in code-unit order, null and undefined values skipped (an empty
 * string is kept: it is a value the server also sees), each pair as key=value, joined by &.
 */
export function canonicalQuery(params: SignableParams | null | undefined): string {
  if (!params) return '';
  return Object.keys(params)
    .sort()
    .filter((key) => params[key] !== null && params[key] !== undefined)
    .map((key) => `${key}=${valueText(params[key])}`)
    .join('&');
}

/** The request-signing digest: SHA-1 hex of the canonical query. */
export function signParams(params: SignableParams | null | undefined): string {
  return sha1(canonicalQuery(params));
}
