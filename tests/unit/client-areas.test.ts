import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes/table';

// The entry knows each area's route names (client/src/router/areas.ts) without loading the area;
// the area's registry knows its screens. The two must say the same, and name real routes.

// Loaded by a path the root typecheck does not follow (the client's .tsx are the client tsconfig's).
const AREAS_MODULE: string = '../../client/src/app/router/areas';
const SCREENS_MODULE: string = '../../client/src/app/router/screens';
interface Area {
  names: string;
  load(): Promise<{ screens: Record<string, unknown> }>;
}
const { AREAS } = (await import(/* @vite-ignore */ AREAS_MODULE)) as { AREAS: Record<string, Area> };

describe('screen areas', () => {
  const routeNames = new Set(ROUTES.map((r) => r.name));

  for (const [key, area] of Object.entries(AREAS)) {
    it(`${key}: the names in areas.ts are exactly the screens of its registry, each a route of the table`, async () => {
      const { screens } = await area.load();
      const names = area.names.split(' ');
      expect([...names].sort()).toEqual(Object.keys(screens).sort());
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(routeNames.has(name), name).toBe(true);
    });
  }

  it('has a screen for every route of the table: the shell\'s or an area\'s (no placeholder)', async () => {
    const { SHELL } = (await import(/* @vite-ignore */ SCREENS_MODULE)) as { SHELL: Record<string, unknown> };
    const inAreas = new Set(Object.values(AREAS).flatMap((a) => a.names.split(' ')));
    const missing = ROUTES.filter((r) => !r.redirect && !(r.name in SHELL) && !inAreas.has(r.name)).map((r) => r.path);
    expect(missing).toEqual([]);
  });

  it('gives each route name to one area only', () => {
    const all = Object.values(AREAS).flatMap((a) => a.names.split(' '));
    expect(new Set(all).size).toBe(all.length);
  });
});
