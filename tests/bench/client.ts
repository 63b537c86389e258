import { cpus } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from '../helpers/browser.js';
import { startH2Front } from './h2-front.js';
import { BENCH_USER, startBuiltApp } from './app-process.js';

// `npm run bench:client`: how long a staff member on a phone waits for a screen's first data.
// Debian's Chromium at 375×667, signed in through the demo login, a cold page (a fresh browser
// context, HTTP cache disabled); throttled: slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps
// up, Network.emulateNetworkConditions) and a 4× slower CPU (Emulation.setCPUThrottlingRate), and
// once unthrottled. The time is from navigation start until the screen's first real data row is in
// the page and visible (a MutationObserver in the page notes performance.now(), whose origin is
// the navigation's start, and hands it to the bench through a CDP binding). Median of RUNS
// (default 3). Figures, never assertions.

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COM_ID = BENCH_USER.comId;

interface Screen {
  name: string;
  path: string;
  /** The first real data row: a selector that matches only once the screen's data has arrived. */
  row: string;
}

const SCREENS: Screen[] = [
  { name: 'home: 我的任务 list', path: '/home/customer-home-page', row: '.view[data-route="CustomerHomePage"] section[aria-label="我的任务"] [role="tabpanel"] li' },
  { name: "a customer's page", path: '/customer-info/customerInfo-detail?custId=C4400000001', row: '.view[data-route="CustomerInfoDetail"] .cust-profile__name' },
  { name: 'content: article list', path: '/news/articles', row: '.view[data-route="Articles"] .list__item a' },
];

/**
 * Installed before the page's own code: notes when the row first shows (non-empty and laid out) and
 * tells the bench through a CDP binding. Not Playwright's waitForFunction: its polling injects
 * Playwright's own scripts into the page while it loads, which cost the page's main thread about
 * 50 ms of a 400 ms load here (no phone runs them).
 */
const BINDING = '__benchFirstRow';
const watcher = (selector: string) => `(() => {
  const seen = () => {
    for (const el of document.querySelectorAll(${JSON.stringify(selector)})) {
      if (el.textContent.trim() && el.getClientRects().length > 0) return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (window.__firstRow === undefined && seen()) { window.__firstRow = performance.now(); observer.disconnect(); window.${BINDING}(String(window.__firstRow)); }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})()`;

async function once(browser: Browser, base: string, screen: Screen, throttled: boolean): Promise<{ ms: number; requests: number; bytes: number }> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, locale: 'zh-CN', reducedMotion: 'reduce' });
  try {
    // Signed in as a staff member (the demo login sets the session and province cookies), the
    // province the guard remembers from an earlier visit.
    const login = await context.request.post(`${base}api/auth/demo-login`, { data: BENCH_USER, headers: { 'x-csrf': '1' } });
    if (!login.ok()) throw new Error(`demo login: ${login.status()} ${await login.text()}`);
    await context.addInitScript(`localStorage.setItem('wx-com-id', ${JSON.stringify(COM_ID)})`);
    await context.addInitScript(watcher(screen.row));
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttled) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    let requests = 0;
    let bytes = 0;
    const started = new Map<string, { url: string; t: number }>();
    const trace: string[] = [];
    cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string }; timestamp: number }) => started.set(e.requestId, { url: e.request.url, t: e.timestamp }));
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number; timestamp: number }) => {
      requests++;
      bytes += e.encodedDataLength;
      const s = started.get(e.requestId);
      if (s && process.env.BENCH_TRACE) trace.push(`${s.t.toFixed(3)} → ${e.timestamp.toFixed(3)}  ${(e.encodedDataLength / 1024).toFixed(1).padStart(6)} KB  ${s.url.replace(base, '/')}`);
    });
    const noted = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${screen.name}: no first row within 60 s`)), 60_000);
      cdp.on('Runtime.bindingCalled', (e: { name: string; payload: string }) => {
        if (e.name !== BINDING) return;
        clearTimeout(timer);
        resolve(Number(e.payload));
      });
    });
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: BINDING });
    await page.goto(`${base.replace(/\/$/, '')}${screen.path}`, { waitUntil: 'commit' });
    const ms = await noted;
    if (process.env.BENCH_TRACE) console.log(`${screen.name} ${Math.round(ms)} ms\n  ${trace.sort().join('\n  ')}`);
    return { ms, requests, bytes };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const app = await startBuiltApp();
// Straight from the BFF (HTTP/1.1, six connections per host) and through the ingress as deployed
// (TLS and HTTP/2 in front of the BFF: tests/bench/h2-front.ts). BENCH_FRONT=direct|ingress for one;
// BENCH_SCREEN=home (a name's start) for one screen.
const front = await startH2Front(app.url);
const paths = [
  { name: 'through the ingress (HTTP/2)', key: 'ingress', url: front.url },
  { name: 'straight from the BFF (HTTP/1.1)', key: 'direct', url: app.url },
].filter((p) => !process.env.BENCH_FRONT || process.env.BENCH_FRONT === p.key);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  console.log(`\nfirst data row visible, median of ${RUNS} cold loads, Chromium ${browser.version()}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'})`);
  for (const path of paths) {
    console.log(`\n${path.name}:`);
    for (const throttled of [true, false]) {
      console.log(throttled ? ' slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) + CPU ×4:' : ' unthrottled:');
      for (const screen of SCREENS.filter((s) => !process.env.BENCH_SCREEN || s.name.startsWith(process.env.BENCH_SCREEN))) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await once(browser, path.url, screen, throttled));
        const ms = runs.map((r) => r.ms);
        const last = runs[runs.length - 1]!;
        console.log(`  ${screen.name.padEnd(24)} ${String(Math.round(median(ms))).padStart(6)} ms   (runs ${ms.map((x) => Math.round(x)).join(', ')}; ${last.requests} requests, ${(last.bytes / 1024).toFixed(0)} KB on the wire)`);
      }
    }
  }
} finally {
  await browser.close();
  await front.stop();
  app.stop();
}
