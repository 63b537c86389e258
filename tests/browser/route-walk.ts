import { appendFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { findRoute, routesForRole } from '../../shared/routes/lists.js';
import { ROUTES } from '../../shared/routes/table.js';
import type { RouteDef } from '../../shared/routes/types.js';
import { axeViolations, blocking } from './axe.js';
import { appPath, go, loginAs, logout, shown, until, appInBrowser, type AppInBrowser } from './app-helpers.js';

// Every route of the table opens with its title, in one page (no reload per route). The walk is
// cut into parts, one test file each (routes-1.test.ts …), so that the browser workers share it.

// Tool links open with a code the demo knows (an unknown code is an upstream refusal, which the
// browser logs as a failed resource; public-pages.test.ts checks what an unknown code shows).
const TOOL_CODES: Record<string, string> = {
  '/open-service-manager/:code': 'SM44010001',
  '/external-insure-link/:code': 'EX44EAU01',
  '/training-resource/:code': 'TR000001',
};
const concrete = (r: RouteDef) => r.path.replace(/:code/, TOOL_CODES[r.path] ?? 'demo-code');
// Screens that hand over to another page as soon as they show (replacing their own entry).
const HANDS_OVER: Record<string, string> = { AssistantRedirect: '/customer-info/assistant' };
const landing = (r: RouteDef) => findRoute(r.redirect ?? HANDS_OVER[r.name] ?? r.path)!;

/** Part `part` (1-based) of `parts` of the route table, in table order. */
export function routeWalk(part: number, parts: number) {
  const size = Math.ceil(ROUTES.length / parts);
  const routes = ROUTES.slice((part - 1) * size, part * size);
  describe(`every route in Chromium, part ${part} of ${parts}`, () => {
    const app = appInBrowser();
    let server: AppInBrowser['server'];
    let browser: AppInBrowser['browser'];
    beforeAll(() => {
      ({ server, browser } = app);
    });

    it(`opens routes ${(part - 1) * size + 1}–${(part - 1) * size + routes.length} of ${ROUTES.length} as qyUser with their titles and no console error`, async () => {
      const { page } = browser;
      await loginAs(page, server.url, 'zhangwei');
      const seen: string[] = [];
      const a11y: string[] = [];
      const narrow: string[] = [];
      let axeMs = 0;
      for (const route of routes) {
        const target = landing(route);
        await go(page, concrete(route));
        await shown(page, target.name, target.meta.title);
        await expect(page.locator('[data-testid="navbar"]').textContent()).resolves.toContain(target.meta.title);
        // The screen itself, not its loading frame nor a screen that failed to load.
        const view = page.locator(`.view[data-route="${target.name}"]`).last();
        await until(page, `!document.querySelector('[data-testid="screen-skeleton"]')`);
        expect(await view.getByTestId('screen-error').count(), `${target.name} failed to load`).toBe(0);
        // Accessibility of the route as shown (axe-core, see axe.ts): nothing serious or critical.
        const started = Date.now();
        for (const v of (await axeViolations(page)).filter(blocking)) a11y.push(`${target.name}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.join(' | ')}`);
        axeMs += Date.now() - started;
        // The PC sidebar is about 360 px wide: nothing of the screen reaches past it (no sideways scroll).
        await page.setViewportSize({ width: 360, height: 667 });
        // (A row that scrolls on its own — tabs, chips — may hold more than fits: an element inside a
        // box that clips or scrolls sideways is not past the edge.)
        const wide = await page.evaluate<string[]>(`(() => {
          const view = document.querySelector('.view[data-route="${target.name}"]:last-of-type') ?? document.body;
          const inScroller = (el) => { for (let a = el.parentElement; a && a !== view.parentElement; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true; return false; };
          return [...view.querySelectorAll('*')].filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > innerWidth + 1 && !inScroller(el))
            .slice(0, 3).map((el) => el.tagName.toLowerCase() + '.' + el.className + ' ' + Math.round(el.getBoundingClientRect().right));
        })()`);
        const scrolls = await page.evaluate<boolean>('document.documentElement.scrollWidth > innerWidth');
        if (wide.length > 0 || scrolls) narrow.push(`${target.name}: ${scrolls ? 'the page scrolls sideways; ' : ''}${wide.join(' | ')}`);
        await page.setViewportSize({ width: 375, height: 667 });
        seen.push(route.path);
      }
      // AXE_REPORT=file: the time axe took and what it found, for a person fixing the routes.
      if (process.env.AXE_REPORT) appendFileSync(process.env.AXE_REPORT, `axe over ${routes.length} routes: ${axeMs} ms\n${a11y.join('\n')}\n`);
      expect(seen).toHaveLength(routes.length);
      expect(a11y).toEqual([]);
      expect(narrow).toEqual([]);
      expect(browser.errors).toEqual([]);
    }, 120_000);

    // The external user's walk once, in the last part.
    if (part === parts) it('lets an externalUser reach only its own pages', async () => {
      const { page } = browser;
      await logout(page);
      await loginAs(page, server.url, 'wm_ext_chen', { target: '/robot/add-relation' });
      for (const r of routesForRole('externalUser')) {
        await go(page, concrete(r));
        await shown(page, r.name, r.meta.title);
      }
      for (const path of ['/home/customer-home-page', '/poster/index', '/customer-info/customerInfo-detail', '/nonvehicle/liability']) {
        await go(page, path);
        await shown(page, 'Error404');
        expect(await appPath(page)).toBe('/error/404');
      }
      expect(browser.errors).toEqual([]);
    });
  });
}
