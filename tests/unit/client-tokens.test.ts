import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// What keeps the kit's rules holding (README "The kit and accessibility"): colours come only from
// the design tokens defined once in styles.css, no screen falls back to a native <select>, no
// private popup shell (aria-modal) lives outside the kit, and the page lets people pinch-zoom.

const CLIENT = join(import.meta.dirname, '../../client');
function files(dir: string, ends: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name), ends) : e.name.endsWith(ends) ? [join(dir, e.name)] : []));
}
const rel = (f: string) => relative(CLIENT, f);
const HEX = /#[0-9a-fA-F]{3,8}\b/;

describe('the client kit', () => {
  it('writes no colour in a stylesheet except the token definitions at the top of styles.css', () => {
    const offenders: string[] = [];
    for (const f of files(join(CLIENT, 'src'), '.css')) {
      let text = readFileSync(f, 'utf8');
      if (rel(f) === 'src/styles.css') text = text.replace(/:root \{[\s\S]*?\n\}/, '');
      text.split('\n').forEach((line, i) => {
        if (HEX.test(line) || /rgba?\((?!0, 0, 0,)/.test(line)) offenders.push(`${rel(f)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('has no native <select> and no modal shell outside the kit', () => {
    const selects: string[] = [];
    const modals: string[] = [];
    for (const f of files(join(CLIENT, 'src'), '.tsx')) {
      const code = readFileSync(f, 'utf8').replace(/\/\/.*$/gm, '');
      if (/<select\b/.test(code)) selects.push(rel(f));
      if (/aria-modal/.test(code) && !rel(f).startsWith('src/ui/popup/')) modals.push(rel(f));
    }
    expect(selects).toEqual([]);
    expect(modals).toEqual([]);
  });

  it('allows pinch-zoom', () => {
    const viewport = /<meta name="viewport" content="([^"]*)"/.exec(readFileSync(join(CLIENT, 'index.html'), 'utf8'))?.[1];
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/user-scalable=no|maximum-scale=1(\.0)?\b/);
  });
});
