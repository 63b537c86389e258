import { describe, expect, it } from 'vitest';
import { go, shown, signedInApp } from './app-helpers.js';

/** What the tests read of an element in the page (the root typecheck has no DOM types). */
type Shown = { className: string; textContent: string | null; getAttribute(name: string): string | null };

// Demo data that reads as today (issue 14): started the way npm start starts it, with the day it
// starts as the seeded data's "today" (DEMO_TODAY pins it here to the machine's date, which is the
// browser's too), the home page shows overdue and coming tasks, and a missed reminder among
// upcoming ones — against the real clock, nothing pinned in the page.

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const TODAY = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const home = '.view[data-route="CustomerHomePage"]';
/** TODAY plus some days, as YYYY-MM-DD. */
const plus = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A day as the warnings write it: 11 月 2 日. */
const spoken = (ymd: string) => `${Number(ymd.slice(5, 7))} 月 ${Number(ymd.slice(8, 10))} 日`;

describe('demo data relative to the day it starts, in Chromium', () => {
  const app = signedInApp('zhangwei', { DEMO_TODAY: TODAY });

  it('the home page has overdue and coming to-dos, a missed reminder and upcoming ones', async () => {
    const { page } = app;
    expect(app.server.demo.state.db.referenceDate).toBe(TODAY);
    await shown(page, 'CustomerHomePage', '首页');

    // Reminders (pending reservations): yesterday's missed call reads 已过, the others lie ahead.
    const missed = page.locator(`${home} .hm-reminder`, { hasText: '回电确认续保方案' });
    await missed.waitFor();
    const missedTime = missed.locator('time');
    expect(await missedTime.innerText()).toMatch(/^已过/);
    expect(await missedTime.getAttribute('class')).toContain('when--past');
    const times = page.locator(`${home} .hm-reminder time`);
    const classes = await times.evaluateAll((ts) => ts.map((t) => (t as unknown as Shown).className));
    expect(classes.filter((c) => !c.includes('when--past')).length).toBeGreaterThan(0);

    // To-dos: some already overdue (已逾期, in red), some still to come.
    const due = page.locator(`${home} .hm-task time`);
    await due.first().waitFor();
    const dues = await due.evaluateAll((ts) => ts.map((e) => (e as unknown as Shown)).map((t) => ({ text: t.textContent ?? '', past: t.className.includes('when--past'), at: t.getAttribute('datetime') ?? '' })));
    const overdue = dues.filter((d) => d.text.startsWith('已逾期'));
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((d) => d.past && d.at.slice(0, 10) < TODAY)).toBe(true);
    expect(dues.some((d) => !d.past && d.at.slice(0, 10) >= TODAY)).toBe(true);
    expect(app.browser.errors).toEqual([]);
  });

  it('the disaster warning was published yesterday evening and warns of tomorrow (issue 32 item 10)', async () => {
    const { page } = app;
    await go(page, '/custcare-msg/disaster-warning-msg');
    await shown(page, 'DisasterWarningMsg', '灾害预警');
    await page.getByRole('tab', { name: '台风“银杏”橙色预警', selected: true }).waitFor();
    await page.getByText(`发布于 ${plus(-1)} 17:30`).waitFor();
    await page.getByText(`${spoken(plus(1))}至`).waitFor();
    expect(app.browser.errors).toEqual([]);
  });
});
