import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../demo/types.js';
import { css, go, shown, SHOTS, until, signedInApp, type SignedInApp, toastSays } from './app-helpers.js';

// Customer 360 (issue 8): each screen doing the staff member's job against the demo upstream,
// checking through the upstream's recorded calls that the right calls were made — the BFF adds
// the encrypted ids, the client sends plain ones.
// Seed: C4400000001 刘芳 and C4400000003 胡斌 are bound to 44010001 张伟 (zhangwei); C4400000002 陈丽
// is unbound.

const view = (route: string) => `.view[data-route="${route}"]`;

describe('customer screens in Chromium', () => {
  const app = signedInApp();
  let server: SignedInApp['server'];
  let browser: SignedInApp['browser'];
  let page: SignedInApp['page'];
  const calls = app.calls;
  beforeAll(() => {
    ({ server, browser, page } = app);
  });
  beforeEach(() => {
    // Seeded data back (bindings included) and no recorded calls.
    server.demo.resetData();
  });

  /** The request fields of a recorded call: the query (GET) or the JSON body (POST). */
  const fieldsOf = (c: RecordedCall): Record<string, unknown> => (c.method === 'GET' ? c.query : (c.body as Record<string, unknown>));
  /** A recorded call of `name` carried these fields (compared as text: the BFF sends page numbers as strings). */
  const calledWith = (name: string, fields: Record<string, unknown>) => calls(name).some((c) => Object.entries(fields).every(([k, v]) => String(fieldsOf(c)[k]) === String(v)));
  const text = (selector: string) => page.locator(selector).first().innerText();
  const tab = (route: string, name: string) => page.locator(`${view(route)} [role="tab"]`, { hasText: name });
  const toast = (message: string) => page.locator('.toast', { hasText: message }).first().waitFor();
  /** A full-page screenshot once the slide-in has finished and no toast covers the page. */
  const snap = async (path: string, fullPage = true) => {
    if (!SHOTS) return;
    // (A hidden cached view keeps its class: display:none ends no animation.)
    await until(page, `!document.querySelector('.toast') && [...document.querySelectorAll('.view')].every((v) => v.offsetParent === null || !/slide-/.test(v.className))`);
    await page.screenshot({ path, fullPage });
  };

  it('CustomerInfoDetail: shows labels and masked PII, the full phone on tap, and each tab with its calls', async () => {
    const v = view('CustomerInfoDetail');
    await go(page, '/customer-info/customerInfo-detail?custId=C4400000001');
    await shown(page, 'CustomerInfoDetail', '客户详情');
    await page.locator(`${v} .cust-profile__name`, { hasText: '刘芳' }).waitFor();
    await page.locator(`${v} .cust-profile .tag`, { hasText: '已绑定本人' }).waitFor();

    // Codes shown as labels: gender 2, status 01, in force 1, binding source 1.
    const profile = await text(`${v} .cust-profile`);
    expect(profile).toContain('女');
    expect(profile).toContain('在保');
    expect(profile).toContain('营销任务');
    expect(profile).toContain('居民身份证');
    // PII masked (spec 000 §5): phone first 4 and last 3, ID first 10 and last 4.
    expect(await text(`${v} [data-testid="phone-masked"]`)).toBe('1818****779');
    expect(await text(`${v} [data-testid="id-masked"]`)).toBe('4403031999****920X');
    const whole = await text(v);
    expect(whole).not.toContain('18182984779');
    expect(whole).not.toContain('44030319990718920X');
    expect(calls('decryptCustomerPhone')).toHaveLength(0);

    // The full phone only after an explicit tap.
    await page.locator(`${v} button[aria-label="查看完整手机号"]`).click();
    await expect(page.locator(`${v} [data-testid="phone-full"]`).innerText()).resolves.toBe('18182984779');
    expect(calledWith('decryptCustomerPhone', { custId: 'C4400000001' })).toBe(true);

    // Profile, value and portrait calls; the default tab is policies (summary + paged detail).
    for (const name of ['weixinCustPortraitDetail', 'weixinCustStatusSearch', 'weixinCustValueInfoSearch', 'weixinPlysumSearch']) {
      expect(calledWith(name, { custId: 'C4400000001' }), name).toBe(true);
    }
    await page.locator(`${v} .cust-row`, { hasText: 'PDAA2026440300000001' }).first().waitFor();
    expect(calledWith('weixinPlydtlSearch', { custId: 'C4400000001', pageNo: '1', pageSize: '10' })).toBe(true);
    const policyLinks = await page.locator(`${v} a`).evaluateAll((as) => as.map((a) => (a as unknown as { getAttribute(name: string): string | null }).getAttribute('href')));
    expect(policyLinks.some((h) => h?.endsWith('/customer-info/more-policy-info?custId=C4400000001'))).toBe(true);
    expect(policyLinks.some((h) => h?.endsWith('/customer-info/policy-list?custId=C4400000001'))).toBe(true);
    expect(policyLinks.some((h) => h?.endsWith('/customer-info/PolicyDetail?policyNo=PDAA2026440300000001'))).toBe(true);
    expect(await text(`${v} [aria-label="保单概况"]`)).toMatch(/¥[\d,]+\.\d\d/);
    await snap('/tmp/customer-detail-375.png');

    // Vehicles and quotations: the BFF fills encryptCustIdAndUserCode for the car search.
    await tab('CustomerInfoDetail', '车辆报价').click();
    await expect(tab('CustomerInfoDetail', '车辆报价').getAttribute('aria-selected')).resolves.toBe('true');
    await page.locator(`${v} .cust-row`, { hasText: '粤A23049' }).first().waitFor();
    const quote = page.locator(`${v} a.cust-row`, { hasText: 'Q2026440300000001' });
    await expect(quote.getAttribute('href')).resolves.toMatch(/\/customer-info\/share-quote-page\?quotationNo=Q2026440300000001$/);
    const car = calls('weixinCarBaseInfoSearch').at(-1)!;
    expect(car.query.custId).toBe('C4400000001');
    expect(car.query.encryptCustIdAndUserCode).toBeTruthy();
    expect(calledWith('mc/customerTrading', { custId: 'C4400000001' })).toBe(true);
    await snap('/tmp/customer-detail-vehicles-375.png');

    // Claims: links to the claim list and the claim's progress.
    await tab('CustomerInfoDetail', '理赔').click();
    const claim = page.locator(`${v} a.cust-row`, { hasText: 'RDAA2026440300000001' });
    await expect(claim.getAttribute('href')).resolves.toMatch(/\/customer-info\/claim-schedule\?registNo=RDAA2026440300000001$/);
    await expect(page.locator(`${v} a.cust-more`, { hasText: '理赔信息' }).getAttribute('href')).resolves.toMatch(/\/customer-info\/more-claim-info\?custId=C4400000001$/);

    // Reminders (paged; encryptCustIdAndUserCode added by the BFF), complaints, contact.
    await tab('CustomerInfoDetail', '提醒').click();
    await page.locator(`${v} [aria-label="提醒"] .list__item`).first().waitFor();
    await expect(page.locator(`${v} [aria-label="提醒"] .list__item`).count()).resolves.toBe(4);
    await expect(text(`${v} [aria-label="提醒"]`)).resolves.toContain('没有更多了（共 4 条）');
    const remind = calls('weixinRemindInfoSearch').at(-1)!;
    expect(remind.query.custId).toBe('C4400000001');
    expect(remind.query.encryptCustIdAndUserCode).toBeTruthy();
    // Scrolled: the tabs stay under the navbar.
    await page.evaluate('window.scrollTo(0, 700)');
    await snap('/tmp/customer-detail-reminders-scrolled-375.png', false);

    await tab('CustomerInfoDetail', '投诉').click();
    await page.locator(`${v} [aria-label="投诉"] .list__item`).first().waitFor();
    expect(calls('weixinComplantInfoSearch').at(-1)!.method).toBe('POST');
    expect(calledWith('weixinComplantInfoSearch', { custId: 'C4400000001', pageNo: 1, pageSize: 10 })).toBe(true);

    await tab('CustomerInfoDetail', '联系').click();
    await page.locator(`${v} [aria-label="联系信息"] .tag`, { hasText: '已添加' }).waitFor();
    expect(calledWith('queryWxContactInfo', { custId: 'C4400000001' })).toBe(true);
    expect(browser.errors).toEqual([]);
  });

  it('CustomerInfoDetail: unbinds and binds again with a confirmation, overlay and toast; the BFF adds encryptCustId', async () => {
    const v = view('CustomerInfoDetail');
    await go(page, '/customer-info/customerInfo-detail?custId=C4400000003');
    await shown(page, 'CustomerInfoDetail', '客户详情');
    const action = page.locator(`${v} [data-testid="bind-action"]`);
    await expect(action.innerText()).resolves.toBe('解除绑定');
    // Destructive, so secondary: no fill, grey text (the bind action is the filled primary one).
    expect(await css(page, `${v} [data-testid="bind-action"]`, 'backgroundColor')).toBe('rgba(0, 0, 0, 0)');

    // Cancelled: nothing is sent. The confirmation is red and the keyboard default is 取消.
    await action.click();
    await page.locator('.dialog', { hasText: '胡斌' }).waitFor();
    expect(await css(page, '.dialog .btn--danger', 'backgroundColor')).toBe('rgb(203, 38, 52)');
    await expect(page.locator('.dialog .btn--danger').innerText()).resolves.toBe('解除绑定');
    await expect(page.evaluate<string>('document.activeElement.textContent')).resolves.toBe('取消');
    await page.locator('.dialog button', { hasText: '取消' }).click();
    await page.locator('.dialog').waitFor({ state: 'detached' });
    expect(calls('weixinCustMainRemove')).toHaveLength(0);

    // Confirmed: unbound, toast, the view shows the new state.
    await action.click();
    await page.locator('.dialog').waitFor();
    await snap('/tmp/customer-unbind-confirm-375.png', false);
    server.demo.fault('weixinCustMainRemove', { kind: 'delay', ms: 600, times: 1 });
    await page.locator('.dialog button', { hasText: '解除绑定' }).click();
    await page.locator('.loading-mask[aria-label="解除中"]').waitFor(); // the overlay while it runs
    await toast('已解除绑定');
    await page.locator(`${v} .cust-profile .tag`, { hasText: '未绑定' }).waitFor();
    await until(page, `document.querySelector('${v} [data-testid="bind-action"]')?.textContent === '绑定客户'`);
    const removed = calls('weixinCustMainRemove');
    expect(removed).toHaveLength(1);
    expect(removed[0]!.body).toMatchObject({ custId: 'C4400000003', encryptCustId: expect.any(String) });
    expect(server.demo.state.db.customers.find((c) => c.custId === 'C4400000003')!.bindUserCode).toBeNull();

    // A failed bind: the error toast, the state unchanged, the action can be retried.
    server.demo.fault('weixinCustMainBinding', { kind: 'http500', times: 1 });
    await action.click();
    await page.locator('.dialog button', { hasText: '绑定' }).last().click();
    await toastSays(page, 'error', '服务暂时不可用，请稍后重试');
    await expect(action.innerText()).resolves.toBe('绑定客户');
    // (Chromium logs the failed request; nothing else may have gone wrong.)
    expect(browser.errors.every((e) => /status of 50\d/.test(e))).toBe(true);
    browser.errors.length = 0;

    // Bind again.
    await action.click();
    await page.locator('.dialog button', { hasText: '绑定' }).last().click();
    await toast('绑定成功');
    await page.locator(`${v} .cust-profile .tag`, { hasText: '已绑定本人' }).waitFor();
    const bound = calls('weixinCustMainBinding');
    expect(bound.length).toBeGreaterThanOrEqual(1);
    for (const c of bound) expect(c.body).toMatchObject({ custId: 'C4400000003', encryptCustId: expect.any(String) });
    expect(server.demo.state.db.customers.find((c) => c.custId === 'C4400000003')!.bindUserCode).toBe('44010001');
    expect(browser.errors).toEqual([]);
  });

  it('CustomerInfoAndHome (cached): keeps its tab and scroll across another page and shows current data when back', async () => {
    const v = view('CustomerInfoAndHome');
    await go(page, '/particulars-home/customer-info-and-home?custId=C4400000003');
    await shown(page, 'CustomerInfoAndHome', '客户信息');
    await page.locator(`${v} .cust-profile .tag`, { hasText: '已绑定本人' }).waitFor();
    await tab('CustomerInfoAndHome', '提醒').click();
    await page.locator(`${v} [aria-label="提醒"] .list__item`).nth(4).waitFor();
    const maxY = await page.evaluate<number>('document.documentElement.scrollHeight - innerHeight');
    expect(maxY).toBeGreaterThan(300);
    // The full phone shown before leaving is masked again when the page is left.
    await page.locator(`${v} button[aria-label="查看完整手机号"]`).click();
    await page.locator(`${v} [data-testid="phone-full"]`).waitFor();
    await page.evaluate('window.scrollTo(0, 300)');
    await until(page, 'Math.round(scrollY) === 300');

    // Another page: unbind the same customer there.
    await go(page, '/customer-info/customerInfo-detail?custId=C4400000003');
    await shown(page, 'CustomerInfoDetail', '客户详情');
    await expect(page.locator(v).isHidden()).resolves.toBe(true);
    const action = page.locator(`${view('CustomerInfoDetail')} [data-testid="bind-action"]`);
    await until(page, `document.querySelector('${view('CustomerInfoDetail')} [data-testid="bind-action"]')?.textContent === '解除绑定'`);
    await action.click();
    await page.locator('.dialog button', { hasText: '解除绑定' }).click();
    await toast('已解除绑定');
    const before = server.demo.state.calls.length;

    // Back: same tab, same scroll, and the binding as it is now (reloaded on re-show).
    await page.goBack();
    await shown(page, 'CustomerInfoAndHome', '客户信息');
    await expect(tab('CustomerInfoAndHome', '提醒').getAttribute('aria-selected')).resolves.toBe('true');
    await until(page, 'Math.round(scrollY) === 300');
    await page.locator(`${v} .cust-profile .tag`, { hasText: '未绑定' }).waitFor();
    await expect(page.locator(`${v} [data-testid="bind-action"]`).innerText()).resolves.toBe('绑定客户');
    await expect(page.locator(`${v} [data-testid="phone-masked"]`).innerText()).resolves.toBe('1886****994');
    const after = server.demo.state.calls.slice(before).map((c) => c.name);
    expect(after).toEqual(expect.arrayContaining(['weixinCustStatusSearch', 'weixinCustPortraitDetail', 'weixinRemindInfoSearch']));
    // The reminder list was refreshed in place: still all five, scroll unchanged.
    await expect(page.locator(`${v} [aria-label="提醒"] .list__item`).count()).resolves.toBe(5);
    expect(await page.evaluate<number>('Math.round(scrollY)')).toBe(300);
    expect(browser.errors).toEqual([]);
  });

  it("the customer pages' action bar: 联系客户 opens the contact screen; 发送内容 and 客户关怀 open theirs", async () => {
    const optional = [
      { label: '发送内容', route: 'Articles', path: '/news/articles?custId=C4400000001' },
      { label: '客户关怀', route: 'CustcareMsgQuery', path: '/custcare-msg/custcare-msg-query?custId=C4400000001' },
    ];
    const pages = [
      { route: 'CustomerInfoDetail', path: '/customer-info/customerInfo-detail?custId=C4400000001', contact: '/contact-customer?custId=C4400000001', detail: false },
      { route: 'ClientCustomerInfoDetail', path: '/home/client-customerInfo-detail?custId=C4400000001', contact: '/contact-customer?custId=C4400000001', detail: true },
      { route: 'UpcomingCustomerInfoDetail', path: '/home/upcoming-customerInfo-detail?taskId=TK440100010001&custId=C4400000001', contact: '/contact-customer?taskId=TK440100010001&custId=C4400000001', detail: true },
    ];
    for (const p of pages) {
      await go(page, p.path);
      await shown(page, p.route);
      const bar = page.locator(`${view(p.route)} nav[aria-label="客户操作"]`);
      const contact = bar.getByRole('link', { name: '联系客户' });
      await contact.waitFor();
      expect(await contact.getAttribute('href')).toMatch(new RegExp(`${p.contact.replace(/[?]/g, '\\?')}$`));
      // The summaries lead on to the full customer 360; the 360 itself does not link to itself.
      const detail = bar.getByRole('link', { name: '客户详情' });
      if (p.detail) expect(await detail.getAttribute('href')).toMatch(/\/customer-info\/customerInfo-detail\?custId=C4400000001$/);
      else expect(await detail.count()).toBe(0);
      for (const o of optional) {
        const entry = bar.getByRole('link', { name: o.label });
        expect(await entry.getAttribute('href'), `${p.route} ${o.label}`).toMatch(new RegExp(`${o.path.replace(/[?]/g, '\\?')}$`));
      }
      // Nothing of the page hides behind the fixed bar: scrolled to the end, the content (which
      // ends where the bar's spacer starts) stops above the bar.
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      const clear = await page.evaluate<string>(`(() => {
        const bar = document.querySelector('.view[data-route="${p.route}"] nav.action-bar').getBoundingClientRect();
        const spacer = document.querySelector('.view[data-route="${p.route}"] .action-bar-spacer').getBoundingClientRect();
        return JSON.stringify({ spacerTop: Math.round(spacer.top), barTop: Math.round(bar.top), spacer: Math.round(spacer.height), bar: Math.round(bar.height) });
      })()`);
      const g = JSON.parse(String(clear)) as { spacerTop: number; barTop: number; spacer: number; bar: number };
      expect(g.spacerTop, `${p.route} ${JSON.stringify(g)}`).toBeLessThanOrEqual(g.barTop + 1);
    }
    await snap('/tmp/customer-actions-375.png', false);
    await page.setViewportSize({ width: 480, height: 800 });
    try {
      await go(page, pages[0]!.path);
      await shown(page, 'CustomerInfoDetail');
      await page.locator(`${view('CustomerInfoDetail')} nav[aria-label="客户操作"]`).waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
      await snap('/tmp/customer-actions-480.png', false);
    } finally {
      await page.setViewportSize({ width: 375, height: 667 });
    }

    // 联系客户 from the customer 360 opens the contact screen for that customer — their open task's
    // (TK440100010001), so its follow-ups and the follow-up form (issue 32 item 7).
    await go(page, pages[0]!.path);
    await shown(page, 'CustomerInfoDetail');
    await page.locator(`${view('CustomerInfoDetail')} nav[aria-label="客户操作"]`).getByRole('link', { name: '联系客户' }).click();
    await shown(page, 'ContactCustomer', '联系客户');
    await page.locator(`${view('ContactCustomer')} .hm-person__name`, { hasText: '刘芳' }).waitFor();
    await page.locator(`${view('ContactCustomer')} section[aria-label="跟进记录"]`).waitFor();
    await page.locator(`${view('ContactCustomer')} section[aria-label="跟进任务"]`).waitFor();
    expect(calledWith('fwdapi/queryFollowUpRecord', { taskId: 'TK440100010001' })).toBe(true);
    // 发送内容 and 客户关怀 open their screens for that customer.
    for (const o of optional) {
      await go(page, o.path);
      await shown(page, o.route);
      await until(page, `!document.querySelector('[data-testid="screen-skeleton"]')`);
      expect(await page.getByTestId('screen-error').count()).toBe(0);
    }
    expect(browser.errors).toEqual([]);
  });

  it('UpcomingCustomerInfoDetail: shows the to-do task and its customer, and leads to 联系客户', async () => {
    const v = view('UpcomingCustomerInfoDetail');
    await go(page, '/home/upcoming-customerInfo-detail?taskId=TK440100010001&custId=C4400000001');
    await shown(page, 'UpcomingCustomerInfoDetail', '待办客户详情');
    await page.locator(`${v} .cust-task-title`, { hasText: '刘芳的机动车商业保险续保跟进' }).waitFor();
    const task = await text(`${v} [aria-label="待办任务"]`);
    expect(task).toContain('待办'); // task type 2
    expect(task).toContain('未跟进'); // follow status 0
    expect(task).toContain('待办任务'); // push source todoTask
    expect(task).toContain('2026-11-14');
    expect(await text(`${v} [data-testid="phone-masked"]`)).toBe('1818****779');
    await page.locator(`${v} .cust-row`, { hasText: 'PDAA2026440300000001' }).waitFor();
    expect(calledWith('wf/queryClientInfo', { taskId: 'TK440100010001' })).toBe(true);
    await snap('/tmp/customer-upcoming-375.png');

    const contact = page.locator(`${v} a`, { hasText: '联系客户' });
    await expect(contact.getAttribute('href')).resolves.toMatch(/\/contact-customer\?taskId=TK440100010001&custId=C4400000001$/);
    await contact.click();
    await shown(page, 'ContactCustomer', '联系客户');
    expect(browser.errors).toEqual([]);
  });

  it('ClientCustomerInfoDetail: shows everything of an unbound customer and binds them', async () => {
    const v = view('ClientCustomerInfoDetail');
    await go(page, '/home/client-customerInfo-detail?custId=C4400000002');
    await shown(page, 'ClientCustomerInfoDetail', '客户详情');
    await page.locator(`${v} .cust-profile__name`, { hasText: '陈丽' }).waitFor();
    await page.locator(`${v} .cust-profile .tag`, { hasText: '未绑定' }).waitFor();
    expect(await text(`${v} [data-testid="id-masked"]`)).toBe('4403041959****1424');
    expect(calledWith('wf/queryACRMAllInfo', { custId: 'C4400000002' })).toBe(true);
    expect(calledWith('weixinCustStatusSearch', { custId: 'C4400000002' })).toBe(true);
    await expect(text(v)).resolves.toContain('保单（2）');

    await page.locator(`${v} [data-testid="bind-action"]`).click();
    await page.locator('.dialog', { hasText: '陈丽' }).waitFor();
    await page.locator('.dialog button', { hasText: '绑定' }).last().click();
    await toast('绑定成功');
    await page.locator(`${v} .cust-profile .tag`, { hasText: '已绑定本人' }).waitFor();
    await expect(text(`${v} .cust-profile`)).resolves.toContain('张伟（****0001）');
    const bound = calls('weixinCustMainBinding');
    expect(bound).toHaveLength(1);
    expect(bound[0]!.body).toMatchObject({ custId: 'C4400000002', encryptCustId: expect.any(String) });
    await snap('/tmp/customer-client-375.png');
    expect(browser.errors).toEqual([]);
  });

  it('MoreInfoDetail: shows the base, contact and trading information', async () => {
    const v = view('MoreInfoDetail');
    await go(page, '/customer-info/more-info-detail?custId=C4400000001');
    await shown(page, 'MoreInfoDetail', '更多信息');
    await page.locator(`${v} [aria-label="基本信息"] .cell`, { hasText: '工程师' }).waitFor();
    const basic = await text(`${v} [aria-label="基本信息"]`);
    // Next to the masked ID the year of birth only: month and day are the ID's hidden digits (issue 30).
    expect(basic).toContain('1999 年');
    expect(basic).not.toContain('07-18');
    expect(basic).toContain('4403031999****920X');
    expect(basic).toContain('居民身份证');
    expect(basic).not.toContain('44030319990718920X');
    // The organisation by name, not its code.
    expect(basic).toMatch(/归属机构\s*深圳市分公司/);
    expect(basic).not.toContain('44030000');
    await page.locator(`${v} [aria-label="联系信息"] .tag`, { hasText: '已添加' }).waitFor();
    expect(await text(`${v} [data-testid="phone-masked"]`)).toBe('1818****779');
    await page.locator(`${v} a.cust-row`, { hasText: 'Q2026440300000001' }).waitFor();
    for (const name of ['mc/customerBasic', 'mc/customerComm', 'mc/customerTrading']) expect(calledWith(name, { custId: 'C4400000001' }), name).toBe(true);
    await snap('/tmp/customer-more-info-375.png');
    expect(browser.errors).toEqual([]);
  });

  it('MoreInfoPortrayal: shows the portrait tags, held products and insurance detail', async () => {
    const v = view('MoreInfoPortrayal');
    await go(page, '/customer-info/more-info-portrayal?custId=C4400000001');
    await shown(page, 'MoreInfoPortrayal', '客户画像');
    await page.locator(`${v} [aria-label="画像标签"] .tag`, { hasText: '年轻车主' }).waitFor();
    await page.locator(`${v} [aria-label="持有产品"] .cust-row`).first().waitFor();
    await page.locator(`${v} [aria-label="投保情况"] .tag`, { hasText: '在保' }).waitFor();
    await expect(text(`${v} [aria-label="投保情况"]`)).resolves.toMatch(/¥[\d,]+\.\d\d/);
    for (const name of ['weixinCustPortraitDetail', 'weixinCustProductDetail', 'weixinCustInsureDetail']) expect(calledWith(name, { custId: 'C4400000001' }), name).toBe(true);
    await snap('/tmp/customer-portrayal-375.png');
    expect(browser.errors).toEqual([]);
  });

  it('shows the error state with a retry when the customer is unknown, and the missing-id state', async () => {
    await go(page, '/customer-info/customerInfo-detail?custId=C9999999999');
    await shown(page, 'CustomerInfoDetail');
    await page.locator(`${view('CustomerInfoDetail')} .state--error`, { hasText: '未查询到该客户信息' }).waitFor();
    await go(page, '/customer-info/more-info-detail');
    await shown(page, 'MoreInfoDetail');
    await page.locator(`${view('MoreInfoDetail')} .state--empty`, { hasText: '缺少客户信息' }).waitFor();
  });

  it("another staff member's or another province's customer: the upstream's refusal in words, no data", async () => {
    // C4400000005 is bound to 李娜 (same branch); C1100000001 is a Beijing customer.
    for (const custId of ['C4400000005', 'C1100000001']) {
      const name = server.demo.state.db.customers.find((c) => c.custId === custId)!.name;
      await go(page, `/customer-info/customerInfo-detail?custId=${custId}`);
      await shown(page, 'CustomerInfoDetail');
      await page.locator(`${view('CustomerInfoDetail')} .state--error`, { hasText: '无权查看该客户信息' }).first().waitFor();
      expect(await page.locator(view('CustomerInfoDetail')).innerText()).not.toContain(name);
    }
  });

  it('reads well at 480 px', async () => {
    await page.setViewportSize({ width: 480, height: 800 });
    try {
      const shots: Array<[string, string, string]> = [
        ['/customer-info/customerInfo-detail?custId=C4400000001', 'CustomerInfoDetail', 'detail'],
        ['/home/upcoming-customerInfo-detail?taskId=TK440100010001&custId=C4400000001', 'UpcomingCustomerInfoDetail', 'upcoming'],
        ['/home/client-customerInfo-detail?custId=C4400000001', 'ClientCustomerInfoDetail', 'client'],
        ['/customer-info/more-info-detail?custId=C4400000001', 'MoreInfoDetail', 'more-info'],
        ['/customer-info/more-info-portrayal?custId=C4400000001', 'MoreInfoPortrayal', 'portrayal'],
      ];
      for (const [path, route, file] of shots) {
        await go(page, path);
        await shown(page, route);
        await page.locator(`${view(route)} .cust-row`).first().waitFor();
        await page.waitForLoadState('networkidle');
        // Nothing wider than the page.
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
        expect(overflow, route).toBeLessThanOrEqual(0);
        await snap(`/tmp/customer-${file}-480.png`);
      }
    } finally {
      await page.setViewportSize({ width: 375, height: 667 });
    }
  });
});
