import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameCall, type FirstAnswer } from '../../shared/first-calls.js';

// The answers the BFF wrote into the page (client/src/lib/query/first-data.ts): each taken once,
// only for the same call, only while the page is fresh; the element read once and removed.

const tasks = { name: 'weixinCustMainQuery', method: 'POST' as const, fields: { taskType: '2', pageNo: 1, pageSize: 100 } };

async function pageWith(answers: FirstAnswer[]) {
  vi.resetModules();
  let removed = 0;
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'bff-first-data' ? { textContent: JSON.stringify(answers), remove: () => removed++ } : null) });
  const mod = await import('../../client/src/lib/query/first-data.js');
  return { take: mod.takeFirstData, removed: () => removed };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('first data in the page', () => {
  it('gives each answer once, for the same call only (fields in any order, numbers or their text)', async () => {
    const page = await pageWith([{ ...tasks, data: { lists: [1] } }]);
    expect(page.take({ ...tasks, method: 'GET' })).toBeUndefined();
    expect(page.take({ ...tasks, fields: { ...tasks.fields, taskType: '3' } })).toBeUndefined();
    expect(page.take({ name: tasks.name, method: 'POST', fields: { pageSize: '100', pageNo: 1, taskType: '2' } })).toEqual({ data: { lists: [1] } });
    expect(page.take(tasks)).toBeUndefined();
    expect(page.removed()).toBe(1);
  });

  it('gives nothing once the page is no longer fresh (30 s), and nothing when the page has none', async () => {
    const page = await pageWith([{ ...tasks, data: {} }]);
    vi.spyOn(performance, 'now').mockReturnValue(31_000);
    expect(page.take(tasks)).toBeUndefined();
    const none = await pageWith([]);
    expect(none.take(tasks)).toBeUndefined();
  });

  it('sameCall ignores undefined fields and field order, not extra fields', () => {
    expect(sameCall({ name: 'a', method: 'GET', fields: { x: 1 } }, { name: 'a', method: 'GET', fields: { x: '1' } })).toBe(true);
    expect(sameCall({ name: 'a', method: 'GET', fields: { x: 1 } }, { name: 'a', method: 'GET', fields: { x: 1, y: 2 } })).toBe(false);
  });
});
