import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { ROUTES } from '../../shared/routes/table';

// Each row of the route table names the area serving its screen (shared/routes/table.ts); the
// area's index (client/src/features/<area>/index.ts) maps exactly its rows' route names to screens.

const FEATURES = new URL('../../client/src/features/', import.meta.url);
const areas = readdirSync(FEATURES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('route manifest', () => {
  for (const area of areas) {
    it(`${area}: its index serves exactly the table's rows naming it`, async () => {
      // Loaded by a path the root typecheck does not follow (the client's .tsx are the client tsconfig's).
      const mod: string = `../../client/src/features/${area}/index`;
      const { screens } = (await import(/* @vite-ignore */ mod)) as { screens: Record<string, unknown> };
      const rows = ROUTES.filter((r) => r.area === area).map((r) => r.name);
      expect(Object.keys(screens).sort()).toEqual([...rows].sort());
    });
  }

  it('names an area for every route but a redirect, and only areas that exist (or the shell)', () => {
    const missing = ROUTES.filter((r) => !r.redirect && !r.area).map((r) => r.path);
    expect(missing).toEqual([]);
    const unknown = ROUTES.filter((r) => r.area && r.area !== 'shell' && !areas.includes(r.area)).map((r) => `${r.path} ${r.area}`);
    expect(unknown).toEqual([]);
    expect(ROUTES.filter((r) => r.redirect && r.area)).toEqual([]);
  });
});
