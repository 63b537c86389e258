import { beforeAll, describe, expect, it } from 'vitest';
import { appPath, go, loginAs, shown, until, appInBrowser, type AppInBrowser } from './app-helpers.js';

// Cached routes (spec 000 §2): kept alive inside <Activity mode="hidden"> with their state and
// scroll while an instance is in the view stack, dropped when the last one is popped. The pages
// are the debug-only /dev/cached (cached) and /dev/plain (not cached), cookie debug=1.

const cached = '.view[data-route="DevCached"]';

describe('cached pages in Chromium', () => {
  const app = appInBrowser();
  let server: AppInBrowser['server'];
  let browser: AppInBrowser['browser'];
  beforeAll(async () => {
    ({ server, browser } = app);
    const { hostname } = new URL(server.url);
    await browser.context.addCookies([{ name: 'debug', value: '1', domain: hostname, path: '/' }]);
  });

  const scrollY = () => browser.page.evaluate<number>('Math.round(window.scrollY)');

  it('keeps a typed value and the scroll across a round trip, shows current data, and forgets both once popped', async () => {
    const { page } = browser;
    await loginAs(page, server.url, 'zhangwei');
    await go(page, '/dev/cached?tab=hot');
    await shown(page, 'DevCached', '缓存页演示');
    await page.locator(`${cached} textarea`).fill('先做分享');
    await page.evaluate('window.scrollTo(0, 800)');
    expect(await scrollY()).toBe(800);

    // Away: the new page starts at the top; the cached one is hidden, not gone.
    await go(page, '/news/articles');
    await shown(page, 'Articles', '文章');
    expect(await scrollY()).toBe(0);
    await expect(page.locator(cached).count()).resolves.toBe(1);
    await expect(page.locator(cached).isHidden()).resolves.toBe(true);

    // Back: value and scroll are kept.
    await page.goBack();
    await shown(page, 'DevCached', '缓存页演示');
    await expect(page.locator(`${cached} textarea`).inputValue()).resolves.toBe('先做分享');
    await until(page, 'Math.round(window.scrollY) === 800');
    await expect(page.locator(`${cached} [data-testid="tab"]`).textContent()).resolves.toBe('hot');

    // While hidden the signed-in user changes (log in as someone else and come back): the
    // re-shown cached page shows the current user, not the one it rendered with (react#27670).
    await expect(page.locator(`${cached} [data-testid="current-user"]`).textContent()).resolves.toContain('zhangwei');
    await go(page, `/login?comId=44000000&redirect=${encodeURIComponent('/dev/cached?tab=new')}`);
    await shown(page, 'Login', '登录');
    await page.locator('[data-user="lina"]').click();
    await shown(page, 'DevCached', '缓存页演示');
    await expect(page.locator(`${cached} [data-testid="current-user"]`).textContent()).resolves.toContain('lina');
    await expect(page.locator(`${cached} [data-testid="tab"]`).textContent()).resolves.toBe('new');
    await expect(page.locator(`${cached} textarea`).inputValue()).resolves.toBe('先做分享');

    // Pop both instances: the cache is dropped; opening it again starts afresh.
    await page.goBack();
    await shown(page, 'DevCached');
    await page.goBack();
    await shown(page, 'CustomerHomePage', '首页');
    await expect(page.locator(cached).count()).resolves.toBe(0);
    await go(page, '/dev/cached');
    await shown(page, 'DevCached', '缓存页演示');
    await expect(page.locator(`${cached} textarea`).inputValue()).resolves.toBe('');
    expect(await scrollY()).toBe(0);
    expect(await appPath(page)).toBe('/dev/cached');
    expect(browser.errors).toEqual([]);
  });

  it('does not keep non-cached pages', async () => {
    const { page } = browser;
    await go(page, '/dev/plain');
    await shown(page, 'DevPlain');
    await page.locator('.view[data-route="DevPlain"] textarea').fill('临时');
    await go(page, '/mine/index');
    await shown(page, 'Mine');
    await expect(page.locator('.view[data-route="DevPlain"]').count()).resolves.toBe(0);
    await page.goBack();
    await shown(page, 'DevPlain');
    await expect(page.locator('.view[data-route="DevPlain"] textarea').inputValue()).resolves.toBe('');
  });
});
