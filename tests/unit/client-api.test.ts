// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { debouncePromise } from '../../client/src/lib/api/debounce';
import { filenameOf } from '../../client/src/lib/api/content-disposition';
import { idCache } from '../../client/src/lib/api/id-cache';
import { createLatestOnly } from '../../client/src/lib/api/latest';
import { LruCache } from '../../client/src/lib/api/lru';
import { buildUploadForm } from '../../client/src/lib/api/multipart';
import type { KeyValueStorage } from '../../shared/domain/signed-cache';
import { applyMove, cachedNames, slideOf, type View } from '../../client/src/lib/navigation/stack';
import { formatTarget, parseTarget, safeLocalPath } from '../../client/src/lib/navigation/target';
import { findRoute } from '../../shared/routes/lists';

// The client's API layer and router pieces without a server.

afterEach(() => {
  vi.useRealTimers();
});

describe('the API client', () => {
  it('aborts the previous poster query when a new one starts (latest wins)', async () => {
    const latest = createLatestOnly<string>();
    const slow = (value: string) => (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
        setTimeout(() => resolve(value), 20);
      });
    const first = latest('queryQwPosterMain', slow('first'));
    const other = latest('queryQwPosterClass', slow('class'));
    const second = latest('queryQwPosterMain', slow('second'));
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toBe('second');
    await expect(other).resolves.toBe('class');
  });

  it('debounces: calls within the window collapse into one with the last arguments', async () => {
    vi.useFakeTimers();
    const fn = vi.fn(async (x: number) => x * 10);
    const d = debouncePromise(fn, 500);
    const a = d(1);
    vi.advanceTimersByTime(300);
    const b = d(2);
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(Promise.all([a, b])).resolves.toEqual([20, 20]);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('reads the filename from content-disposition', () => {
    expect(filenameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%E4%BF%9D%E5%8D%95.pdf`)).toBe('保单.pdf');
    expect(filenameOf('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(filenameOf('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(filenameOf(null)).toBeUndefined();
  });

  it('builds multipart uploads with the file under its field', () => {
    const form = buildUploadForm('file', new Blob(['x']), { type: 'image', skip: null }, 'a.png');
    expect(form.get('type')).toBe('image');
    expect(form.has('skip')).toBe(false);
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it('keeps the 10 most recently used news bodies', () => {
    const lru = new LruCache<string, number>(10);
    for (let i = 0; i < 10; i++) lru.set(`n${i}`, i);
    lru.get('n0');
    lru.set('n10', 10);
    expect(lru.size).toBe(10);
    expect(lru.get('n1')).toBeUndefined();
    expect(lru.get('n0')).toBe(0);
  });

  it('keeps id caches as signed localStorage entries under wx_taskidCache and wx_IDNumberCache', () => {
    const localStorage = (globalThis as unknown as { localStorage: KeyValueStorage }).localStorage;
    const tasks = idCache('wx_taskidCache', localStorage);
    tasks.set('T1', 'ENC-T1');
    expect(tasks.get('T1')).toBe('ENC-T1');
    const raw = JSON.parse(localStorage.getItem('wx_taskidCache:T1')!) as { sign: string; value: string };
    expect(raw.sign).toMatch(/^[0-9a-f]{40}$/);
    localStorage.setItem('wx_taskidCache:T1', JSON.stringify({ ...raw, value: 'TAMPERED' }));
    expect(tasks.get('T1')).toBeNull();
    expect(localStorage.getItem('wx_taskidCache:T1')).toBeNull();
  });
});

describe('the router pieces', () => {
  const view = (path: string, idx: number): View => ({ key: `k${idx}`, idx, target: parseTarget(path), route: findRoute(path)!, params: {} });

  it('pushes, replaces and pops the view stack; a cached route stays until its last instance is popped', () => {
    let s = applyMove([], 'push', view('/home/customer-home-page', 0));
    s = applyMove(s, 'push', view('/poster/index', 1));
    s = applyMove(s, 'push', view('/news/articles', 2));
    s = applyMove(s, 'push', view('/poster/index', 3));
    expect(cachedNames(s)).toEqual(['Poster']);
    s = applyMove(s, 'pop', view('/news/articles', 2));
    expect(cachedNames(s)).toEqual(['Poster']);
    s = applyMove(s, 'pop', view('/home/customer-home-page', 0));
    expect(cachedNames(s)).toEqual([]);
    expect(s).toHaveLength(1);
    s = applyMove(s, 'replace', view('/mine/index', 0));
    expect(s.map((v) => v.target.path)).toEqual(['/mine/index']);
  });

  it('slides left when leaving the index route, right otherwise', () => {
    expect(slideOf(view('/', 0))).toBe('slide-left');
    expect(slideOf(view('/poster/index', 0))).toBe('slide-right');
  });

  it('follows only local redirect paths', () => {
    expect(safeLocalPath('/poster/index?x=1')).toBe('/poster/index?x=1');
    for (const bad of ['//evil.example', 'https://evil.example/x', '/\\evil', 'javascript:alert(1)', null]) expect(safeLocalPath(bad, '/home')).toBe('/home');
    expect(formatTarget(parseTarget('/a/b/?x=1&y=2'))).toBe('/a/b?x=1&y=2');
  });
});

describe('the one redirect normaliser (shared by the BFF and the client)', () => {
  const local = (p: string) => p.startsWith('/') && !p.startsWith('//') && !p.includes('\\') && new URL(p, 'http://app.invalid').origin === 'http://app.invalid';

  it('is idempotent and always yields a local path', () => {
    const pathish = fc.oneof(
      fc.string(),
      fc.webPath(),
      fc.webUrl(),
      fc.array(fc.constantFrom('/', '.', '..', '\\', '%2f', '%2e', 'evil.com', '?', '#', ':', '@', '\t', 'a'), { maxLength: 12 }).map((parts) => parts.join('')),
      fc.array(fc.constantFrom('/', '.', '..', 'evil.com', '%2F', 'x'), { maxLength: 8 }).map((parts) => `/${parts.join('/')}`),
    );
    fc.assert(
      fc.property(pathish, (target) => {
        const once = safeLocalPath(target, '/');
        expect(local(once)).toBe(true);
        expect(safeLocalPath(once, '/')).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['/.//evil.com', '/evil.com'],
    ['/./\\evil.com', '/'],
    ['/%2e%2e//evil.com', '/evil.com'],
    ['/a/..//evil.com', '/evil.com'],
    ['/\t/evil.com', '/'],
    ['/home?x=1#frag', '/home?x=1'],
  ])('%s → %s', (target, expected) => {
    expect(safeLocalPath(target, '/')).toBe(expected);
  });
});
