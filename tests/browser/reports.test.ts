import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../demo/types.js';
import { formatInterval } from '../../shared/domain/format.js';
import { appPath, go, shots, shown, until, signedInApp, type SignedInApp } from './app-helpers.js';

// The reports (issue 18, jobs 4 and 5) as a staff member and their manager read them, against the
// demo upstream: the period as a choice in the URL, my indicators against the organisation's
// average, my place among colleagues, binding and renewal rates by organisation, by person and
// over months — every chart's figures readable as text, and the same figures the BFF answers.

const view = (route: string) => `.view[data-route="${route}"]`;

describe('reports in Chromium', () => {
  const app = signedInApp();
  let server: SignedInApp['server'];
  let page: SignedInApp['page'];
  const calls = app.calls;
  beforeAll(() => {
    ({ server, page } = app);
  });
  beforeEach(() => server.demo.resetData());

  const bodyOf = (c: RecordedCall | undefined) => (c?.body ?? {}) as Record<string, unknown>;
  /** What the BFF answers the signed-in page for a call (the figures the screen must show). */
  const answer = <T,>(name: string, body?: Record<string, unknown>) =>
    page.evaluate<T>(
      `fetch('api/${name}', ${body ? `{ method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1' }, body: ${JSON.stringify(JSON.stringify(body))} }` : '{}'}).then((r) => r.json()).then((a) => a.data)`,
    );
  const pct = (n: number) => `${Math.round(n * 100) / 100}%`;
  const now = () => page.evaluate<number>('Date.now()');

  interface Renewal { renewalRate: number; dueCount: number; renewedCount: number; list: { userCode: string; userName: string; renewalRate: number }[] }
  interface Binding { bindingRate: number; boundCustomers: number; totalCustomers: number; list: { userCode: string; userName: string; boundCustomers: number }[] }

  it('my report: indicators against the average, the period in the URL, my renewal rate and place', async () => {
    const v = view('PersonReport');
    await go(page, '/report/person-report');
    await shown(page, 'PersonReport', '个人报表');

    // Indicators with the organisation's average.
    const tiles = page.locator(`${v} .rp-tile`);
    await tiles.first().waitFor();
    const ind = await answer<{ indicators: { indicatorName: string; comAverage: number | string }[] }>('queryCustManagerPersonalIndicators');
    expect(await tiles.count()).toBe(ind.indicators.length);
    const tileText = await page.locator(`${v} .rp-tiles`).innerText();
    for (const i of ind.indicators) expect(tileText).toContain(i.indicatorName);
    expect(tileText).toContain('机构人均');

    // The month by default: the renewal rate of this month's dates.
    const [ms, me] = formatInterval(await now(), 'month')!;
    await until(page, `document.querySelector('${v} [aria-label="续保率（本月）"] .ring__value') !== null`);
    expect(bodyOf(calls('mc/calculateRenewalRate')[0])).toMatchObject({ startDate: ms, endDate: me, userCode: '44010001' });
    expect(await page.locator(`${v} .rp-period__range`).innerText()).toBe(`${ms} 至 ${me}`);

    // The quarter: chosen in the URL, asked for with the quarter's dates, its figures shown.
    await page.locator(`${v} [role="tab"]`, { hasText: '本季度' }).click();
    await until(page, `location.search.includes('period=quarter')`);
    const [qs, qe] = formatInterval(await now(), 'quarter')!;
    const quarter = await answer<Renewal>('mc/calculateRenewalRate', { startDate: qs, endDate: qe });
    const section = page.locator(`${v} [aria-label="续保率（本季度）"]`);
    await section.locator('.ring__value').waitFor();
    expect(calls('mc/calculateRenewalRate').map((c) => bodyOf(c).startDate)).toContain(qs);
    expect(quarter.dueCount).toBeGreaterThan(0);
    expect(await section.locator('.ring__value').innerText()).toBe(pct(quarter.renewalRate));
    expect(await section.innerText()).toContain(`已续保 ${quarter.renewedCount} / 到期 ${quarter.dueCount} 件`);
    // My place among colleagues by renewal rate.
    const better = quarter.list.filter((r) => r.renewalRate > quarter.renewalRate).length;
    expect(await section.locator('.rp-rank').innerText()).toBe(`续保率排名 第 ${better + 1} / ${quarter.list.length} 名`);
    expect(await section.locator('.bar-list__row.is-mine').innerText()).toContain('张伟');

    // The week starts on Monday (spec 000 §5).
    await page.locator(`${v} [role="tab"]`, { hasText: '本周' }).click();
    const [ws] = formatInterval(await now(), 'week')!;
    await until(page, `location.search.includes('period=week')`);
    await page.locator(`${v} [aria-label="续保率（本周）"] .ring__value`).waitFor();
    expect(new Date(`${ws}T00:00:00`).getDay()).toBe(1);
    expect(calls('mc/calculateRenewalRate').map((c) => bodyOf(c).startDate)).toContain(ws);
    await shots(page, 'reports-person');

    // The choice survives a reload (it is in the URL).
    await page.reload();
    await shown(page, 'PersonReport');
    expect(await appPath(page)).toBe('/report/person-report?period=week');
    await page.locator(`${v} [role="tab"][aria-selected="true"]`, { hasText: '本周' }).waitFor();
  });

  it('binding rate: the organisation at a glance, staff ranked, every organisation ranked', async () => {
    const v = view('BindingRate');
    await go(page, '/client/binding-rate');
    await shown(page, 'BindingRate', '绑定率');
    const org = await answer<Binding>('mc/calculationBindingRate', {});
    const ring = page.locator(`${v} .ring`).first();
    await ring.waitFor();
    expect(await ring.innerText()).toContain(pct(org.bindingRate));
    expect(await ring.innerText()).toContain(`已绑定 ${org.boundCustomers} / ${org.totalCustomers} 人`);

    // Staff ranked by bound customers, the reader marked.
    const staff = page.locator(`${v} [aria-label="员工绑定客户数排名"] .bar-list__row`);
    await until(page, `document.querySelectorAll('${v} [aria-label="员工绑定客户数排名"] .bar-list__row').length === ${org.list.length}`);
    const ranked = [...org.list].sort((a, b) => b.boundCustomers - a.boundCustomers);
    const rows = await staff.allInnerTexts();
    ranked.forEach((r, i) => {
      expect(rows[i]).toContain(r.userName);
      expect(rows[i]).toContain(`${r.boundCustomers} 人`);
    });
    expect(await page.locator(`${v} [aria-label="员工绑定客户数排名"] .is-mine`).innerText()).toContain('张伟');

    // Every organisation of the province, one call each with its comCode, ranked by rate.
    const orgRows = page.locator(`${v} [aria-label="各机构绑定率"] .bar-list__row`);
    await until(page, `document.querySelectorAll('${v} [aria-label="各机构绑定率"] .bar-list__row').length === 3`);
    const comCodes = calls('mc/calculationBindingRate').map((c) => bodyOf(c).comCode).filter(Boolean).sort();
    expect(comCodes).toEqual(['44010000', '44030000', '44060000']);
    const byOrg = await Promise.all(['44010000', '44030000', '44060000'].map((comCode) => answer<Binding>('mc/calculationBindingRate', { comCode })));
    const names = ['广州市分公司', '深圳市分公司', '佛山市分公司'];
    const expected = byOrg.map((b, i) => ({ name: names[i]!, rate: b.bindingRate })).sort((a, b) => b.rate - a.rate);
    const texts = await orgRows.allInnerTexts();
    expected.forEach((o, i) => {
      expect(texts[i]).toContain(o.name);
      expect(texts[i]).toContain(pct(o.rate));
    });
    await shots(page, 'reports-binding');

    // The dual-binding report is the same screen under its own title.
    await go(page, '/customer-info/bindreport');
    await shown(page, 'Bindreport', '双绑率报表');
    await page.locator(`${view('Bindreport')} .ring`).first().waitFor();
  });

  it('renewal rate and team report: the period, the ranking, the six-month trend', async () => {
    const v = view('RenewalRate');
    await go(page, '/client/renewal-rate');
    await shown(page, 'RenewalRate', '续保率');
    const trend = page.locator(`${v} .trend__figures li`);
    await until(page, `document.querySelectorAll('${v} .trend__figures li').length === 6`);
    // Six months, oldest first, ending with this month; each month's figure as text.
    const today = new Date(await now());
    const months = Array.from({ length: 6 }, (_, i) => new Date(today.getFullYear(), today.getMonth() - 5 + i, 1));
    const figures = await trend.allInnerTexts();
    for (const [i, m] of months.entries()) {
      const [s, e] = formatInterval(m, 'month')!;
      const a = await answer<Renewal>('mc/calculateRenewalRate', { startDate: s, endDate: e });
      expect(figures[i]).toContain(`${m.getMonth() + 1}月`);
      // A month without due policies has no rate: — rather than a misleading 0%.
      expect(figures[i]).toContain(a.dueCount ? pct(a.renewalRate) : '—');
    }
    // Guangdong's sales staff: 张伟, 李娜, 赵磊 (whose WeCom account is not bound yet, but who is staff all the same)
    // and 孙悦 of Shenzhen; the branch manager and the provincial administrator are not ranked.
    await until(page, `document.querySelectorAll('${v} [aria-label="员工续保率排名"] .bar-list__row').length === 4`);
    await page.locator(`${v} [role="tab"]`, { hasText: '本年' }).click();
    await until(page, `location.search.includes('period=year')`);
    const [ys, ye] = formatInterval(today, 'year')!;
    const year = await answer<Renewal>('mc/calculateRenewalRate', { startDate: ys, endDate: ye });
    const section = page.locator(`${v} [aria-label="续保率（本年）"]`);
    await section.locator('.ring__value').waitFor();
    expect(year.dueCount).toBeGreaterThan(0);
    expect(await section.locator('.ring__value').innerText()).toBe(pct(year.renewalRate));
    await shots(page, 'reports-renewal');

    // The team report: both rates by person and the organisations.
    const g = view('GroupReport');
    await go(page, '/report/group-report?period=year');
    await shown(page, 'GroupReport', '团队报表');
    await page.locator(`${g} [aria-label="续保率（本年）"] .ring__value`).waitFor();
    await page.locator(`${g} [aria-label="员工绑定客户数排名"]`).waitFor();
    await until(page, `document.querySelectorAll('${g} [aria-label="各机构绑定率"] .bar-list__row').length === 3`);
    await shots(page, 'reports-team');
    expect(app.browser.errors).toEqual([]);
  });

  it('report list opens the reports; the data board shows the business, rates and care waiting', async () => {
    const l = view('Reportlist');
    await go(page, '/customer-info/reportlist');
    await shown(page, 'Reportlist', '报表列表');
    await page.locator(`${l} .rp-link__name`).first().waitFor();
    const links = await page.locator(`${l} .rp-link__name`).allInnerTexts();
    expect(links).toEqual(['个人报表', '数据看板', '团队报表', '个人业绩排行', '绑定率', '双绑率报表', '续保率']);
    await page.locator(`${l} .rp-link`, { hasText: '个人业绩排行' }).click();
    const rank = view('PersonPerformanceRankReport');
    await shown(page, 'PersonPerformanceRankReport', '个人业绩排行');
    await page.locator(`${rank} [role="tab"]`, { hasText: '本年' }).click(); // this month may have nothing due yet
    await page.locator(`${rank} [aria-label="续保率（本年）"] .rp-rank`).waitFor();
    await page.locator(`${rank} [aria-label="员工续保率排名"] .is-mine`, { hasText: '张伟' }).waitFor();
    await page.locator(`${rank} [aria-label="员工绑定客户数排名"] .is-mine`, { hasText: '张伟' }).waitFor();
    expect(await page.locator(`${rank} .rp-rank`).allInnerTexts()).toEqual([expect.stringMatching(/^续保率排名 第 \d \/ 4 名$/), expect.stringMatching(/^绑定客户数排名 第 \d \/ 4 名$/)]);
    await page.goBack();
    await shown(page, 'Reportlist');
    await page.locator(`${l} .rp-link`, { hasText: '数据看板' }).click();

    const v = view('DataBoard');
    await shown(page, 'DataBoard', '数据看板');
    const business = await answer<{ summary: string; items: { name: string }[]; suggestions: string[] }>('assistant/getReportAnalyze', { reportType: 'business' });
    await page.locator(`${v} .rp-summary`, { hasText: business.summary }).waitFor();
    for (const i of business.items) await page.locator(`${v} [aria-label="业务指标"] .rp-tile`, { hasText: i.name }).waitFor();
    expect(bodyOf(calls('assistant/getReportAnalyze')[0])).toMatchObject({ reportType: 'business' });

    const care = await answer<{ total: number; list: { msgTypeName: string; count: number }[] }>('queryCustCareNumbers');
    const careSection = page.locator(`${v} section[aria-label="待发送的客户关怀"]`);
    await careSection.locator('.rp-rank', { hasText: `共 ${care.total} 条待发送` }).waitFor();
    const rows = await careSection.locator('.bar-list__row').allInnerTexts();
    const top = [...care.list].sort((a, b) => b.count - a.count)[0]!;
    expect(rows[0]).toContain(top.msgTypeName);
    expect(rows[0]).toContain(`${top.count} 条`);
    await page.locator(`${v} [aria-label="续保率（本月）"] .ring__value`).waitFor();
    await page.locator(`${v} section[aria-label="客户绑定"] .ring`).first().waitFor();
    await shots(page, 'reports-data-board');
    expect(app.browser.errors).toEqual([]);
  });
});
