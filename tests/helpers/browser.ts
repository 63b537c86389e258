import { chromium, type Browser as PlaywrightBrowser, type BrowserContext, type Page } from 'playwright-core';

// Debian's chromium driven by playwright-core at a phone viewport (see shared/stack-notes.md).
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * One Chromium per test process, launched on first use: a fresh profile for each caller is a new
 * browser context (no cookies, no storage), which costs a fraction of a launch. Playwright kills
 * the browser when the process exits.
 */
let launched: Promise<PlaywrightBrowser> | undefined;
function chromiumOnce(): Promise<PlaywrightBrowser> {
  launched ??= chromium
    .launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    .then((b) => {
      // A crashed or closed browser is launched again by the next caller.
      b.on('disconnected', () => (launched = undefined));
      return b;
    });
  return launched;
}

/**
 * A phone-sized Chromium page in a fresh profile. It asks for reduced motion unless `motion` is
 * set, so views show without their 0.38 s slide (what the app does for people who ask for it) and
 * clicks need not wait for it; shell.test.ts checks the slide itself.
 */
export async function openBrowser(viewport = { width: 375, height: 667 }, opts: { motion?: boolean; timezoneId?: string; userAgent?: string } = {}): Promise<Browser> {
  const context = await (await chromiumOnce()).newContext({
    viewport,
    ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    reducedMotion: opts.motion ? 'no-preference' : 'reduce',
    // The device's zone (the machine's unless a test sets another): upstream times never shift with it.
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
  });
  const page = await context.newPage();
  await trackApiCalls(page);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { context, page, errors, close: () => context.close() };
}

/** BFF calls (…/api/…) each page has sent and not yet seen answered. */
const pendingApi = new WeakMap<Page, Set<unknown>>();
async function trackApiCalls(page: Page) {
  const pending = new Set<unknown>();
  pendingApi.set(page, pending);
  // Counted in the page too, as fetch is called: the browser's request event reaches the test over
  // another channel than an evaluate's answer, so a call just sent may not be in `pending` yet.
  await page.addInitScript(`{
    const fetch0 = window.fetch;
    window.__apiPending = 0;
    window.fetch = function (input, init) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!new URL(url, location.href).pathname.includes('/api/')) return fetch0.call(this, input, init);
      window.__apiPending++;
      return fetch0.call(this, input, init).finally(() => { window.__apiPending--; });
    };
  }`);
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.includes('/api/')) pending.add(r);
  });
  const done = (r: unknown) => pending.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Wait until the page has no BFF call on its way, for two frames in a row (a screen that just
 * rendered sends its reads from effects, in the frame after). For a test that counts the calls a
 * step makes: the calls of the step before must be over first.
 */
export async function apiIdle(page: Page, timeoutMs = 10_000) {
  const pending = pendingApi.get(page);
  if (!pending) throw new Error('apiIdle: a page not opened by openBrowser');
  const deadline = Date.now() + timeoutMs;
  for (let quiet = 0; quiet < 2; ) {
    const inPage = await page.evaluate<number>('new Promise((r) => requestAnimationFrame(() => r(window.__apiPending ?? 0)))');
    quiet = pending.size === 0 && inPage === 0 ? quiet + 1 : 0;
    if (Date.now() > deadline) throw new Error(`apiIdle: ${pending.size} BFF calls still on their way`);
  }
}
