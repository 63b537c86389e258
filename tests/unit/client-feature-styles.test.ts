import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Each feature's stylesheets load with the feature: its index.ts imports them, the build makes each
// an entry of its own and derives, from esbuild's metafile, the feature → files map the page
// carries (the router links them with the feature's chunk; the BFF links the first route's).

interface Metafile {
  inputs: Record<string, { imports: { path: string; kind: string }[] }>;
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}
interface BuildLib {
  root: string;
  featureStyles(metafile: Metafile): Record<string, string[]>;
  featureStylesheets(): Record<string, string[]>;
}
// Loaded by a path the root typecheck does not follow (a plain .mjs build script).
const lib: string = '../../scripts/build-lib.mjs';
const build = async () => (await import(/* @vite-ignore */ lib)) as BuildLib;

describe('feature stylesheets (scripts/build-lib.mjs)', () => {
  it("maps each feature to its stylesheets' output files, in its index's import order", async () => {
    const { root, featureStyles } = await build();
    const sheet = (rel: string) => ({ path: `feature-css:${join(root, rel)}`, kind: 'import-statement' });
    const metafile: Metafile = {
      inputs: {
        'client/src/features/report/index.ts': {
          imports: [{ path: 'client/src/lib/screen.ts', kind: 'import-statement' }, sheet('client/src/ui/chart.css'), sheet('client/src/features/report/report.css'), { path: 'client/src/features/report/screens/DataBoard.tsx', kind: 'dynamic-import' }],
        },
        'client/src/features/home/index.ts': { imports: [sheet('client/src/features/home/home.css')] },
        'client/src/features/wechat/index.ts': { imports: [{ path: 'client/src/lib/screen.ts', kind: 'import-statement' }] },
        'client/src/app/main.tsx': { imports: [{ path: 'client/src/styles.css', kind: 'import-statement' }] },
      },
      outputs: {
        'dist/client/assets/main-AAAA.js': { entryPoint: 'client/src/app/main.tsx', imports: [] },
        'dist/client/assets/main-BBBB.css': { imports: [] },
        'dist/client/assets/chunk-CCCC.js': { entryPoint: 'client/src/features/report/index.ts', imports: [] },
        'dist/client/assets/chunk-DDDD.js': { entryPoint: 'client/src/features/home/index.ts', imports: [] },
        'dist/client/assets/chunk-EEEE.js': { entryPoint: 'client/src/features/wechat/index.ts', imports: [] },
        'dist/client/assets/chunk-FFFF.js': { imports: [] },
        'dist/client/assets/report-1111.css': { entryPoint: 'client/src/features/report/report.css', imports: [] },
        'dist/client/assets/chart-2222.css': { entryPoint: 'client/src/ui/chart.css', imports: [] },
        'dist/client/assets/home-3333.css': { entryPoint: 'client/src/features/home/home.css', imports: [] },
      },
    };
    expect(featureStyles(metafile)).toEqual({ report: ['chart-2222.css', 'report-1111.css'], home: ['home-3333.css'] });
    // A stylesheet without its output is a broken build, not a feature shown unstyled.
    delete metafile.outputs['dist/client/assets/home-3333.css'];
    expect(() => featureStyles(metafile)).toThrow(/home\.css/);
  });

  it("finds the stylesheets each feature's index imports, and every stylesheet in a feature's folder is one", async () => {
    const { root, featureStylesheets } = await build();
    const found = featureStylesheets();
    const features = join(root, 'client/src/features');
    expect(found['report']).toEqual([join(root, 'client/src/ui/chart.css'), join(features, 'report/report.css')]);
    for (const area of readdirSync(features)) {
      const sheets = readdirSync(join(features, area)).filter((f) => f.endsWith('.css'));
      for (const f of sheets) expect(found[area] ?? [], `${area}/${f} is imported by features/${area}/index.ts`).toContain(join(features, area, f));
    }
  });
});
