import { FormData } from 'undici';
import type { CatalogueEntry, HttpMethod } from '../../shared/catalogue/types.js';
import { signParams } from '../../shared/domain/sign.js';
import { getField, setField, UploadedFile, type Fields } from './fields.js';

// Turn a call's fields into what goes on the wire, by the entry's encoding (spec 001 §7):
// URL-encode vinNo/frameNo/licenseNo first (spec 001 §5), then sign where the entry says so.

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

export function encodeRequest(entry: CatalogueEntry, method: HttpMethod, fields: Fields, query: Fields = {}): EncodedRequest {
  for (const name of entry.urlEncode ?? []) {
    for (const target of [fields, query]) {
      const v = getField(target, name);
      if (typeof v === 'string') setField(target, name, encodeURIComponent(v));
    }
  }
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
