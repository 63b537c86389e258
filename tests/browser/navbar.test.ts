import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { startServer } from '../helpers/server.js';
import { appPath, css, go, loginAs, shown } from './app-helpers.js';

// The shell driven by a screen: the navbar's tabs, dots and actions, the loading overlay, toasts,
// the debug console (cookie debug=1) and the WeCom stand-in outside WeCom. The screen is the
// debug-only /dev/shell playground.

describe('the navbar and overlays in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
    const { hostname } = new URL(server.url);
    await browser.context.addCookies([{ name: 'debug', value: '1', domain: hostname, path: '/' }]);
    await loginAs(browser.page, server.url, 'zhangwei');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('goes back one step with the default left arrow', async () => {
    const { page } = browser;
    await go(page, '/poster/index');
    await shown(page, 'Poster', '海报');
    await go(page, '/mine/index');
    await shown(page, 'Mine', '我的');
    await page.getByRole('button', { name: '返回' }).click();
    await shown(page, 'Poster', '海报');
  });

  it('shows tabs with colours and red dots, and runs custom left and right actions', async () => {
    const { page } = browser;
    await go(page, '/dev/shell');
    await shown(page, 'DevShell', '界面组件演示');
    // The kit's tabs (ui/tabs), named by the page's title, each in its own colour, the red dot on 待办.
    const tabs = page.getByRole('tablist', { name: '界面组件演示' }).getByRole('tab');
    await tabs.first().waitFor();
    await expect(tabs.count()).resolves.toBe(2);
    await expect(tabs.nth(0).locator('.tabs__dot').count()).resolves.toBe(1);
    await expect(tabs.nth(1).locator('.tabs__dot').count()).resolves.toBe(0);
    expect(await css(page, '.navbar .tabs__tab:nth-of-type(2)', 'color')).toBe('rgb(232, 89, 12)');
    expect(await css(page, '.navbar .tabs__tab.is-active', 'borderBottomColor')).toBe('rgb(26, 115, 232)');
    await tabs.nth(1).click();
    await expect(page.getByTestId('active-tab').textContent()).resolves.toContain('已办');
    await expect(tabs.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    // The chosen tab alone is in the tab order; the arrow keys choose another and run its action.
    await expect(tabs.nth(0).getAttribute('tabindex')).resolves.toBe('-1');
    await tabs.nth(1).press('ArrowLeft');
    await expect(page.getByTestId('active-tab').textContent()).resolves.toContain('待办');
    await expect(tabs.nth(0).getAttribute('aria-selected')).resolves.toBe('true');
    expect(await page.evaluate(`document.activeElement?.textContent`)).toBe('待办');
    await tabs.nth(0).press('End');
    await expect(page.getByTestId('active-tab').textContent()).resolves.toContain('已办');

    await page.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(page.getByTestId('last-action').textContent()).resolves.toContain('left');
    expect(await appPath(page)).toBe('/dev/shell'); // the custom action, not history back
    await page.getByRole('button', { name: '刷新', exact: true }).click();
    await expect(page.getByTestId('last-action').textContent()).resolves.toContain('right');

    await page.getByRole('button', { name: '切换加载图标' }).click();
    await page.getByTestId('navbar').getByRole('progressbar').waitFor();
    await page.getByRole('button', { name: '切换双标签头像' }).click();
    await page.getByTestId('navbar').getByRole('img', { name: '头像' }).waitFor();
    // The navbar is fixed above the content with its z-index.
    expect([await css(page, '.navbar', 'position'), await css(page, '.navbar', 'zIndex')]).toEqual(['fixed', '10']);
  });

  it('shows a click-blocking loading overlay with its text and colours, and toasts of every kind', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: '显示加载遮罩' }).click();
    const mask = page.getByRole('alertdialog', { name: '提交中' });
    await mask.waitFor();
    expect(await css(page, '.loading-mask', 'backgroundColor')).toBe('rgba(0, 0, 0, 0.5)');
    const covered = await page.evaluate<boolean>(`document.elementFromPoint(180, 400)?.closest('.loading-mask') != null`);
    expect(covered).toBe(true);
    await mask.waitFor({ state: 'detached' });

    for (const kind of ['success', 'info', 'error', 'warning']) await page.getByRole('button', { name: kind, exact: true }).click();
    for (const kind of ['success', 'info', 'error', 'warning']) await expect(page.locator(`.toast[data-kind="${kind}"]`).count()).resolves.toBe(1);
  });

  it('stands in for WeCom outside it: the user sees what would be sent and picks the outcome', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: '发送消息' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    await expect(sheet.getByTestId('message-card').innerText()).resolves.toContain('您好，这是一条测试消息');
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await expect(page.getByTestId('last-action').textContent()).resolves.toContain('sent');

    await page.getByRole('button', { name: '关闭窗口' }).click();
    await sheet.getByRole('button', { name: '模拟失败' }).click();
    await page.locator('.toast', { hasText: '自动关闭页面失败，请手动关闭页面！' }).waitFor({ timeout: 3000 });
  });

  it('shows the debug console with the page’s console messages when the cookie flag is set', async () => {
    const { page } = browser;
    await page.evaluate(`console.info('调试信息 42')`);
    await page.locator('.debug-console__toggle').click();
    await expect(page.getByRole('log').textContent()).resolves.toContain('调试信息 42');
    expect(browser.errors).toEqual([]);
  });
});
