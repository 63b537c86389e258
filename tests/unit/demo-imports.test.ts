import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The demo upstream's layout (README, "The demo upstream"): handlers read other sections only
// through demo/state (and share views through demo/data), never another handler file, and demo/
// has no import circle. Read from the files' import lines; `import type` is erased, so not counted.

const ROOT = resolve(import.meta.dirname, '../..');
const DEMO = join(ROOT, 'demo');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? tsFiles(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );
}

const STATEMENT = /^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The demo files a file imports at run time (as paths relative to the repository). */
function importsOf(file: string): string[] {
  const out: string[] = [];
  for (const [, typeOnly, spec] of readFileSync(file, 'utf8').matchAll(STATEMENT)) {
    if (typeOnly || !spec?.startsWith('.')) continue;
    const target = resolve(dirname(file), spec.replace(/\.js$/, ''));
    const path = target.endsWith('.ts') ? target : `${target}.ts`;
    if (path.startsWith(DEMO)) out.push(relative(ROOT, path));
  }
  return out;
}

const graph = new Map(tsFiles(DEMO).map((f) => [relative(ROOT, f), importsOf(f)]));

describe('demo upstream imports', () => {
  it('reads every file and finds its imports', () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(graph.get('demo/handlers/index.ts')).toContain('demo/handlers/customers.ts');
    for (const targets of graph.values()) for (const t of targets) expect(graph.has(t), t).toBe(true);
  });

  it('no handler imports another handler file (content/* only content/common)', () => {
    const offending: string[] = [];
    for (const [file, targets] of graph) {
      if (!file.startsWith('demo/handlers/') || file.endsWith('/index.ts')) continue;
      for (const t of targets) {
        if (!t.startsWith('demo/handlers/') || t === 'demo/handlers/content/common.ts') continue;
        offending.push(`${file} → ${t}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('has no import circle', () => {
    const circles: string[] = [];
    const done = new Set<string>();
    const walk = (file: string, path: string[]) => {
      const at = path.indexOf(file);
      if (at >= 0) return void circles.push([...path.slice(at), file].join(' → '));
      if (done.has(file)) return;
      for (const t of graph.get(file) ?? []) walk(t, [...path, file]);
      done.add(file);
    };
    for (const file of graph.keys()) walk(file, []);
    expect(circles).toEqual([]);
  });
});
