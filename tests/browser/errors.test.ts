import { describe, expect, it } from 'vitest';
import { appPath, go, loginAs, shown, until, appInBrowser } from './app-helpers.js';

// Errors a person understands (issue 14): one mapping from the BFF's codes to what staff read,
// retry in place, error pages that say why and offer 返回首页 where a session exists, back that
// never loops on an error page, and the placeholder that shows only its title and the way home.

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

  it('shows the placeholder with only its title, that it is not open yet, and 返回首页', async () => {
    const { page, server } = app;
    await loginAs(page, server.url, 'zhangwei');
    // A route still waiting for its screen (tests/browser/placeholder-routes.ts).
    await go(page, '/custcare-msg/expired-service-msg?tab=hot');
    await shown(page, 'ExpiredServiceMsg', '到期服务提醒');
    const view = page.locator('.view[data-route="ExpiredServiceMsg"]');
    await view.getByTestId('placeholder').waitFor();
    const text = await view.textContent();
    expect(text).toContain('到期服务提醒');
    expect(text).toContain('该页面暂未开放');
    expect(text).not.toContain('zhangwei');
    expect(text).not.toContain('hot');
    await expect(view.locator('textarea, input').count()).resolves.toBe(0);
    await view.getByRole('link', { name: '返回首页' }).click();
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
  });

  it('has no home tile that leads to the placeholder', async () => {
    const { page } = app;
    const tiles = page.locator('.view[data-route="CustomerHomePage"] [aria-label="功能入口"] a');
    const count = await tiles.count();
    for (let i = 0; i < count; i++) {
      await tiles.nth(i).click();
      await until(page, `!document.documentElement.hasAttribute('data-navigating')`);
      await expect(page.locator('.view:visible [data-testid="placeholder"]').count()).resolves.toBe(0);
      await page.goBack();
      await shown(page, 'CustomerHomePage');
    }
    expect(app.browser.errors).toEqual([]);
  });
});
