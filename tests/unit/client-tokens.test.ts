import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// What keeps the kit's rules holding (README "The kit and accessibility"): colours come only from
// the design tokens defined once in styles.css, no screen falls back to a native <select>, no
// private popup shell (aria-modal) lives outside the kit, and the page lets people pinch-zoom; a
// screen reads its query through lib/url-state (useParam, useParams) and says a parameter is
// missing with ui/MissingParam, never with a private variant (README "The screen pattern").

const CLIENT = join(import.meta.dirname, '../../client');
function files(dir: string, ends: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name), ends) : e.name.endsWith(ends) ? [join(dir, e.name)] : []));
}
const rel = (f: string) => relative(CLIENT, f);
const HEX = /#[0-9a-fA-F]{3,8}\b/;
/** The view's query parsed by hand, instead of through useParams(). */
const QUERY_BY_HAND = /new\s+URLSearchParams\(\s*useSearch\(\s*\)\s*\)/;
/** A module of its own declaring a query reader or a missing-parameter screen. */
const PRIVATE_VARIANT = /\b(?:function|const|let|class)\s+(MissingParam|useParams?|useQueryParams?)\b/;
/** The one place of each name. */
const HOME: Record<string, string> = { MissingParam: 'src/ui/MissingParam.tsx', useParam: 'src/lib/url-state.ts', useParams: 'src/lib/url-state.ts' };

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

  it('the query checks see what they look for', () => {
    expect(QUERY_BY_HAND.test("const id = new URLSearchParams(useSearch()).get('id') ?? '';")).toBe(true);
    expect(QUERY_BY_HAND.test('const q = new URLSearchParams( useSearch() );')).toBe(true);
    expect(QUERY_BY_HAND.test('const q = new URLSearchParams({ custId });')).toBe(false);
    expect(PRIVATE_VARIANT.exec('export function useQueryParam(name: string) {')?.[1]).toBe('useQueryParam');
    expect(PRIVATE_VARIANT.exec('export const MissingParam = () => null;')?.[1]).toBe('MissingParam');
    expect(PRIVATE_VARIANT.exec('function useParams(): URLSearchParams {')?.[1]).toBe('useParams');
    expect(PRIVATE_VARIANT.test("import { MissingParam, useParam } from '../../../ui';")).toBe(false);
    expect(PRIVATE_VARIANT.test("const custId = useParam('custId');")).toBe(false);
  });

  it('reads the view\'s query only through lib/url-state and says a parameter is missing only with ui/MissingParam', () => {
    const byHand: string[] = [];
    const variants: string[] = [];
    for (const f of [...files(join(CLIENT, 'src'), '.ts'), ...files(join(CLIENT, 'src'), '.tsx')]) {
      const code = readFileSync(f, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      if (QUERY_BY_HAND.test(code) && rel(f) !== 'src/lib/url-state.ts') byHand.push(rel(f));
      for (const m of code.matchAll(new RegExp(PRIVATE_VARIANT, 'g'))) if (HOME[m[1]!] !== rel(f)) variants.push(`${rel(f)}: ${m[1]}`);
    }
    expect(byHand).toEqual([]);
    expect(variants).toEqual([]);
  });

  it('allows pinch-zoom', () => {
    const viewport = /<meta name="viewport" content="([^"]*)"/.exec(readFileSync(join(CLIENT, 'index.html'), 'utf8'))?.[1];
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/user-scalable=no|maximum-scale=1(\.0)?\b/);
  });
});
