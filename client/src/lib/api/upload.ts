import { request, type Fields } from './http';
import { buildUploadForm } from './multipart';
import type { FileFieldOf, UploadName } from './names';

// Multipart uploads for catalogue entries with `upload`: the file under the entry's fileField
// (the compiler checks the field name), the other fields as parts.

export function upload<T = unknown, N extends UploadName = UploadName>(
  name: N,
  file: Blob,
  opts: { fileField: FileFieldOf<N>; fields?: Fields; filename?: string },
): Promise<T> {
  return request<T>('POST', name, { body: buildUploadForm(String(opts.fileField), file, opts.fields, opts.filename) });
}
