import { describe, expect, it } from 'vitest';
import { go, shots, shown, signedInApp, until } from './app-helpers.js';

// Issue 32 item 11: home is not a 35-tile wall. On a 375×667 phone the first screen holds 我的任务
// and 预约提醒; the tiles at the top are a short row of the staff member's most used (their own
// order until they have used some), with 全部 leading to every tile.

const HOME = '.view[data-route="CustomerHomePage"]';
const topOf = (selector: string) => `document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect().top ?? 1e9`;

describe('home first screen (issue 32 item 11)', () => {
  const app = signedInApp('zhangwei');

  it('shows 我的任务 and 预约提醒 on the first screen, a short row of tiles and 全部 for the rest', async () => {
    const { page } = app;
    await go(page, '/home/customer-home-page');
    await shown(page, 'CustomerHomePage');
    await page.evaluate('window.scrollTo(0, 0)');
    const tasks = page.locator(`${HOME} section[aria-label="我的任务"]`);
    await tasks.locator('.list__item, [role="tabpanel"] li').first().waitFor();
    const viewport = 667;
    expect(await page.evaluate<number>(topOf(`${HOME} section[aria-label="预约提醒"] h2`))).toBeLessThan(viewport);
    expect(await page.evaluate<number>(topOf(`${HOME} section[aria-label="我的任务"] h2`))).toBeLessThan(viewport);
    // …and the first task itself.
    expect(await page.evaluate<number>(topOf(`${HOME} section[aria-label="我的任务"] [role="tabpanel"] li`))).toBeLessThan(viewport);

    const row = page.getByRole('region', { name: '常用功能' });
    await expect(row.getByRole('link').count()).resolves.toBeLessThanOrEqual(4);
    await shots(page, 'home-first-screen');
    await row.getByRole('button', { name: '全部' }).click();
    await until(page, `(() => { const r = document.querySelector('${HOME} #hm-all-tiles').getBoundingClientRect(); return r.top < 300 && r.bottom > 300; })()`);
    const all = page.getByRole('region', { name: '功能入口' });
    expect(await all.getByRole('link').count()).toBeGreaterThan(20);
  });

  it('the row is the staff member\'s most used, in their own order until then', async () => {
    const { page } = app;
    // Their order (as configured today): 海报 first.
    await page.evaluate(`fetch('api/saveHomeConfig', { method: 'POST', headers: { 'x-csrf': '1', 'content-type': 'application/json' }, body: JSON.stringify({ tiles: ['/poster/index', '/news/articles', '/home/mission-center', '/product/index', '/knowledge/index', '/client/data-board'] }) })`);
    await page.evaluate(`localStorage.removeItem('home:tile-use:44010001')`);
    // Saved outside the page's query layer (as from another device): a fresh page reads it.
    await go(page, '/home/customer-home-page');
    await page.reload();
    await shown(page, 'CustomerHomePage');
    const row = page.getByRole('region', { name: '常用功能' });
    await until(page, `[...document.querySelectorAll('${HOME} [aria-label="常用功能"] a')].map((a) => [...a.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('')).join('|') === '海报|文章|续保任务|产品'`);

    // 数据看板 opened twice from 全部: it leads the row.
    for (let i = 0; i < 2; i++) {
      // Once used, it leads the row: wait for that re-render before tapping again (a tap on a tile
      // being re-rendered can land on the node it replaces).
      if (i > 0) await expect.poll(() => row.getByRole('link').first().innerText(), { timeout: 10_000 }).toContain('数据看板');
      // The click goes to the tile itself: home asks for its lists again when it is shown, and a
      // tile scrolled to the bottom edge could be moved by them between the scroll and the tap
      // (what is counted here is the use, not where the finger lands).
      await page.getByRole('region', { name: '功能入口' }).getByRole('link', { name: '数据看板' }).dispatchEvent('click');
      await shown(page, 'DataBoard');
      await go(page, '/home/customer-home-page');
      await shown(page, 'CustomerHomePage');
    }
    await expect.poll(() => row.getByRole('link').first().innerText(), { timeout: 10_000 }).toContain('数据看板');
    await page.evaluate(`fetch('api/saveHomeConfig', { method: 'POST', headers: { 'x-csrf': '1', 'content-type': 'application/json' }, body: JSON.stringify({ tiles: [] }) })`);
  });
  it('a home page opened afresh shows its tasks and tiles from the answers in the page, asking the BFF for none of them', async () => {
    const { page, server } = app;
    const asked: string[] = [];
    const onRequest = (r: { url(): string }) => {
      const m = /\/api\/(weixinCustMainQuery|fwdapi\/queryReservation|queryHomeConfig)\b/.exec(r.url());
      if (m) asked.push(m[1]!);
    };
    page.on('request', onRequest);
    try {
      await page.goto(`${server.url}home/customer-home-page`);
      await shown(page, 'CustomerHomePage');
      await page.locator(`${HOME} section[aria-label="我的任务"] [role="tabpanel"] li`).first().waitFor();
      await page.getByRole('region', { name: '常用功能' }).getByRole('link').first().waitFor();
      expect(asked).toEqual([]);
    } finally {
      page.off('request', onRequest);
    }
  });
});
