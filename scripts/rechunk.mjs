// The production build's second step: Rollup re-chunks esbuild's output (scripts/build.mjs).
//
// esbuild splits code by the set of entry points (the main entry and every lazily imported screen)
// that reach each module, and it does not know that the main entry is always loaded before any
// screen: a module the entry imports that some screen imports too lands in a chunk of its own, and
// the entry imported 14 such chunks (109 bytes to 5 KB gzip each) that every first load fetched one
// by one beside it, and a screen's first load took a dozen more chunks of a few hundred bytes.
// Rollup, given esbuild's files as its modules, puts a module that is already loaded when a dynamic
// import runs into the chunk that loaded it: those 14 chunks become part of the entry. Its tree
// shaking finds which chunks run no code when loaded (declarations only): a chunk smaller than
// MIN_CHUNK_BYTES of those is merged into a chunk loaded in the same places or more
// (experimentalMinChunkSize), so a screen may get a few unused functions but never runs code it did
// not before, and chunks esbuild left empty disappear. Home's first load went from 35 JavaScript
// files to 12, the build from 307 JavaScript files to 228. A warning fails the build.
//
// Every chunk starts with V8's compile hint `//# allFunctionsCalledOnLoad` (Chrome 136 and later;
// other engines read a comment): a chunk is fetched when its code is about to run, so its functions
// are compiled eagerly on a background thread while the file streams in, instead of one by one on
// the main thread when first called (README, Performance: about a tenth of the first data's time on
// a phone-like CPU).
//
// Returns a metafile of the same shape as esbuild's for the steps after it (index.html,
// preload.json, the initial-JS budget, dist/client/meta.json): each output's imports (static and
// dynamic), the entry point it stands for, and the source files it holds.

import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { mainEntry, outClient, relativeToRoot, root } from './build-lib.mjs';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** Chunks with no code to run when loaded, smaller than this (minified bytes), are merged into another. */
const MIN_CHUNK_BYTES = 4000;

export async function rechunk(metafile) {
  const built = metafile.outputs;
  const assets = join(outClient, 'assets');
  const bundle = await rollup({
    input: join(root, mainEntry(metafile)),
    onLog(level, log) {
      if (level === 'warn') throw new Error(`client build, re-chunking: ${log.message}`);
    },
  });
  const { output } = await bundle.generate({
    format: 'es',
    entryFileNames: 'main-[hash].js',
    chunkFileNames: 'chunk-[hash].js',
    hashCharacters: 'base36',
    compact: true,
    banner: COMPILE_HINT,
    experimentalMinChunkSize: MIN_CHUNK_BYTES,
  });
  await bundle.close();

  for (const file of Object.keys(built)) if (file.endsWith('.js')) rmSync(join(root, file));
  const outputs = Object.fromEntries(Object.entries(built).filter(([file]) => !file.endsWith('.js')));
  const asset = (name) => relativeToRoot(join(assets, name));
  for (const chunk of output) {
    if (chunk.type !== 'chunk') throw new Error(`client build, re-chunking: unexpected asset ${chunk.fileName}`);
    writeFileSync(join(assets, chunk.fileName), chunk.code);
    const parts = Object.keys(chunk.modules).map((id) => built[relativeToRoot(id)]);
    const facade = chunk.facadeModuleId ? built[relativeToRoot(chunk.facadeModuleId)] : undefined;
    outputs[asset(chunk.fileName)] = {
      imports: [
        ...chunk.imports.map((name) => ({ path: asset(name), kind: 'import-statement' })),
        ...chunk.dynamicImports.map((name) => ({ path: asset(name), kind: 'dynamic-import' })),
      ],
      exports: chunk.exports,
      ...(facade?.entryPoint ? { entryPoint: facade.entryPoint } : {}),
      ...(facade?.cssBundle ? { cssBundle: facade.cssBundle } : {}),
      inputs: Object.assign({}, ...parts.map((part) => part?.inputs ?? {})),
      bytes: Buffer.byteLength(chunk.code),
    };
  }
  return { ...metafile, outputs };
}
