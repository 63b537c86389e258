import { beforeAll, describe, expect, it } from 'vitest';
import { css, go, loginAs, shown, until, appInBrowser, type AppInBrowser } from './app-helpers.js';

describe('the app shell in Chromium at 375x667', () => {
  const app = appInBrowser({}, { motion: true });
  let server: AppInBrowser['server'];
  let browser: AppInBrowser['browser'];
  beforeAll(() => {
    ({ server, browser } = app);
  });

  it('logs in, redirects / to the home page and shows the shell without console errors', async () => {
    const { page } = browser;
    await loginAs(page, server.url, 'zhangwei');
    await go(page, '/');
    await page.waitForURL(/\/home\/customer-home-page$/);
    await expect(page.getByRole('banner').textContent()).resolves.toContain('首页');
    await expect(page.getByRole('note').textContent()).resolves.toContain('非涉密');
    // The most-used tiles come first; every tile is further down.
    await page.getByRole('navigation', { name: '常用功能' }).waitFor();
    await page.getByRole('navigation', { name: '全部功能' }).waitFor({ state: 'attached' });
    expect(await page.evaluate('getComputedStyle(document.documentElement).fontSize')).toBe('50px');
    // The page is at most 480px wide and centred; the fixed navbar reserves 0.9rem (45px).
    await page.setViewportSize({ width: 800, height: 667 });
    const box = await page.locator('#app').boundingBox();
    expect(box?.width).toBe(480);
    expect(box?.x).toBe(160);
    await page.setViewportSize({ width: 375, height: 667 });
    expect(await css(page, '.navbar-placeholder', 'height')).toBe('45px');
    expect(browser.errors).toEqual([]);
  });

  it('sends unknown paths to /error/404, which shows its code', async () => {
    const { page } = browser;
    await page.goto(`${server.url}no/such/page`);
    await page.waitForURL(/\/error\/404$/);
    await expect(page.getByRole('alert').textContent()).resolves.toContain('404');
  });

  it('runs the 0.38 s slide transition on navigation', async () => {
    const { page } = browser;
    await go(page, '/mine/index');
    await shown(page, 'Mine', '我的');
    const anim = { cls: await page.evaluate<string>(`document.querySelector('.view[data-route="Mine"]').className`), duration: await css(page, '.view[data-route="Mine"]', 'animationDuration') };
    expect(anim.cls).toMatch(/slide-(left|right)/);
    expect(anim.duration).toBe('0.38s');
  });

  it("loads a feature's stylesheet with its first screen, which never shows before it", async () => {
    const { page } = browser;
    // How 海报's tool links are laid out in the DOM change that adds them (before any frame is painted).
    await page.evaluate(`window.firstLayout = undefined; new MutationObserver((_, observer) => {
      const links = document.querySelector('.view[data-route="Poster"] .ps-links');
      if (links) { window.firstLayout = getComputedStyle(links).display; observer.disconnect(); }
    }).observe(document.body, { childList: true, subtree: true })`);
    expect(await page.evaluate(`document.querySelectorAll('link[href^="assets/poster-"]').length`)).toBe(0);
    // The poster feature's stylesheet is slow to come: its screen waits for it (its skeleton shows meanwhile).
    await page.route('**/assets/poster-*.css', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    try {
      await go(page, '/poster/index');
      await page.getByRole('navigation', { name: '海报工具' }).waitFor();
    } finally {
      await page.unroute('**/assets/poster-*.css');
    }
    expect(await page.evaluate('window.firstLayout')).toBe('flex');
    // Linked once, after the global stylesheet; the next visit links nothing more.
    await go(page, '/mine/index');
    await go(page, '/poster/index');
    await shown(page, 'Poster', '海报');
    expect(await page.evaluate(`[...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href').replace(/-\\w+\\.css$/, ''))`)).toEqual(
      expect.arrayContaining(['assets/main', 'assets/poster']),
    );
    expect(await page.evaluate(`document.querySelectorAll('link[href^="assets/poster-"]').length`)).toBe(1);
    const order = await page.evaluate<string[]>(`[...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))`);
    expect(order.findIndex((h) => h.startsWith('assets/main-'))).toBeLessThan(order.findIndex((h) => h.startsWith('assets/poster-')));
    expect(browser.errors).toEqual([]);
  });

  it('shows a screen whose chunk is at hand without its skeleton; a slow chunk shows the skeleton until it comes', async () => {
    const { page } = browser;
    // Every skeleton the document ever shows, counted from here on.
    await page.evaluate(`window.skeletons = 0; new MutationObserver((changes) => {
      for (const c of changes) for (const n of c.addedNodes) if (n.nodeType === 1 && (n.matches('[data-testid="screen-skeleton"]') || n.querySelector('[data-testid="screen-skeleton"]'))) window.skeletons++;
    }).observe(document.body, { childList: true, subtree: true })`);
    // A screen not opened before, whose chunk arrives at once: the navigation waits for it.
    await go(page, '/customer-info/query-customer');
    await shown(page, 'QueryCustomer', '客户绑定');
    expect(await page.evaluate('window.skeletons')).toBe(0);
    // A screen of an area not loaded yet, whose chunks take a second: its skeleton shows meanwhile.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    try {
      await go(page, '/business-card/index');
      await until(page, 'window.skeletons === 1');
      await shown(page, 'BusinessCard', '我的名片');
      await until(page, `!document.querySelector('[data-testid="screen-skeleton"]')`);
    } finally {
      await page.unroute('**/assets/*.js');
    }
    expect(browser.errors).toEqual([]);
  });
});
