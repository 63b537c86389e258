import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appInBrowser, appPath, go, loginAs, logout, sessionItem, shots, shown, until, toastSays } from './app-helpers.js';

// The smart business card: view, edit and share it (张伟, a customer manager), and register it
// when the smart-business-card check stops a staff member without one (王芳, 11010003), who then
// returns to where they were going (spec 000 §4). Checked on screen and through the calls the demo
// upstream recorded.

const body = (c: { body: unknown } | undefined) => (c?.body ?? {}) as Record<string, unknown>;

describe('the smart business card in Chromium at 375x667', () => {
  const app = appInBrowser();
  const calls = app.calls;
  beforeAll(() => loginAs(app.browser.page, app.server.url, 'zhangwei'));
  beforeEach(() => {
    app.server.demo.resetData();
    app.browser.errors.length = 0;
  });

  it('views the card, previews it as the customer sees it, and shares it into the chat', async () => {
    const { page } = app.browser;
    await go(page, '/home/customer-home-page');
    await shown(page, 'CustomerHomePage');
    await page.getByRole('region', { name: '功能入口' }).getByRole('link', { name: /我的名片/ }).click();
    await shown(page, 'BusinessCard', '我的名片');
    const card = page.getByRole('article', { name: '名片' });
    await card.getByText('张伟').waitFor();
    await expect(card.innerText()).resolves.toMatch(/客户经理[\s\S]*广州市分公司[\s\S]*电话 13800138001[\s\S]*车险[\s\S]*家财险/);
    await shots(page, 'card-index');

    await page.getByRole('button', { name: '发送给客户' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    const msg = sheet.getByTestId('message-card');
    await expect(msg.innerText()).resolves.toContain('张伟｜客户经理');
    await expect(msg.getAttribute('href')).resolves.toMatch(/\/open-service-manager\/SM44010001$/);
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await page.locator('.toast--success', { hasText: '发送成功' }).first().waitFor();

    await page.getByRole('link', { name: '预览' }).click();
    await shown(page, 'BusinessCardDetail', '名片详情');
    await page.getByTestId('message-card').getByText('张伟｜客户经理').waitFor();
    await page.getByRole('article', { name: '名片' }).getByText('张伟').waitFor();
    await shots(page, 'card-detail');
    expect(calls('mc/queryUserCodeInManagerInfo').length).toBeGreaterThanOrEqual(2);
    expect(app.browser.errors).toEqual([]);
  });

  it('the page the shared card opens shows the phone the card promised, unmasked, and the bio (issue 32 item 6)', async () => {
    const { page } = app.browser;
    await go(page, '/business-card/business-card-detail');
    await shown(page, 'BusinessCardDetail', '名片详情');
    const promised = page.getByRole('article', { name: '名片' });
    await promised.getByText('电话 13800138001').waitFor();
    const href = await page.getByTestId('message-card').getAttribute('href');
    // The customer opens the link (no login needed: a public page).
    await page.goto(new URL(href!, app.server.url).toString());
    await shown(page, 'OpenServiceManagerLink', '服务经理');
    const card = page.getByLabel('服务经理名片');
    await card.getByRole('link', { name: '电话 13800138001' }).waitFor();
    await expect(card.getByText('1380****001').count()).resolves.toBe(0);
    await card.getByLabel('个人简介').getByText('从业八年，专注车险与家财险，理赔全程协助。').waitFor();
    await card.getByLabel('擅长领域').getByText('车险').waitFor();
    // Not the employee code: staff are named, not numbered, to customers.
    await expect(card.innerText()).resolves.not.toContain('44010001');
    await shots(page, 'card-public');
  });

  it('edits the card: checked as typed, nothing lost on a refusal, saved with updateCustManagerInfo', async () => {
    const { page } = app.browser;
    await go(page, '/business-card/index');
    await shown(page, 'BusinessCard');
    await page.getByRole('link', { name: '编辑' }).click();
    await shown(page, 'RegisterBusinessCard', '登记名片');
    const mobile = page.getByRole('textbox', { name: '联系电话' });
    await expect(mobile.inputValue()).resolves.toBe('13800138001');
    await expect(page.getByRole('radio', { name: '客户经理' }).isDisabled()).resolves.toBe(true);

    await mobile.fill('1380013');
    await page.getByText('手机号格式不正确').or(page.locator('.field__error')).first().waitFor();
    const reason = await page.locator('.field__error').first().innerText();
    expect(reason.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: '保存名片' }).click();
    await page.locator('.toast--error', { hasText: '请按提示修改后再提交' }).first().waitFor();
    expect(calls('mc/updateCustManagerInfo')).toHaveLength(0);

    // The upstream refuses (a fault): the typed values stay.
    await mobile.fill('13912345678');
    await page.getByRole('checkbox', { name: '理赔' }).check();
    await page.getByRole('textbox', { name: '个人简介' }).fill('从业十年，车险与理赔一站式服务。');
    app.server.demo.state.faults.set('mc/updateCustManagerInfo', { kind: 'http500', times: 1 });
    await page.getByRole('button', { name: '保存名片' }).click();
    await toastSays(page, 'error', '服务暂时不可用，请稍后重试');
    await expect(mobile.inputValue()).resolves.toBe('13912345678');
    await expect(page.getByRole('textbox', { name: '个人简介' }).inputValue()).resolves.toBe('从业十年，车险与理赔一站式服务。');
    await shots(page, 'card-edit');

    await page.getByRole('button', { name: '保存名片' }).click();
    await shown(page, 'BusinessCard');
    await page.getByRole('article', { name: '名片' }).getByText('从业十年，车险与理赔一站式服务。').waitFor();
    const saved = body(calls('mc/updateCustManagerInfo').at(-1));
    expect(saved).toMatchObject({ managerName: '张伟', mobile: '13912345678', introduction: '从业十年，车险与理赔一站式服务。' });
    expect(saved['expertiseAreas']).toEqual(['1', '4', '3']);
    expect(saved).not.toHaveProperty('managerType');
    expect(app.browser.errors.filter((e) => !e.includes('502'))).toEqual([]);
  });

  it('registers the card when the check asks for it: the claims-staff verification, then back to where the person was going', async () => {
    const { page } = app.browser;
    await logout(page);
    app.server.demo.state.config.systemConfig.set('smart_business_card', '1');
    await loginAs(page, app.server.url, 'wangfang', { comId: '11000000', target: '/business-card/register-card' });
    await go(page, '/knowledge/index?cat=claims');
    await shown(page, 'RegisterBusinessCard', '登记名片');
    expect(await appPath(page)).toBe('/business-card/register-card?redirect=cache&type=register');
    expect(JSON.parse((await sessionItem(page, 'tmp-redirect-info')) ?? 'null')).toEqual({ path: '/knowledge/index', query: { cat: 'claims' } });
    await page.getByText('查询失败，暂无此用户对应的客户经理或理赔顾问信息，请先注册！', { exact: false }).first().waitFor();
    // The name comes from the marketing system (getUserMsg).
    await until(page, `document.querySelector('input[autocomplete=name]')?.value === '王芳'`);
    await shots(page, 'card-register');

    // As 理赔顾问: the claims-staff verification says no; the form keeps everything.
    await page.getByRole('radio', { name: '理赔顾问' }).check();
    await page.getByRole('textbox', { name: '联系电话' }).fill('13800138003');
    await page.getByRole('checkbox', { name: '车险' }).check();
    await page.getByRole('button', { name: '登记名片' }).click();
    await expect(page.locator('.bc-types [role=alert]').innerText()).resolves.toContain('您不是理赔人员');
    expect(calls('fwdapi/getUserMsg').length).toBeGreaterThanOrEqual(2);
    expect(calls('mc/custManagerInfoRegister')).toHaveLength(0);
    await expect(page.getByRole('textbox', { name: '联系电话' }).inputValue()).resolves.toBe('13800138003');

    // As 客户经理: registered, the checks reset, and on to the page first asked for.
    await page.getByRole('radio', { name: '客户经理' }).check();
    await page.getByRole('button', { name: '登记名片' }).click();
    await shown(page, 'Knowledge', '知识库');
    expect(await appPath(page)).toBe('/knowledge/index?cat=claims');
    expect(body(calls('mc/custManagerInfoRegister')[0])).toMatchObject({
      managerType: 'manager',
      managerName: '王芳',
      mobile: '13800138003',
      title: '客户经理',
      expertiseAreas: ['1'],
    });
    await go(page, '/business-card/index');
    await shown(page, 'BusinessCard');
    await page.getByRole('article', { name: '名片' }).getByText('王芳').waitFor();

    // Without a card (the record removed upstream), 我的名片 gives the manager query's failure
    // text (spec 000 §8) and the way to register.
    app.server.demo.state.auth.managers.set('11010003', null);
    await go(page, '/mine/index');
    await shown(page, 'Mine');
    await page.getByText('您还没有登记名片').waitFor();
    await go(page, '/business-card/index');
    await shown(page, 'BusinessCard');
    await page.getByText('查询失败，暂无此用户对应的客户经理或理赔顾问信息，请先注册！').waitFor();
    await page.getByRole('link', { name: '登记名片' }).click();
    await shown(page, 'RegisterBusinessCard');
    expect(await appPath(page)).toBe('/business-card/register-card?type=register');
    await page.getByRole('button', { name: '登记名片' }).waitFor();
    // The console saw only the logout's 401 and the manager query's "no card" refusals (422).
    expect(app.browser.errors.filter((e) => !/\b(401|422)\b/.test(e))).toEqual([]);
  });
});
