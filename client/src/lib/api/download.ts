import { ApiError } from './errors';
import { readAnswer, send, type Fields, type Method } from './http';
import type { DownloadName } from './names';
import { filenameOf } from './content-disposition';

export { filenameOf };

// File downloads (spec 000 §7, §8): the BFF streams the file with content-disposition naming it;
// a JSON answer means an error in the one shape. The file is saved under its name.

export interface DownloadOptions {
  method?: Method;
  /** Name to use when the answer does not give one. */
  filename?: string;
}

/** Fetch the file; resolves with the blob and its name. */
export async function fetchFile(name: DownloadName | (string & {}), fields: Fields = {}, opts: DownloadOptions = {}) {
  const method = opts.method ?? 'GET';
  const res = await send(method, name, method === 'GET' ? { query: fields } : { body: fields });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    await readAnswer(res);
    throw new ApiError(res.status, 'DOWNLOAD_FAILED', '请求超时，请重试');
  }
  const filename = filenameOf(res.headers.get('content-disposition')) ?? opts.filename ?? 'download';
  return { blob: await res.blob(), filename };
}

/** Save a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export async function download(name: DownloadName, fields: Fields = {}, opts: DownloadOptions = {}) {
  const file = await fetchFile(name, fields, opts);
  saveBlob(file.blob, file.filename);
  return file.filename;
}
