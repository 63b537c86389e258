import { beforeAll, describe, expect, it } from 'vitest';
import { appPath, go, loginAs, shown, until, appInBrowser, type AppInBrowser } from './app-helpers.js';

// Cached routes (spec 000 §2): kept alive inside <Activity mode="hidden"> with their state and
// scroll while an instance is in the view stack, dropped when the last one is popped.

const poster = '.view[data-route="Poster"]';

describe('cached pages in Chromium', () => {
  const app = appInBrowser();
  let server: AppInBrowser['server'];
  let browser: AppInBrowser['browser'];
  beforeAll(() => {
    ({ server, browser } = app);
  });

  const scrollY = () => browser.page.evaluate<number>('Math.round(window.scrollY)');

  it('keeps a typed value and the scroll across a round trip, shows current data, and forgets both once popped', async () => {
    const { page } = browser;
    await loginAs(page, server.url, 'zhangwei');
    await go(page, '/poster/index?tab=hot');
    await shown(page, 'Poster', '海报');
    await page.locator(`${poster} textarea`).fill('先做海报分享');
    // Make the page long enough to scroll (the generic screen is short).
    await page.evaluate(`{
      const spacer = document.createElement('div');
      spacer.className = 'test-spacer';
      spacer.textContent = '·';
      document.querySelector('${poster} .generic').append(spacer);
      spacer.style.setProperty('height', '3000px');
    }`);
    await page.evaluate('window.scrollTo(0, 800)');
    expect(await scrollY()).toBe(800);

    // Away: the new page starts at the top; the cached one is hidden, not gone.
    await go(page, '/news/articles');
    await shown(page, 'Articles', '文章');
    expect(await scrollY()).toBe(0);
    await expect(page.locator(poster).count()).resolves.toBe(1);
    await expect(page.locator(poster).isHidden()).resolves.toBe(true);

    // Back: value and scroll are kept.
    await page.goBack();
    await shown(page, 'Poster', '海报');
    await expect(page.locator(`${poster} textarea`).inputValue()).resolves.toBe('先做海报分享');
    await until(page, 'Math.round(window.scrollY) === 800');
    await expect(page.locator(`${poster} [data-testid="page-params"]`).textContent()).resolves.toContain('hot');

    // While hidden the signed-in user changes (log in as someone else and come back): the
    // re-shown cached page shows the current user, not the one it rendered with (react#27670).
    await expect(page.locator(`${poster} [data-testid="current-user"]`).textContent()).resolves.toContain('zhangwei');
    await go(page, `/login?comId=44000000&redirect=${encodeURIComponent('/poster/index?tab=new')}`);
    await shown(page, 'Login', '登录');
    await page.locator('[data-user="lina"]').click();
    await shown(page, 'Poster', '海报');
    await expect(page.locator(`${poster} [data-testid="current-user"]`).textContent()).resolves.toContain('lina');
    await expect(page.locator(`${poster} [data-testid="page-params"]`).textContent()).resolves.toContain('new');
    await expect(page.locator(`${poster} textarea`).inputValue()).resolves.toBe('先做海报分享');

    // Pop both instances: the cache is dropped; opening it again starts afresh.
    await page.goBack();
    await shown(page, 'Poster');
    await page.goBack();
    await shown(page, 'CustomerHomePage', '首页');
    await expect(page.locator(poster).count()).resolves.toBe(0);
    await go(page, '/poster/index');
    await shown(page, 'Poster', '海报');
    await expect(page.locator(`${poster} textarea`).inputValue()).resolves.toBe('');
    await expect(page.locator(`${poster} .test-spacer`).count()).resolves.toBe(0);
    expect(await scrollY()).toBe(0);
    expect(await appPath(page)).toBe('/poster/index');
    expect(browser.errors).toEqual([]);
  });

  it('does not keep non-cached pages', async () => {
    const { page } = browser;
    await go(page, '/news/articles');
    await shown(page, 'Articles');
    await page.locator('.view[data-route="Articles"] textarea').fill('临时');
    await go(page, '/mine/index');
    await shown(page, 'Mine');
    await expect(page.locator('.view[data-route="Articles"]').count()).resolves.toBe(0);
    await page.goBack();
    await shown(page, 'Articles');
    await expect(page.locator('.view[data-route="Articles"] textarea').inputValue()).resolves.toBe('');
  });
});
