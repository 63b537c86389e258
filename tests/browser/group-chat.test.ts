import { describe, expect, it } from 'vitest';
import { appPath, logout, shots, shown, until, appInBrowser } from './app-helpers.js';

// The group-chat customer (issue 14): opens the quotation link their customer manager sent into
// the group chat, logs in as an external user and lands on that quotation — or, with no page of
// theirs to go to, on the quotation page — never on 页面不存在. Seed: wm_ext_chen is customer
// C4400000050 冯宇轩 with quotation Q2026440100000016; Q2026440300000001 is 刘芳's.

const MINE = 'Q2026440100000016';
const NOT_MINE = 'Q2026440300000001';
const view = '.view[data-route="ChatRoomOpenQuotationDetail"]';
/** Console errors other than the expected answers: 401 for the anonymous session probe, 422 for the refused quotation. */
const unexpected = (errors: string[]) => errors.filter((e) => !/^Failed to load resource: the server responded with a status of (401|422) /.test(e));

describe('the group-chat customer in Chromium', () => {
  const app = appInBrowser();

  it('opens the quotation link, logs in and lands on their quotation', async () => {
    const { page, server } = app;
    await page.goto(`${server.url}robot/chat-room-open-quotation-detail?quotationNo=${MINE}&comId=44000000`);
    // Not logged in: the login page, which keeps where the customer was going.
    await page.locator('[data-user="wm_ext_chen"]').click();
    await shown(page, 'ChatRoomOpenQuotationDetail', '报价详情');
    expect(await appPath(page)).toBe(`/robot/chat-room-open-quotation-detail?quotationNo=${MINE}&comId=44000000`);
    const head = page.locator(`${view} section[aria-label="报价单"]`);
    await head.getByText('冯宇轩，您好！这是为您准备的车险报价').waitFor();
    const quote = server.demo.state.db.quotations.find((q) => q.quotationNo === MINE)!;
    expect(await head.innerText()).toContain(`¥${quote.premium.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(await head.innerText()).toContain(quote.licenseNo);
    for (const item of quote.items) await page.locator(`${view} .pl-table td`, { hasText: item.kindName }).waitFor();
    await page.locator(`${view}`, { hasText: '确认投保或需要调整保障，请在群聊中回复您的客户经理。' }).waitFor();
    const [call] = app.calls('queryQuotationDetailInfoByCode');
    expect(call?.query).toEqual({ quotationNo: MINE });
    expect(call?.userCode).toBe('EXT0001');
    await shots(page, 'group-chat-quotation');

    // Someone else's quotation: the upstream's refusal, in words the customer understands.
    await page.goto(`${server.url}robot/chat-room-open-quotation-detail?quotationNo=${NOT_MINE}`);
    await shown(page, 'ChatRoomOpenQuotationDetail');
    await page.getByRole('alert').getByText('该报价单不属于您，请从群聊中的报价链接打开').waitFor();
    expect(unexpected(app.browser.errors)).toEqual([]);
  });

  it('with no page of theirs to go to, lands on the quotation page, not on 404', async () => {
    const { page, server } = app;
    await logout(page);
    await page.goto(`${server.url}login?comId=44000000`);
    await page.locator('[data-user="wm_ext_chen"]').click();
    await shown(page, 'ChatRoomOpenQuotationDetail', '报价详情');
    await until(page, `!document.querySelector('.view[data-route="Error404"]')`);
    expect(await appPath(page)).toBe('/robot/chat-room-open-quotation-detail');
    await page.locator(view).getByText('请从群聊中的报价链接打开').waitFor();
    await shots(page, 'group-chat-landing');
    expect(unexpected(app.browser.errors)).toEqual([]);
  });
});
