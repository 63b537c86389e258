import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { RecordedCall } from '../../demo/types.js';
import { apiIdle, openBrowser, type Browser } from '../helpers/browser.js';
import { startServer } from '../helpers/server.js';

// Driving the client in Chromium: log in through the demo login, move around inside the app
// without reloading (history.pushState + popstate, which the router treats as a forward move).

export async function loginAs(page: Page, baseUrl: string, userId: string, opts: { comId?: string; target?: string } = {}) {
  const comId = opts.comId ?? '44000000';
  const target = opts.target ?? '/home/customer-home-page';
  await page.goto(`${baseUrl}login?comId=${comId}&redirect=${encodeURIComponent(target)}`);
  await page.locator(`[data-user="${userId}"]`).click();
  await page.waitForURL((u) => u.pathname.endsWith(target.split('?')[0]!));
  // The landing page's reads are over: a test counting the upstream calls of its next step (after
  // resetting the demo's record) never sees the landing's late ones.
  // The screen itself has rendered (not its loading frame: its reads start once it has), then its
  // reads are answered.
  await until(page, `!document.documentElement.hasAttribute('data-navigating') && !!document.querySelector('.view') && !document.querySelector('[data-testid="screen-skeleton"]')`);
  await apiIdle(page);
}

/** Navigate inside the app to an app path (relative to the base path). */
export async function go(page: Page, path: string) {
  // Page code as a string: the root tsconfig has no DOM types.
  await page.evaluate(`{
    const base = new URL(document.baseURI).pathname.replace(/\\/$/, '');
    history.pushState(null, '', base + ${JSON.stringify(path)});
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }`);
  // The guard may wait on the BFF: wait until the router has committed (redirects included).
  await until(page, `!document.documentElement.hasAttribute('data-navigating')`);
}

/** Wait until the shown view is the route's and the navbar carries the title. */
export async function shown(page: Page, routeName: string, title?: string) {
  await page.locator(`.view[data-route="${routeName}"]`).waitFor({ state: 'visible' });
  if (title !== undefined) await until(page, `document.title === ${JSON.stringify(title)}`);
}

export const appPath = (page: Page) =>
  page.evaluate<string>(`location.pathname.slice(new URL(document.baseURI).pathname.replace(/\\/$/, '').length) + location.search`);

/** sessionStorage of the page. */
export const sessionItem = (page: Page, key: string) => page.evaluate<string | null>(`sessionStorage.getItem(${JSON.stringify(key)})`);

/** Log out on the BFF (the next full load starts anonymous). */
export const logout = (page: Page) => page.evaluate(`fetch('api/session/logout', { method: 'POST', headers: { 'x-csrf': '1' } })`);

/**
 * Poll a page expression until it is truthy. (waitForFunction with a string would evaluate it
 * inside the page, which the CSP forbids: no 'unsafe-eval'.)
 */
export async function until(page: Page, expression: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate<unknown>(expression)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A computed style property of the first element matching the selector. */
export const css = (page: Page, selector: string, property: string) =>
  page.evaluate<string>(`getComputedStyle(document.querySelector(${JSON.stringify(selector)}))[${JSON.stringify(property)}]`);

export interface AppInBrowser {
  server: Awaited<ReturnType<typeof startServer>>;
  browser: Browser;
  page: Page;
  /** The calls the demo upstream received under a catalogue name. */
  calls(name: string): RecordedCall[];
}
/** The same, signed in. */
export type SignedInApp = AppInBrowser;

/**
 * One BFF with its demo upstream and one browser for the whole file: started before the first
 * test and closed after the last. Read the fields inside tests.
 */
export function appInBrowser(env: Record<string, string> = {}, opts: { motion?: boolean; timezoneId?: string } = {}): AppInBrowser {
  const app = { calls: (name: string) => app.server.demo.state.calls.filter((c) => c.name === name) } as AppInBrowser;
  beforeAll(async () => {
    app.server = await startServer(env);
    app.browser = await openBrowser(undefined, opts);
    app.page = app.browser.page;
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}

/** appInBrowser(), signed in through the demo login as one of the demo's users. */
export function signedInApp(userId = 'zhangwei', env: Record<string, string> = {}): SignedInApp {
  const app = appInBrowser(env);
  beforeAll(() => loginAs(app.page, app.server.url, userId));
  return app;
}

/**
 * Wait for a toast of a kind saying this. Never "the last toast of the kind": one from the step
 * before may still be showing when the new one is not yet, and the check would read the old one.
 */
export async function toastSays(page: Page, kind: 'success' | 'error' | 'info' | 'warning', text: string | RegExp) {
  await page.locator(`.toast--${kind}`, { hasText: text }).last().waitFor();
}

/** Whether screenshots are taken (see `shots`). */
export const SHOTS = process.env.SHOTS !== '0';

/**
 * Full-page screenshots at 360 px (the PC sidebar), 375 px and 480 px wide, to /tmp/<name>-<width>.png, to look at. Not with
 * SHOTS=0, which `npm test` sets unless SHOTS is given: they are for a person's eyes (running one
 * file with `npx vitest run tests/browser/x.test.ts`), assert nothing, and cost the suite ~40 s.
 */
export async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  // After the slide transition, so the page is where it stays.
  await until(page, `!document.querySelector('.view.slide-left, .view.slide-right')`);
  for (const width of [360, 375, 480]) {
    await page.setViewportSize({ width, height: 667 });
    // One frame for the relayout at the new width.
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 667 });
}

/** Choose an option of a PickerField (the popup picker): open it by its label, tap the option, 确定. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  const popup = page.getByRole('dialog', { name: label });
  await popup.getByRole('option', { name: option, exact: true }).click();
  await popup.getByRole('button', { name: '确定' }).click();
  await popup.waitFor({ state: 'detached' });
}

/** The option a PickerField shows. */
export const picked = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label} `) }).locator('span').innerText();

/**
 * On a mass send's record page (群发客户): the WeCom task waits for the staff member's confirmation
 * (待成员确认, nothing sent); the demo's stand-in plays their confirmation in WeCom's 群发助手.
 */
export async function confirmMassTask(page: Page) {
  const note = page.getByRole('note', { name: '待成员确认' });
  await note.waitFor();
  await page.getByRole('status').filter({ hasText: '待成员在企业微信中确认' }).waitFor();
  await note.getByRole('button', { name: '模拟成员在企业微信中确认' }).click();
  const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
  await sheet.getByText('待你确认发送').waitFor();
  await sheet.getByRole('button', { name: '模拟成功' }).click();
  await note.waitFor({ state: 'detached' });
}
