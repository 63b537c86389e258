import { describe, expect, it } from 'vitest';
import { appPath, go, loginAs, shown, until, appInBrowser } from './app-helpers.js';

// Errors a person understands (issue 14): one mapping from the BFF's codes to what staff read,
// retry in place, error pages that say why and offer 返回首页 where a session exists, back that
// never loops on an error page, and a screen that cannot load saying so inside the shell.

describe('errors in Chromium', () => {
  const app = appInBrowser();

  it('says why on the missing-province 500, with no way home before signing in', async () => {
    const { page } = app;
    await page.goto(`${app.server.url}poster/index`);
    await shown(page, 'Error500');
    const alert = page.getByRole('alert');
    await expect(alert.textContent()).resolves.toContain('缺少省份信息');
    await expect(alert.textContent()).resolves.not.toContain('系统错误');
    expect(await appPath(page)).toMatch(/^\/error\/500\?reason=province/);
    await expect(page.getByRole('link', { name: '返回首页' }).count()).resolves.toBe(0);
  });

  it('shows an upstream failure as 服务暂时不可用，请稍后重试 in its own section, and 重试 brings the data', async () => {
    const { page, server } = app;
    await loginAs(page, server.url, 'zhangwei');
    server.demo.fault('weixinCustValueInfoSearch', { kind: 'http500', times: 1 });
    await go(page, '/customer-info/customerInfo-detail?custId=C4400000001');
    const v = '.view[data-route="CustomerInfoDetail"]';
    const section = page.locator(`${v} section`, { hasText: '客户价值' });
    await section.getByText('服务暂时不可用，请稍后重试').waitFor();
    // The rest of the page is there; the upstream's own words are not shown.
    await page.locator(`${v} [data-testid="phone-masked"]`).waitFor();
    await expect(page.locator(v).textContent()).resolves.not.toContain('上游服务内部错误');
    await section.getByRole('button', { name: '重试' }).click();
    await section.getByText('价值等级').waitFor();
    await expect(section.textContent()).resolves.not.toContain('服务暂时不可用');
    expect(app.calls('weixinCustValueInfoSearch').length).toBeGreaterThanOrEqual(2);
    // The one failed call is the console's only complaint; later tests start with none.
    expect(app.browser.errors.every((e) => e.includes('502'))).toBe(true);
    app.browser.errors.length = 0;
  });

  it('offers 返回首页 on an error page once signed in', async () => {
    const { page } = app;
    await go(page, '/error/404');
    await shown(page, 'Error404');
    await page.getByRole('link', { name: '返回首页' }).click();
    await shown(page, 'CustomerHomePage', '首页');
  });

  it('never loops back onto the same error page', async () => {
    const { page } = app;
    await go(page, '/customer-info/query-customer');
    await shown(page, 'QueryCustomer');
    // The stored province goes: every page now sends to the missing-province 500.
    await page.evaluate(`localStorage.removeItem('wx-com-id')`);
    await go(page, '/mine/index');
    await shown(page, 'Error500');
    await page.goBack();
    // The entries behind it would send to the same 500: back steps over them, out of the app.
    await until(page, `!location.pathname.endsWith('/error/500')`);
  });

  it('a screen whose chunk cannot be fetched says so with 重新加载, the shell staying usable; the reload brings it', async () => {
    const { page, server, browser } = app;
    await loginAs(page, server.url, 'zhangwei');
    // The business-card area is not loaded yet: its chunks fail as on a lost connection.
    await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
    try {
      await go(page, '/business-card/index');
      const view = page.locator('.view[data-route="BusinessCard"]');
      const failed = page.getByTestId('screen-error');
      await failed.waitFor();
      expect(await failed.textContent()).toContain('页面加载失败，请检查网络后重试');
      expect(await view.count()).toBe(1);
      await expect(page.locator('[data-testid="navbar"]').textContent()).resolves.toContain('我的名片');
    } finally {
      await page.unroute('**/assets/*.js');
    }
    await page.getByTestId('screen-error').getByRole('button', { name: '重新加载' }).click();
    await page.getByTestId('screen-error').waitFor({ state: 'detached' });
    await until(page, `!document.querySelector('[data-testid="screen-skeleton"]')`);
    // The failure was reported on the console; nothing else was.
    expect(browser.errors.filter((e) => !/failed|net::ERR/i.test(e))).toEqual([]);
    browser.errors.length = 0;
    await go(page, '/home/customer-home-page');
    await shown(page, 'CustomerHomePage', '首页');
  });

  it('shows a banner while the device is offline, gone once back online', async () => {
    const { page, browser } = app;
    const banner = page.getByRole('status').filter({ hasText: '网络未连接' });
    await expect(banner.count()).resolves.toBe(0);
    await browser.context.setOffline(true);
    await banner.waitFor();
    await browser.context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    // A request the page made while offline (a poll, an idle prefetch) failed as it should; nothing else went wrong.
    expect(browser.errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    browser.errors.length = 0;
  });

  it('opens a screen from every home tile', async () => {
    const { page } = app;
    // Where the page is instead, for an error's first line (a CI log shows that line).
    const where = () =>
      page.evaluate<string>(`location.pathname + location.search + ' with views ' + [...document.querySelectorAll('.view')].map((v) => v.dataset.route + (v.offsetParent ? '' : ' (hidden)')).join(', ')`).then((at) => `${at}; errors: ${app.browser.errors.join(' | ')}`);
    // A fresh page: the chunk test above failed every script fetch for a while on this one, and
    // what the browser fetched or prefetched then is not what this walk is about.
    await go(page, '/home/customer-home-page');
    await page.reload();
    await shown(page, 'CustomerHomePage');
    await until(page, `!document.querySelector('[data-testid="screen-skeleton"]')`);
    const tiles = page.locator('.view[data-route="CustomerHomePage"] [aria-label="功能入口"] a');
    const count = await tiles.count();
    for (let i = 0; i < count; i++) {
      const href = await tiles.nth(i).getAttribute('href');
      await tiles.nth(i).click({ timeout: 10_000 }).catch(async (err: unknown) => {
        throw new Error(`tile ${i} (${href}) not clickable; the page is at ${await where()}`, { cause: err });
      });
      // The tile's page is the shown one (the navigation may start a moment after the click).
      const path = new URL(href ?? '', 'http://app.test').pathname;
      await until(page, `location.pathname.endsWith(${JSON.stringify(path)}) && !document.documentElement.hasAttribute('data-navigating')`).catch(async (err: unknown) => {
        throw new Error(`tile ${i} (${href}) did not open; the page is at ${await where()}`, { cause: err });
      });
      await until(page, `!document.querySelector('[data-testid="screen-skeleton"]')`);
      await expect(page.locator('[data-testid="screen-error"]').count()).resolves.toBe(0);
      await page.goBack();
      await shown(page, 'CustomerHomePage').catch(async (err: unknown) => {
        throw new Error(`back from tile ${i} (${href}) did not show home; the page is at ${await where()}`, { cause: err });
      });
    }
    expect(app.browser.errors).toEqual([]);
  });
});
