import type { Fields } from './types';

// The multipart body of an upload: the file under its field, the other fields as text parts.
export function buildUploadForm(fileField: string, file: Blob, fields: Fields = {}, filename?: string): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  if (filename) form.append(fileField, file, filename);
  else form.append(fileField, file);
  return form;
}
