// `npm run build`: the client (minified, split per route, hashed, precompressed) and the server bundle.
import * as esbuild from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientOptions, serverOptions, cleanClient, writeIndexHtml, writePreloads, precompress, initialJsGzip, outClient } from './build-lib.mjs';

const started = Date.now();
cleanClient();
const client = await esbuild.build(clientOptions({ production: true }));
writeIndexHtml(client.metafile);
writePreloads(client.metafile);
precompress();
writeFileSync(join(outClient, 'meta.json'), JSON.stringify(client.metafile));
await esbuild.build(serverOptions());
const initial = initialJsGzip(client.metafile);
console.log(`built client and server in ${Date.now() - started} ms; initial JS ${(initial.bytes / 1024).toFixed(1)} KB gzip`);
