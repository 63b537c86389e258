// Dotted field access for request fields (taskGroupMsgHistory.taskId).

export type Fields = Record<string, unknown>;

// A flat key that contains a dot (a GET field named "searchCriteria.frameNo") wins over the nested reading.
export function getField(fields: Fields, path: string): unknown {
  if (path in fields) return fields[path];
  let cur: unknown = fields;
  for (const key of path.split('.')) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Fields)[key];
  }
  return cur;
}

export function setField(fields: Fields, path: string, value: unknown): void {
  if (path in fields) {
    fields[path] = value;
    return;
  }
  const keys = path.split('.');
  let cur: Fields = fields;
  for (const key of keys.slice(0, -1)) {
    const next = cur[key];
    if (!next || typeof next !== 'object') cur[key] = {};
    cur = cur[key] as Fields;
  }
  cur[keys[keys.length - 1]!] = value;
}

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A deep copy of JSON-like request fields, so preparation never changes the caller's object. */
export const cloneFields = (fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === null || typeof v !== 'object' || v instanceof UploadedFile ? v : structuredClone(v)]));

/** A file a caller uploaded, on its way upstream as a multipart part. */
export class UploadedFile {
  constructor(
    readonly buffer: Buffer,
    readonly filename: string,
    readonly mimetype: string,
  ) {}
}
