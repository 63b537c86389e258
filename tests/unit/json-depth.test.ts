import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../server/plugins/json-body.js';

// The one-pass depth check that runs before a JSON body is parsed agrees with the real nesting.

const depthOf = (v: unknown): number =>
  Array.isArray(v) ? 1 + Math.max(0, ...v.map(depthOf)) : v && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0;

describe('JSON depth check', () => {
  it('agrees with the parsed value’s depth, brackets inside strings and escapes included', () => {
    const tricky = fc.constantFrom('[', ']', '{', '}', '"', '\\', '\\"[', '"]}');
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.string(), tricky, fc.integer(), fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(fc.oneof(fc.string(), tricky), tie('node'), { maxKeys: 3 })),
    })).node;
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 8 }), (v, max) => {
        expect(nestsDeeperThan(JSON.stringify(v), max)).toBe(depthOf(v) > max);
      }),
      { numRuns: 2000 },
    );
  });

  it('a wide body is not deep: 20,000 records nest 4 levels', () => {
    const wide = JSON.stringify({ list: Array.from({ length: 20_000 }, (_, i) => ({ id: `C${i}`, name: '刘芳', tags: ['a', 'b'] })) });
    expect(nestsDeeperThan(wide, 4)).toBe(false);
    expect(nestsDeeperThan(wide, 3)).toBe(true);
  });
});
