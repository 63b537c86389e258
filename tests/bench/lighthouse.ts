import { createServer } from 'node:net';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../helpers/browser.js';
import { BENCH_USER, startBuiltApp } from './app-process.js';

// `npm run lighthouse`: Lighthouse's accessibility audit (mobile, 375×667) of the screens staff open
// most, signed in through the demo login as a staff member, on Debian's Chromium (started by
// playwright-core with a debugging port Lighthouse connects to). Prints each screen's score and any
// audit below full marks. A figure for the README, never an assertion: the route walk's axe-core
// check (tests/browser/route-walk.ts) is what keeps every screen accessible.

const PATHS = (process.env.LIGHTHOUSE_PATHS ?? 'home/customer-home-page,customer-info/customerInfo-detail?custId=C4400000001,news/articles').split(',');

/** A free loopback port for Chromium's debugging endpoint. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

const app = await startBuiltApp();
const port = await freePort();
const browser = await chromium.launchPersistentContext('', {
  executablePath: CHROMIUM,
  headless: true,
  args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  // The demo login from the app's own page (its session cookie), and the province remembered as after a visit.
  const page = await browser.newPage();
  await page.goto(`${app.url}login`);
  const status = await page.evaluate(async (user) => {
    const res = await fetch('api/auth/demo-login', { method: 'POST', headers: { 'x-csrf': '1', 'content-type': 'application/json' }, body: JSON.stringify(user) });
    (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('wx-com-id', user.comId);
    return res.status;
  }, BENCH_USER);
  if (status !== 200) throw new Error(`demo login: ${status}`);
  console.log(`\nLighthouse accessibility, mobile 375×667, signed in as ${BENCH_USER.userId}`);
  for (const path of PATHS) {
    const result = await lighthouse(`${app.url}${path}`, {
      port,
      onlyCategories: ['accessibility'],
      disableStorageReset: true,
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 375, height: 667, deviceScaleFactor: 2, disabled: false },
      logLevel: 'error',
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { lhr } = result;
    console.log(`  ${path.padEnd(60)} ${String(lhr.categories['accessibility']?.score ?? '?').padStart(5)}   (shown: ${new URL(lhr.finalDisplayedUrl).pathname})`);
    for (const audit of Object.values(lhr.audits)) {
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') console.log(`      ${audit.id}: ${audit.title}`);
    }
  }
} finally {
  await browser.close();
  app.stop();
}
