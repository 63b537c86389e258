import { describe, expect, it } from 'vitest';
import { appPath, loginAs, logout, shots, shown, until, appInBrowser } from './app-helpers.js';

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
    // Came in through the group chat: this page alone, so no way on to the proposal pages.
    expect(await page.locator(`${view} nav.action-bar`).count()).toBe(0);
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

  it('signed in as an external user (not through the group chat), turns their quotation into a proposal and sees it; never another customer\'s', async () => {
    const { page, server } = app;
    await logout(page);
    await page.evaluate(`sessionStorage.clear()`);
    await loginAs(page, server.url, 'wm_ext_chen', { target: `/robot/chat-room-open-quotation-detail?quotationNo=${MINE}` });
    await shown(page, 'ChatRoomOpenQuotationDetail');
    await page.locator(`${view}`, { hasText: '确认投保请点击“转投保”' }).waitFor();
    await page.locator(`${view} nav.action-bar`).getByRole('link', { name: '转投保' }).click();
    await shown(page, 'TransProposal', '转投保');
    const tv = page.locator('.view[data-route="TransProposal"]');
    await tv.getByText('冯宇轩的车险报价').waitFor();
    await shots(page, 'group-chat-trans-proposal');
    await tv.getByRole('button', { name: '确认转投保' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.innerText()).toContain(`将报价单 ${MINE}`);
    await dialog.getByRole('button', { name: '确认转投保' }).click();
    await shown(page, 'ProposalnoDetail', '投保单详情');
    const made = app.calls('qth/insure/transProposal');
    expect(made).toHaveLength(1);
    expect(made[0]?.body).toEqual({ quotationNo: MINE });
    const proposalNo = server.demo.state.db.quotations.find((q) => q.quotationNo === MINE)!.proposalNo!;
    expect(await appPath(page)).toBe(`/robot/proposalno-detail?proposalNo=${proposalNo}`);
    const pv = page.locator('.view[data-route="ProposalnoDetail"]');
    await pv.getByText('待核保').waitFor();
    await pv.getByText(proposalNo).waitFor();
    expect(await pv.innerText()).toContain('投保单已提交核保');
    // No staff pay code for the customer.
    expect(await pv.locator('nav.action-bar').count()).toBe(0);
    await shots(page, 'group-chat-proposal');

    // Back on the quotation: it says so and leads to the proposal, not to a second move.
    await page.goto(`${server.url}robot/trans-proposal?quotationNo=${MINE}`);
    await shown(page, 'TransProposal');
    await tv.getByRole('link', { name: '查看投保单' }).waitFor();
    expect(await tv.getByRole('button', { name: '确认转投保' }).count()).toBe(0);

    // Another customer's quotation and proposal: refused by the upstream for this session, and
    // asked straight from the browser the BFF still never moves it.
    await page.goto(`${server.url}robot/trans-proposal?quotationNo=${NOT_MINE}`);
    await shown(page, 'TransProposal');
    await page.getByRole('alert').getByText('该报价单不属于您，请从群聊中的报价链接打开').waitFor();
    const forced = await page.evaluate<{ status: number; message?: string }>(
      `fetch('api/qth/insure/transProposal', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1' }, body: JSON.stringify({ quotationNo: '${NOT_MINE}' }) }).then(async (r) => ({ status: r.status, message: (await r.json()).error?.message }))`,
    );
    expect(forced).toEqual({ status: 422, message: '该报价单不属于您，请从群聊中的报价链接打开' });
    expect(server.demo.state.db.quotations.find((q) => q.quotationNo === NOT_MINE)!.proposalNo).toBeNull();
    const theirs = server.demo.state.db.policies.find((p) => p.custId !== 'C4400000050')!.proposalNo;
    await page.goto(`${server.url}robot/proposalno-detail?proposalNo=${theirs}`);
    await shown(page, 'ProposalnoDetail');
    await page.getByRole('alert').getByText('该投保单不属于您，请从群聊中的报价链接打开').waitFor();
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

  it('from the quotation link on, files a customer and checks a filing from the chat\'s links, and back never leaves their pages', async () => {
    const { page, server } = app;
    const chat = 'wrChatDemo0001';
    // A new visit: no session, nothing remembered in the tab.
    await page.context().clearCookies();
    await page.goto(`${server.url}login?comId=44000000`);
    await page.evaluate(`sessionStorage.clear()`);
    // In through the quotation link, as the customer manager's message in the chat leads them.
    await page.goto(`${server.url}robot/chat-room-open-quotation-detail?quotationNo=${MINE}&comId=44000000`);
    await page.locator('[data-user="wm_ext_chen"]').click();
    await shown(page, 'ChatRoomOpenQuotationDetail', '报价详情');
    // Nothing behind the first page: back has nowhere of theirs to go, so there is no back arrow.
    expect(await page.getByRole('banner').getByRole('button', { name: '返回' }).count()).toBe(0);

    // The robot's bind message in the chat: its instructions name the button below them.
    await page.goto(`${server.url}robot/chat-room-user-bind?chatId=${chat}`);
    await shown(page, 'ChatRoomUserBind');
    const bind = page.locator('.view[data-route="ChatRoomUserBind"]');
    await bind.getByText('点击下方“客户报备”').waitFor();
    await bind.getByRole('link', { name: '客户报备', exact: true }).click();
    await shown(page, 'ChatRoomAddRelation', '客户报备');
    const list = page.locator('.view[data-route="ChatRoomAddRelation"]');
    await list.getByRole('list', { name: '已报备客户' }).waitFor();

    // 新增报备: the filing form, and back to the list.
    await list.getByRole('link', { name: '新增报备' }).click();
    await shown(page, 'AddRelation', '新增报备');
    await page.getByRole('banner').getByRole('button', { name: '返回' }).click();
    await shown(page, 'ChatRoomAddRelation', '客户报备');

    // 核对: what the robot read from a photo, and back to the list.
    await list.getByRole('link', { name: /^核对/ }).first().click();
    await shown(page, 'ModifyRelation', '修改报备');
    await page.getByRole('banner').getByRole('button', { name: '返回' }).click();
    await shown(page, 'ChatRoomAddRelation', '客户报备');

    // A filing link opened on its own (nothing behind it): back goes to the chat's list.
    await page.goto(`${server.url}robot/add-relation?chatId=${chat}`);
    await shown(page, 'AddRelation', '新增报备');
    await page.getByRole('banner').getByRole('button', { name: '返回' }).click();
    await shown(page, 'ChatRoomAddRelation', '客户报备');
    expect(await appPath(page)).toBe(`/robot/chat-room-add-relation?chatId=${chat}`);
    expect(unexpected(app.browser.errors)).toEqual([]);
  });
});
