import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { startServer } from '../helpers/server.js';

describe('the app shell in Chromium at 375x667', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens the app, redirects / to the home page and shows the shell without console errors', async () => {
    const { page } = browser;
    await page.goto(server.url);
    await page.waitForURL(/\/home\/customer-home-page$/);
    await expect(page.getByRole('banner').textContent()).resolves.toContain('保险助手');
    await expect(page.getByRole('note').textContent()).resolves.toContain('非涉密');
    await page.getByRole('navigation').waitFor();
    expect(await page.evaluate('getComputedStyle(document.documentElement).fontSize')).toBe('50px');
    expect(browser.errors).toEqual([]);
  });

  it('sends unknown paths to /error/404, which shows its code', async () => {
    const { page } = browser;
    await page.goto(`${server.url}no/such/page`);
    await page.waitForURL(/\/error\/404$/);
    await expect(page.getByRole('alert').textContent()).resolves.toContain('404');
  });
});
