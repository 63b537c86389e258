// Build steps shared by `npm run build` and `npm run dev`.
import { readFileSync, writeFileSync, readdirSync, statSync, rmSync, mkdirSync, existsSync } from 'node:fs';
import { join, basename, dirname } from 'node:path';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';

export const root = new URL('..', import.meta.url).pathname;
export const outClient = join(root, 'dist/client');
export const outServer = join(root, 'dist/server');

/**
 * esbuild options for the client: one entry, a chunk per lazily imported screen, hashed names; and
 * each feature's stylesheets as entries of their own (featureCss: esbuild would otherwise put every
 * stylesheet a lazily loaded chunk imports into the entry's CSS).
 */
export function clientOptions({ production = true } = {}) {
  const styles = featureStylesheets();
  return {
    entryPoints: [join(root, MAIN_ENTRY), ...new Set(Object.values(styles).flat())],
    plugins: [featureCss(styles)],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(outClient, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    minify: production,
    sourcemap: production ? false : 'linked',
    metafile: true,
    jsx: 'automatic',
    target: ['es2020'],
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    legalComments: 'none',
    logLevel: 'warning',
    // React 19 has useSyncExternalStore: wouter's shim for older Reacts is not shipped.
    alias: { 'use-sync-external-store/shim/index.js': join(root, 'client/src/vendor/use-sync-external-store.ts') },
  };
}

/** esbuild options for the server: one ES module, dependencies left to node_modules. */
export function serverOptions() {
  return {
    entryPoints: [join(root, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: join(outServer, 'main.js'),
    sourcemap: true,
    logLevel: 'warning',
  };
}

export function cleanClient() {
  rmSync(outClient, { recursive: true, force: true });
  mkdirSync(join(outClient, 'assets'), { recursive: true });
}

export const MAIN_ENTRY = 'client/src/app/main.tsx';

const FEATURES_DIR = 'client/src/features';
const FEATURE_INDEX = /^client\/src\/features\/([^/]+)\/index\.tsx?$/;

/**
 * The stylesheets each feature's index.ts imports (`import './home.css';`), in import order:
 * feature → absolute paths. A feature's CSS loads with the feature (app/router/features.ts).
 */
export function featureStylesheets(dir = join(root, FEATURES_DIR)) {
  const found = {};
  for (const area of readdirSync(dir)) {
    for (const name of ['index.ts', 'index.tsx']) {
      const file = join(dir, area, name);
      if (!existsSync(file)) continue;
      const text = readFileSync(file, 'utf8');
      const sheets = [...text.matchAll(/^import\s+['"]([^'"]+\.css)['"]/gm)].map((m) => join(dir, area, m[1]));
      if (sheets.length) found[area] = sheets;
    }
  }
  return found;
}

/**
 * Takes a feature index's stylesheet imports out of the JavaScript graph (they become empty
 * modules): each stylesheet is an entry point of its own instead (clientOptions), its file named in
 * the page's map of feature styles (featureStyles). A stylesheet imported elsewhere stays global.
 */
function featureCss(styles) {
  const sheets = new Set(Object.values(styles).flat());
  return {
    name: 'feature-css',
    setup(build) {
      build.onResolve({ filter: /\.css$/ }, (args) => {
        if (args.kind !== 'import-statement' || !FEATURE_INDEX.test(relativeToRoot(args.importer))) return undefined;
        const path = join(dirname(args.importer), args.path);
        if (!sheets.has(path)) return { errors: [{ text: `${args.path} is not among the feature stylesheets found at start: build again` }] };
        return { path, namespace: 'feature-css' };
      });
      build.onLoad({ filter: /.*/, namespace: 'feature-css' }, () => ({ contents: '', loader: 'js' }));
    },
  };
}

/**
 * Each feature's stylesheet files (names in assets/, in the order its index.ts imports them), read
 * from the metafile: the feature index's `feature-css:` imports, each the output of that
 * stylesheet's own entry point. The page carries this map (writeIndexHtml) for the router, and the
 * BFF links the route's feature's files in the page's head (preload.json).
 */
export function featureStyles(metafile) {
  const cssOf = new Map();
  for (const [file, out] of Object.entries(metafile.outputs)) if (file.endsWith('.css') && out.entryPoint) cssOf.set(out.entryPoint, basename(file));
  const styles = {};
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const area = FEATURE_INDEX.exec(input)?.[1];
    if (!area) continue;
    const files = [];
    for (const imp of imports) {
      if (!imp.path.startsWith('feature-css:')) continue;
      const sheet = relativeToRoot(imp.path.slice('feature-css:'.length));
      const css = cssOf.get(sheet);
      if (!css) throw new Error(`client build: no output for ${sheet} (imported by ${input})`);
      files.push(css);
    }
    if (files.length) styles[area] = files;
  }
  return styles;
}

/** The output file of the client's main entry (lazy screens are entry points to esbuild too). */
export function mainEntry(metafile) {
  const file = Object.keys(metafile.outputs).find((f) => metafile.outputs[f].entryPoint === MAIN_ENTRY && f.endsWith('.js'));
  if (!file) throw new Error('client build: main entry not found in metafile');
  return file;
}

/** Write index.html pointing at the hashed entry files (the base path stays a placeholder). */
export function writeIndexHtml(metafile) {
  const entry = mainEntry(metafile);
  const js = basename(entry);
  const cssOut = metafile.outputs[entry].cssBundle;
  const css = cssOut && basename(cssOut);
  if (!js || !css) throw new Error(`client build produced no entry js/css (${js}, ${css})`);
  const html = readFileSync(join(root, 'client/index.html'), 'utf8')
    .replace('%ENTRY_JS%', js)
    .replace('%ENTRY_CSS%', css)
    .replace('%FEATURE_STYLES%', JSON.stringify(featureStyles(metafile)));
  writeFileSync(join(outClient, 'index.html'), html);
  return { js, css };
}

/** Precompress every asset over 1 KB as .gz and .br beside it. */
export function precompress() {
  const dir = join(outClient, 'assets');
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.gz') || name.endsWith('.br') || name.endsWith('.map')) continue;
    const file = join(dir, name);
    if (statSync(file).size < 1024) continue;
    const data = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

/** Gzip size in bytes of the JavaScript the HTML loads before any screen: the entry and its static imports. */
export function initialJsGzip(metafile) {
  const outputs = metafile.outputs;
  const entry = mainEntry(metafile);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
  };
  visit(entry);
  let total = 0;
  for (const file of seen) total += gzipSync(readFileSync(join(root, file))).length;
  return { files: [...seen].map((f) => basename(f)), bytes: total };
}

/**
 * The route name → screen module map, read from the screen registries: every module under
 * client/src that maps route names to `lazyScreen(() => import('./X'))`, directly or through a
 * const (`const contact = lazyScreen(…)` … `ContactCustomer: contact`). Route names the registries
 * do not name (the shell's screens) get the common preloads only.
 */
export function screenModules(dir = join(root, 'client/src')) {
  const found = {};
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const file = join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name)) {
        const text = readFileSync(file, 'utf8');
        if (!text.includes('lazyScreen(')) continue;
        const rel = (spec) => relativeToRoot(join(d, spec));
        const consts = {};
        for (const m of text.matchAll(/const\s+(\w+)\s*=\s*lazyScreen\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/g)) consts[m[1]] = rel(m[2]);
        for (const m of text.matchAll(/^\s*(\w+)\s*:\s*lazyScreen\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/gm)) found[m[1]] = rel(m[2]);
        for (const m of text.matchAll(/^\s*(\w+)\s*:\s*(\w+)\s*,/gm)) if (consts[m[2]]) found[m[1]] = consts[m[2]];
        // Shorthand: `CustomerInfoDetail,` for a const of that name.
        for (const m of text.matchAll(/^\s*(\w+)\s*,\s*$/gm)) if (consts[m[1]]) found[m[1]] = consts[m[1]];
      }
    }
  };
  walk(dir);
  return found;
}

/** A path under the project root, as esbuild's metafile names files (client/src/…, dist/client/…). */
export const relativeToRoot = (abs) => abs.slice(root.length).replace(/^\/+/, '');

/**
 * What each route needs at first load, for <link rel="modulepreload"> (written as preload.json):
 * `common` is the entry's static import graph (fetched with the entry instead of after it); each
 * route name's list adds the chunks on the shortest chain of dynamic imports from the entry to its
 * screen's chunk (the index of areas, the area's registry, the screen: whatever the chunking is),
 * each with its static imports; `styles` names each feature's stylesheets (featureStyles), linked in
 * the head of a page of that feature's route. Names are file names in assets/.
 */
export function writePreloads(metafile) {
  const outputs = metafile.outputs;
  const entry = mainEntry(metafile);
  const closure = (file, into) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') closure(imp.path, into);
    return into;
  };
  const common = closure(entry, new Set());
  // Shortest dynamic-import chains from the entry's graph to every output.
  const via = new Map();
  const queue = [...common];
  for (const f of common) via.set(f, null);
  while (queue.length) {
    const file = queue.shift();
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind !== 'dynamic-import' && imp.kind !== 'import-statement') continue;
      if (via.has(imp.path)) continue;
      via.set(imp.path, file);
      queue.push(imp.path);
    }
  }
  const outputOf = (source) => {
    const js = Object.keys(outputs).filter((f) => f.endsWith('.js'));
    const ext = (f) => [f, `${f}.ts`, `${f}.tsx`];
    return js.find((f) => ext(source).includes(outputs[f].entryPoint)) ?? js.find((f) => ext(source).some((s) => outputs[f].inputs?.[s]));
  };
  const routes = {};
  for (const [name, source] of Object.entries(screenModules())) {
    const target = outputOf(source);
    if (!target || !via.has(target)) continue;
    const files = new Set();
    for (let f = target; f && !common.has(f); f = via.get(f)) closure(f, files);
    for (const f of common) files.delete(f);
    routes[name] = [...files].map((f) => basename(f));
  }
  const preloads = { common: [...common].filter((f) => f !== entry).map((f) => basename(f)), routes, styles: featureStyles(metafile) };
  writeFileSync(join(outClient, 'preload.json'), JSON.stringify(preloads));
  return preloads;
}
