import { it } from 'vitest';
import { go, signedInApp } from './app-helpers.js';
const app = signedInApp();
it('debug', async () => {
  const { page } = app.browser;
  await go(page, '/customer-info/assistant');
  await page.getByRole('region', { name: '常见问题' }).getByRole('button', { name: '理赔需要准备哪些材料？' }).click();
  await new Promise((r) => setTimeout(r, 4000));
  console.log('HTML', (await page.locator('main').innerHTML()).slice(0, 4000));
  console.log('ERR', app.browser.errors, JSON.stringify(app.server.demo.state.calls.map((c) => c.name)));
  await page.screenshot({ path: '/tmp/dbg.png' });
}, 60000);
