import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { go, loginAs, shown, appInBrowser } from './app-helpers.js';

// Sections load on their own (issue 14): a slow call shows its section's skeleton and hides
// nothing already loaded; a screen's chunk shows a styled frame while it loads; the chunks of
// the likely next screens are fetched when the browser is idle.

/** The built chunk file of a screen (dist/client/meta.json, written by the build). */
function chunkOf(screen: string): string {
  const meta = JSON.parse(readFileSync(new URL('../../dist/client/meta.json', import.meta.url), 'utf8')) as {
    outputs: Record<string, { inputs?: Record<string, unknown> }>;
  };
  // The chunk holding the screen's module (a small screen may share its chunk: scripts/rechunk.mjs).
  const hit = Object.entries(meta.outputs).find(([f, o]) => f.endsWith('.js') && Object.keys(o.inputs ?? {}).some((i) => i.endsWith(`/${screen}.tsx`)));
  if (!hit) throw new Error(`no chunk for ${screen}`);
  return hit[0].split('/').pop()!;
}

describe('sections and chunks load on their own, in Chromium', () => {
  const app = appInBrowser();

  it('fetches the chunks of the likely next screens when idle, before any tap', async () => {
    const { page, server } = app;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await loginAs(page, server.url, 'zhangwei');
    await shown(page, 'CustomerHomePage', '首页');
    // Home → a customer is the usual next step: its chunk arrives without opening one.
    const detail = chunkOf('CustomerInfoDetail');
    await expect.poll(() => requested.some((u) => u.endsWith(detail)), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('.view[data-route="CustomerInfoDetail"]').count()).toBe(0);
  });

  it('shows a styled frame, not a bare 加载中…, while a screen chunk loads', async () => {
    const { page } = app;
    const chunk = chunkOf('MoreClaimInfo');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(`**/${chunk}`, async (route) => {
      await gate;
      await route.continue();
    });
    const going = go(page, '/customer-info/more-claim-info?custId=C4400000001');
    const frame = page.locator('.view[data-route="MoreClaimInfo"] [data-testid="screen-skeleton"]');
    await frame.waitFor();
    expect(await frame.locator('.card').count()).toBe(2);
    release();
    await going;
    await shown(page, 'MoreClaimInfo', '理赔信息');
    await frame.waitFor({ state: 'detached' });
    await page.unroute(`**/${chunk}`);
  });

  it('a slow call shows its own section skeleton while the rest of the page is there', async () => {
    const { page, server } = app;
    server.demo.fault('weixinCustValueInfoSearch', { kind: 'delay', ms: 2500, times: 1 });
    const v = '.view[data-route="CustomerInfoDetail"]';
    await go(page, '/customer-info/customerInfo-detail?custId=C4400000001');
    // Profile, portrait and the policies tab arrive; the value section still shows its skeleton.
    await page.locator(`${v} [data-testid="phone-masked"]`).waitFor();
    await page.locator(`${v} [role="tabpanel"] .cust-row`).first().waitFor();
    const value = page.locator(`${v} section`, { hasText: '客户价值' });
    await expect(value.getByTestId('skeleton').count()).resolves.toBe(1);
    await expect(page.locator(`${v} section`, { hasText: '客户画像' }).getByTestId('skeleton').count()).resolves.toBe(0);
    await value.getByText('价值等级').waitFor();
    await expect(value.getByTestId('skeleton').count()).resolves.toBe(0);
    expect(app.browser.errors).toEqual([]);
  });
});
