import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appPath, go, loginAs, logout, shots, shown, until, appInBrowser, type AppInBrowser } from './app-helpers.js';
import { relationIdOf } from '../../demo/state/white.js';

// The seeded group-chat filings' ids (unguessable: demo/handlers/white.ts).
const R1 = relationIdOf(1);
const R3 = relationIdOf(3);

// The group-chat robot pages (issue 19) as the external customer 陈先生 (wm_ext_chen) in the
// demo chat wrChatDemo0001 (粤A车险续保服务群, bound to 张伟): the filings of the chat, a new
// filing (and the duplicate-files case), the correction of a filing read from a photo, quotes
// for chosen filings; the staff pages stay closed to them, on screen and at the BFF. Seeded:
// R1 王建国 粤A12345 (from a photo, waiting), R2 李秀英 粤A8B2C6 (quoted).

const CHAT = 'wrChatDemo0001';
const LIST = `/robot/chat-room-add-relation?chatId=${CHAT}`;

const view = (page: Page, name: string) => page.locator(`.view[data-route="${name}"]`).last();
const toast = (page: Page, kind: 'success' | 'error', text: string | RegExp) => page.locator(`.toast--${kind}`, { hasText: text }).first().waitFor();

describe('group-chat robot pages in Chromium at 375x667', () => {
  const app = appInBrowser();
  let server: AppInBrowser['server'];
  let browser: AppInBrowser['browser'];
  let page: Page;
  const calls = app.calls;
  beforeAll(async () => {
    ({ server, browser } = app);
    page = browser.page;
    await loginAs(page, server.url, 'wm_ext_chen', { target: LIST });
  });
  beforeEach(() => {
    server.demo.resetData();
    browser.errors.length = 0;
  });

  it("shows the chat's filings; a new filing of a car already filed goes to the duplicate-files page, where a quote can still be asked for", async () => {
    await go(page, LIST);
    await shown(page, 'ChatRoomAddRelation', '客户报备');
    let v = view(page, 'ChatRoomAddRelation');
    const list = v.getByRole('list', { name: '已报备客户' });
    await list.getByRole('listitem').nth(1).waitFor();
    await v.getByText('服务经理：张伟').waitFor();
    // Names and mobiles masked as the upstream sends them; the quoted one cannot be chosen again.
    expect(await list.textContent()).toContain('粤A12345');
    expect(await list.textContent()).not.toContain('13826451279');
    expect(await list.getByRole('checkbox').count()).toBe(1);
    await shots(page, 'robot-chat-room');

    await page.getByRole('link', { name: '新增报备' }).click();
    await shown(page, 'AddRelation', '新增报备');
    const form = view(page, 'AddRelation');
    // Checked as typed, reasons in Chinese; nothing sent while wrong.
    await form.getByRole('textbox', { name: '客户姓名' }).fill('王建国');
    await form.getByRole('textbox', { name: '车牌号' }).fill('粤A1234');
    await form.getByRole('textbox', { name: '手机号（选填）' }).fill('1234');
    await page.getByRole('button', { name: '提交报备' }).click();
    await form.locator('.field__error').first().waitFor();
    expect(await form.locator('.field__error').count()).toBe(2);
    expect(calls('white/executeChatRoomAddRelation')).toHaveLength(0);
    await form.getByRole('textbox', { name: '车牌号' }).fill('粤A12345');
    await form.getByRole('textbox', { name: '手机号（选填）' }).fill('13826451279');
    await shots(page, 'robot-add-relation');
    await page.getByRole('button', { name: '提交报备' }).click();
    await toast(page, 'success', '发现重复报备');
    await shown(page, 'RelationDuplicateFiles', '重复报备');
    // The BFF URL-encodes plates on the way upstream (spec 001 §5).
    expect(calls('white/executeChatRoomAddRelation')[0]!.body).toEqual({ chatId: CHAT, custName: '王建国', licenseNo: encodeURIComponent('粤A12345'), mobile: '13826451279' });
    const dup = view(page, 'RelationDuplicateFiles');
    await dup.getByText('本群已有 1 条相同车辆或证件的报备记录').waitFor();
    await dup.getByRole('list', { name: '已有报备' }).getByText('粤A12345').waitFor();
    await shots(page, 'robot-duplicate');
    await page.getByRole('button', { name: '仍要报价' }).click();
    await toast(page, 'success', '已提交报价');
    expect(calls('white/executeChatRoomQuoteBySelectFiles')[0]!.body).toEqual({ chatId: CHAT, relationIds: [R3] });
    await shown(page, 'ChatRoomAddRelation', '客户报备');
    expect(await appPath(page)).toBe(LIST);
    v = view(page, 'ChatRoomAddRelation');
    await until(page, `document.querySelectorAll('.view[data-route="ChatRoomAddRelation"] [aria-label="已报备客户"] > li').length === 3`);
    expect(await v.getByRole('list', { name: '已报备客户' }).getByText('报价中').count()).toBe(1);
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('files a new customer, chooses the waiting filings and asks for their quotes in one go', async () => {
    await go(page, `/robot/add-relation?chatId=${CHAT}`);
    await shown(page, 'AddRelation', '新增报备');
    const form = view(page, 'AddRelation');
    await form.getByRole('textbox', { name: '客户姓名' }).fill('赵敏');
    await form.getByRole('textbox', { name: '车架号' }).fill('lsvau033512340001');
    // A joint-sales person of the chat's organisation, chosen on the EBS selector and handed back.
    await form.getByRole('link', { name: '选择 EBS 人员' }).click();
    await shown(page, 'EbsJointSalesSelector', '联合销售选择');
    const picker = view(page, 'EbsJointSalesSelector');
    await picker.getByRole('list', { name: 'EBS 联合销售人员' }).getByText('周晓梅').waitFor();
    await picker.getByRole('searchbox').fill('梁');
    await picker.getByRole('button', { name: '搜索' }).click();
    await picker.getByRole('radio', { name: '选择梁志强' }).check();
    expect(await picker.getByRole('list', { name: 'EBS 联合销售人员' }).getByRole('listitem').count()).toBe(1);
    expect(calls('white/queryJointSalesList').at(-1)!.query).toMatchObject({ channel: 'EBS', chatId: CHAT, keyword: '梁' });
    await shots(page, 'robot-joint-sales');
    await page.getByRole('button', { name: '选择 梁志强' }).click();
    await shown(page, 'AddRelation');
    await form.getByText('EBS · 梁志强（E44010035）').waitFor();
    // What was typed before is still there (the filing page is kept while the selector is open).
    expect(await form.getByRole('textbox', { name: '客户姓名' }).inputValue()).toBe('赵敏');
    await page.getByRole('button', { name: '提交报备' }).click();
    await toast(page, 'success', '报备成功');
    await shown(page, 'ChatRoomAddRelation', '客户报备');
    expect(calls('white/executeChatRoomAddRelation')[0]!.body).toEqual({ chatId: CHAT, custName: '赵敏', frameNo: 'LSVAU033512340001', jointChannel: 'EBS', jointSalesCode: 'E44010035' });
    const v = view(page, 'ChatRoomAddRelation');
    await until(page, `document.querySelectorAll('.view[data-route="ChatRoomAddRelation"] [aria-label="已报备客户"] input[type=checkbox]').length === 2`);
    for (const box of await v.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: '报价（2）' }).click();
    await toast(page, 'success', '已提交 2 位客户的报价');
    expect(calls('white/executeChatRoomQuoteBySelectFiles')[0]!.body).toEqual({ chatId: CHAT, relationIds: [R1, R3] });
    await until(page, `document.querySelectorAll('.view[data-route="ChatRoomAddRelation"] [aria-label="已报备客户"] input[type=checkbox]').length === 0`);
    expect(browser.errors).toEqual([]);
  }, 90_000);

  it('corrects what the robot read from a photo and asks for the quote (the in-app page and the public one)', async () => {
    // The chat's bind status and what to do (a public page too).
    await go(page, `/robot/chat-room-user-bind?chatId=${CHAT}`);
    await shown(page, 'ChatRoomUserBind', '群聊客户绑定');
    await view(page, 'ChatRoomUserBind').getByText('服务经理：张伟').waitFor();
    await view(page, 'ChatRoomUserBind').getByText(/本群已绑定服务经理张伟/).waitFor();
    await shots(page, 'robot-user-bind');
    // The cached list, shown again after another page, shows the chat's current filings.
    await go(page, LIST);
    await shown(page, 'ChatRoomAddRelation', '客户报备');
    await view(page, 'ChatRoomAddRelation').getByRole('link', { name: /核对 .* 的识别结果/ }).click();
    await shown(page, 'ModifyRelation', '修改报备');
    const v = view(page, 'ModifyRelation');
    const plate = v.getByRole('textbox', { name: '车牌号' });
    await until(page, `document.querySelector('.view[data-route="ModifyRelation"] input[autocomplete=off]')?.value === '王建国'`);
    expect(await plate.inputValue()).toBe('粤A12345');
    await v.getByText('大众FV7152FBDBG轿车').waitFor();
    await v.getByRole('textbox', { name: '车架号' }).fill('LSVAU03351234567');
    await page.getByRole('button', { name: '保存并报价' }).click();
    await v.getByText('车架号应为17位字母或数字').waitFor();
    expect(calls('white/ocrUpdateRelationInfoAndQuote')).toHaveLength(0);
    await v.getByRole('textbox', { name: '车架号' }).fill('LSVAU033512345679');
    await shots(page, 'robot-modify');
    await page.getByRole('button', { name: '保存并报价' }).click();
    await toast(page, 'success', /已保存并发起报价，报价单号 Q\d{12}/);
    await shown(page, 'ChatRoomAddRelation', '客户报备');
    expect(calls('white/ocrUpdateRelationInfoAndQuote')[0]!.body).toEqual({ relationId: R1, custName: '王建国', licenseNo: encodeURIComponent('粤A12345'), frameNo: 'LSVAU033512345679' });

    // The public page, opened from the robot's message without logging in, does the same job.
    server.demo.resetData();
    await logout(page);
    await page.goto(`${server.url}robot/modify-relation-from-ocr?relationId=${R1}`);
    await shown(page, 'ModifyRelationFromOcr', '修改报备信息');
    const pub = view(page, 'ModifyRelationFromOcr');
    await until(page, `document.querySelector('.view[data-route="ModifyRelationFromOcr"] input[autocomplete=off]')?.value === '王建国'`);
    await pub.getByRole('textbox', { name: '客户姓名' }).fill('王建军');
    await page.getByRole('button', { name: '保存并报价' }).click();
    await toast(page, 'success', '已保存并发起报价');
    expect(calls('white/ocrUpdateRelationInfoAndQuote')[0]!.body).toMatchObject({ relationId: R1, custName: '王建军' });
    await loginAs(page, server.url, 'wm_ext_chen', { target: LIST });
  }, 90_000);

  it('keeps the external customer out of the staff pages, and the BFF refuses their staff calls', async () => {
    for (const path of ['/review', '/create-group-type', '/reviewer-config-list', '/claim-group-building', '/home/customer-home-page']) {
      await go(page, path);
      await shown(page, 'Error404');
      expect(await appPath(page)).toBe('/error/404');
    }
    const tries = [
      ['GET', 'api/qt/creategroupapply/queryApplyCreateGroup?queryType=2'],
      ['GET', 'api/qt/creategroupapply/queryReviewerConfigList'],
      ['POST', 'api/qt/creategroupapply/reviewApplyCreateGroup'],
      ['POST', 'api/createClaimGroup'],
      ['GET', 'api/findServiceManagerUserByCreateGroup'],
    ] as const;
    for (const [method, url] of tries) {
      const answer = await page.evaluate<{ status: number; ok: boolean }>(`
        fetch(${JSON.stringify(url)}, { method: ${JSON.stringify(method)}, headers: { 'content-type': 'application/json', 'x-csrf': '1' },
          ${method === 'POST' ? `body: JSON.stringify({ applyId: 'GA0001', reviewStatus: '1', registNo: 'RDAA2026440300000001' })` : ''} })
          .then(async (r) => ({ status: r.status, ok: (await r.json()).ok }))`);
      expect(answer, `${method} ${url}`).toEqual({ status: 403, ok: false });
    }
    expect(calls('qt/creategroupapply/reviewApplyCreateGroup')).toHaveLength(0);
    expect(calls('createClaimGroup')).toHaveLength(0);
  }, 60_000);
});
