import { FormData } from 'undici';
import type { CatalogueEntry, HttpMethod } from '../../shared/catalogue/types.js';
import { isUrlEncodedField } from '../../shared/catalogue/url-encoded.js';
import { signParams } from '../../shared/domain/sign.js';
import { ApiError, MESSAGES } from '../http/answer.js';
import { UploadedFile, type Fields } from './fields.js';

// Turn a call's fields into what goes on the wire, by the entry's encoding (spec 001 §7), signed
// where the entry says so; and the URL-encoding of vinNo/frameNo/licenseNo (spec 001 §5), which
// invoke() applies once, before anything is sent.

export interface EncodedRequest {
  search: URLSearchParams;
  body?: string | FormData;
  contentType?: string;
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));

function appendAll(target: URLSearchParams | FormData, fields: Fields) {
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    if (v instanceof UploadedFile) {
      if (target instanceof FormData) target.append(k, new Blob([v.buffer], { type: v.mimetype }), v.filename);
      continue;
    }
    target.append(k, asText(v));
  }
}

function encodeOne(value: string, path: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded: the caller's input, so a 400 naming the field.
    throw new ApiError(400, 'BAD_REQUEST', `${MESSAGES.badRequest}：${path}`);
  }
}

/**
 * URL-encode, in place and once, every field named vinNo, frameNo or licenseNo (spec 001 §5),
 * at any depth and inside arrays. `where` names the request part in errors (querystring, body).
 * A loop with its own stack rather than recursion: the depth of a caller's JSON is not ours.
 */
export function urlEncodeIdFields(fields: Fields, where: string): void {
  const stack: [Fields | unknown[], string][] = [[fields, where]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    const entries: [string | number, unknown][] = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
    for (const [key, value] of entries) {
      const at = `${path}.${key}`;
      if (typeof key === 'string' && isUrlEncodedField(key)) {
        if (typeof value === 'string') (node as Fields)[key] = encodeOne(value, at);
        else if (Array.isArray(value)) {
          // A list of plates or frame numbers: each one encoded.
          (node as Fields)[key] = value.map((v, i) => (typeof v === 'string' ? encodeOne(v, `${at}.${i}`) : v));
        }
        continue;
      }
      if (value && typeof value === 'object' && !(value instanceof UploadedFile)) stack.push([value as Fields | unknown[], at]);
    }
  }
}

export function encodeRequest(entry: CatalogueEntry, method: HttpMethod, fields: Fields, query: Fields = {}): EncodedRequest {
  const inQuery = method === 'GET' || entry.encoding === 'params';
  if (entry.signed) {
    const all = Object.fromEntries(Object.entries(inQuery ? fields : { ...query, ...fields }).filter(([, v]) => !(v instanceof UploadedFile)));
    const sign = signParams(all);
    if (inQuery) fields.sign = sign;
    else query.sign = sign;
  }
  const search = new URLSearchParams();
  if (inQuery) {
    appendAll(search, fields);
    return { search };
  }
  appendAll(search, query);
  switch (entry.encoding) {
    case 'form': {
      const form = new URLSearchParams();
      appendAll(form, fields);
      return { search, body: form.toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
    }
    case 'formData': {
      const form = new FormData();
      appendAll(form, fields);
      return { search, body: form };
    }
    default:
      return { search, body: JSON.stringify(fields), contentType: 'application/json;charset=UTF-8' };
  }
}
