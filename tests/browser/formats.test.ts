import { describe, expect, it } from 'vitest';
import { go, shown, signedInApp } from './app-helpers.js';

// One way to show things (issue 14): dates in lists say 今天/明天 and mark what is behind them
// (已逾期 due dates, 已过 reminders), against the page's own clock, pinned here.

const home = '.view[data-route="CustomerHomePage"]';

describe('dates in lists, in Chromium', () => {
  const app = signedInApp('zhangwei');

  it('marks overdue tasks and past reminders, and says 今天 for a time today', async () => {
    const { page } = app;
    // The first reminder's day becomes today: it reads 今天 HH:mm and is not marked as past.
    await shown(page, 'CustomerHomePage', '首页');
    const first = page.locator(`${home} .hm-reminder time`).first();
    await first.waitFor();
    const at = (await first.getAttribute('datetime'))!;
    const day = at.slice(0, 10);
    await page.clock.setFixedTime(new Date(`${day}T00:00:01`));
    await go(page, '/mine/index');
    await go(page, '/home/customer-home-page');
    await shown(page, 'CustomerHomePage');
    const again = page.locator(`${home} .hm-reminder time[datetime="${at}"]`).first();
    await again.waitFor();
    expect(await again.innerText()).toBe(`今天 ${at.slice(11, 16)}`);
    expect(await again.getAttribute('class')).not.toContain('when--past');

    // A year later everything is behind: due dates read 已逾期, reminders 已过, in red.
    await page.clock.setFixedTime(new Date(`${Number(day.slice(0, 4)) + 1}${day.slice(4)}T12:00:00`));
    await go(page, '/mine/index');
    await go(page, '/home/customer-home-page');
    await shown(page, 'CustomerHomePage');
    const reminder = page.locator(`${home} .hm-reminder time`).first();
    await reminder.waitFor();
    expect(await reminder.innerText()).toMatch(/^已过\s*\d{4}-\d\d-\d\d \d\d:\d\d$/);
    const due = page.locator(`${home} .hm-task time`).first();
    await due.waitFor();
    expect(await due.innerText()).toMatch(/^已逾期\s*\d{4}-\d\d-\d\d$/);
    expect(await due.getAttribute('class')).toContain('when--past');
    expect(app.browser.errors).toEqual([]);
  });
});
