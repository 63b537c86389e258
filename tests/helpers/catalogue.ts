import type { Server } from 'node:http';
import request from 'supertest';
import type { CatalogueEntry } from '../../shared/catalogue/index.js';
import { sampleUpload } from '../fixtures/files.js';

/** A catalogue entry's documented example, sent to its mirror path the way a calling app would. */
export function sendExample(server: Server, entry: CatalogueEntry, cookie: string, apiPrefix = '/api') {
  const method = entry.methods[0]!;
  const url = `${apiPrefix}${entry.mirrorPath}`;
  // x-csrf as the app's own pages send it on every call (state-changing GET calls need it).
  if (method === 'GET') return request(server).get(url).query(entry.example).set('x-csrf', '1').set('cookie', cookie);
  const post = request(server).post(url).set('x-csrf', '1').set('cookie', cookie);
  if (entry.upload) {
    const file = sampleUpload(entry);
    let req = post.attach(entry.upload.fileField, file.bytes, { filename: file.filename, contentType: file.contentType });
    for (const [k, v] of Object.entries(entry.example)) req = req.field(k, String(v));
    return req;
  }
  if (entry.encoding === 'params+body') {
    // The example holds both: the fields the query schema names go as query parameters.
    const queryKeys = Object.keys((entry.query as { properties?: object }).properties ?? {});
    const pick = (inQuery: boolean) => Object.fromEntries(Object.entries(entry.example).filter(([k]) => queryKeys.includes(k) === inQuery));
    return post.query(pick(true)).send(pick(false));
  }
  return post.send(entry.example);
}
