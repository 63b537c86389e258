// `npm run build`: the client (minified, split per route, re-chunked, hashed, precompressed) and the server bundle.
import * as esbuild from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientOptions, serverOptions, cleanClient, writeIndexHtml, writePreloads, precompress, initialJsGzip, outClient } from './build-lib.mjs';
import { rechunk } from './rechunk.mjs';

const started = Date.now();
cleanClient();
// esbuild bundles and splits; Rollup then merges the chunks the entry always loads into it (rechunk.mjs).
const metafile = await rechunk((await esbuild.build(clientOptions({ production: true }))).metafile);
writeIndexHtml(metafile);
writePreloads(metafile);
precompress();
writeFileSync(join(outClient, 'meta.json'), JSON.stringify(metafile));
await esbuild.build(serverOptions());
const initial = initialJsGzip(metafile);
console.log(`built client and server in ${Date.now() - started} ms; initial JS ${(initial.bytes / 1024).toFixed(1)} KB gzip`);
