import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from '../../../shared/domain';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../shared/domain');
const sources = readdirSync(dir).filter((f) => f.endsWith('.ts'));

describe('shared/domain as one library', () => {
  it('index re-exports every module', () => {
    const index = readFileSync(join(dir, 'index.ts'), 'utf8');
    for (const file of sources.filter((f) => f !== 'index.ts')) {
      expect(index).toContain(`from './${file.replace(/\.ts$/, '')}'`);
    }
  });

  it('exposes the main functions', () => {
    for (const name of ['validateIdCard', 'validateMobile', 'validatePlate', 'isRun', 'maskPhone', 'maskIdNumber', 'maskEmployeeCode', 'maskMiddle', 'formatMoney', 'formatTime', 'intervalOf', 'formatSeconds', 'sha1', 'signParams', 'fillScript', 'createSignedCache', 'labelOf', 'usesForCS', 'rootFontSizeFor']) {
      expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    }
  });

  it.each(sources)('%s uses no Node-only or DOM APIs (it runs in the BFF and the browser)', (file) => {
    const code = readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/from 'node:|require\(|\bBuffer\b|\bprocess\.|\bwindow\.|\bdocument\.|\blocalStorage\b|\bsessionStorage\b/);
    expect(code).not.toMatch(/from '\.\.\//);
  });
});
