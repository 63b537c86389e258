import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../demo/types.js';
import { appPath, go, loginAs, logout, shots, shown, until, signedInApp, type SignedInApp } from './app-helpers.js';

// Client administration (issue 18, job 6) against the demo upstream: the staff member's customers
// with filters in the URL; adding customers in batch by certificate number with the numbers
// checked as typed, the progress and each row's result; binding an unbound customer.
// Seed: C4400000002 陈丽 (ID 440304195911101424) is unbound in 44000000.

const view = (route: string) => `.view[data-route="${route}"]`;
/** An element's attribute reader (the root typecheck has no DOM types). */
type Attr = { getAttribute(name: string): string | null };

/** A valid 18-digit ID number (check digit by GB 11643) from its first 17 digits. */
function idNumber(first17: string) {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return first17 + '10X98765432'[sum % 11]!;
}

describe('client administration in Chromium', () => {
  const app = signedInApp();
  let server: SignedInApp['server'];
  let page: SignedInApp['page'];
  const calls = app.calls;
  beforeAll(() => {
    ({ server, page } = app);
  });
  beforeEach(() => server.demo.resetData());
  const bodyOf = (c: RecordedCall | undefined) => (c?.body ?? {}) as Record<string, unknown>;

  it('my customers: searched by name and filtered by status in the URL, opened into the detail', async () => {
    const v = view('ClientRegulate');
    await go(page, '/client/client-regulate');
    await shown(page, 'ClientRegulate', '客户管理');
    const mine = server.demo.state.db.customers.filter((c) => c.bindUserCode === '44010001');
    await page.locator(`${v} section[aria-label="我的客户"] .muted`, { hasText: `共 ${mine.length} 位` }).waitFor();
    expect(await page.locator(`${v} .cl-row`).count()).toBe(10);
    expect(bodyOf(calls('mc/query')[0])).toMatchObject({ pageNo: '1', pageSize: '10' });
    expect(bodyOf(calls('mc/query')[0]).bindStatus).toBeUndefined();
    await page.locator(`${v} [aria-label="客户管理功能"] a`, { hasText: '新客户管理' }).waitFor();

    await page.locator(`${v} .tk-chip`, { hasText: '在保' }).click();
    await until(page, `location.search.includes('status=01')`);
    const inForce = mine.filter((c) => c.customerStatus === '01');
    await page.locator(`${v} section[aria-label="我的客户"] .muted`, { hasText: `共 ${inForce.length} 位` }).waitFor();
    expect(bodyOf(calls('mc/query').at(-1))).toMatchObject({ customerStatus: '01' });

    const someone = inForce[0]!;
    const family = someone.name.slice(0, 1);
    await page.getByLabel('客户姓名').fill(family);
    await page.getByLabel('客户姓名').press('Enter');
    await until(page, `decodeURIComponent(location.search).includes('q=${family}')`);
    const hits = inForce.filter((c) => c.name.includes(family));
    await page.locator(`${v} section[aria-label="我的客户"] .muted`, { hasText: `共 ${hits.length} 位` }).waitFor();
    for (const t of await page.locator(`${v} .cl-row .hm-cust__name`).allInnerTexts()) expect(t).toContain(family);
    expect(bodyOf(calls('mc/query').at(-1))).toMatchObject({ customerStatus: '01', name: family });
    await shots(page, 'client-regulate');

    await page.locator(`${v} .cl-row`, { hasText: someone.name }).first().locator('a').click();
    await shown(page, 'CustomerInfoDetail');
    expect(await appPath(page)).toContain(`custId=${someone.custId}`);
  });

  it('batch add: numbers checked as typed, sent in chunks with progress, every row\'s result; an unbound customer bound', async () => {
    const v = view('NewClientRegulate');
    await go(page, '/client/new-client-regulate');
    await shown(page, 'NewClientRegulate', '新客户管理');
    const box = page.getByLabel('证件号码（每行一个，或用逗号、空格分隔）');

    // A wrong check digit is named with its reason; nothing is sent and nothing typed is lost.
    const unknown = Array.from({ length: 51 }, (_, i) => idNumber(`1101011990010${String(100 + i).slice(-3)}1`.slice(0, 17)));
    const typed = ['440304195911101424', '440304195911101425', ...unknown].join('\n');
    await box.fill(typed);
    await page.locator(`${v} [aria-label="不正确的证件号码"]`, { hasText: '第 2 个 440304195911101425：身份证号校验位不正确' }).waitFor();
    await page.getByRole('button', { name: /添加 52 位客户/ }).click();
    await page.locator(`${v} [role="alert"]`, { hasText: '有 1 个证件号码不正确，请修改后再添加' }).waitFor();
    expect(calls('mc/batchAddCustByCertificateNo')).toHaveLength(0);
    expect(await box.inputValue()).toBe(typed);

    await box.fill(['440304195911101424', '440304195911101424', ...unknown].join(','));
    await page.locator(`${v} .cl-batch__count`, { hasText: '有效 52 个，重复 1 个已忽略' }).waitFor();
    await page.getByRole('button', { name: '添加 52 位客户' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '开始添加' }).click();
    await page.locator(`${v} .cl-batch__figures`, { hasText: '已处理 52 / 52 · 成功 1 · 失败 51' }).waitFor();
    await page.locator('.toast', { hasText: '添加完成：成功 1 位，失败 51 位' }).waitFor();

    // Two calls of at most 50 numbers; each row's result kept, PII masked.
    const sent = calls('mc/batchAddCustByCertificateNo').map((c) => bodyOf(c).certificateNos as string[]);
    expect(sent.map((s) => s.length)).toEqual([50, 2]);
    expect(sent.flat()).toEqual(['440304195911101424', ...unknown]);
    expect(server.demo.state.db.customers.find((c) => c.custId === 'C4400000002')?.bindUserCode).toBe('44010001');
    const results = page.locator(`${v} [aria-label="添加结果"] .cl-result`);
    expect(await results.count()).toBe(20); // the first 20, then 显示全部
    expect(await results.first().innerText()).toMatch(/陈丽[\s\S]*成功[\s\S]*证件 4403041959\*{4}1424/);
    await shots(page, 'client-batch-add');
    await page.getByRole('button', { name: '显示全部 52 条' }).click();
    expect(await results.count()).toBe(52);
    await page.locator(`${v} .tk-chip`, { hasText: '失败 51' }).click();
    expect(await results.count()).toBe(51);
    expect(await results.first().innerText()).toContain('未查询到该证件号码对应的客户');

    // The organisation's unbound customers: bind one after a confirmation.
    const unbound = server.demo.state.db.customers.filter((c) => c.bindUserCode === null && c.comId === '44000000');
    const target = unbound[0]!;
    const row = page.locator(`${v} section[aria-label="本机构未绑定客户"] .cl-row`, { hasText: target.name }).first();
    await row.waitFor();
    expect(calls('mc/query').some((c) => bodyOf(c).bindStatus === '0')).toBe(true);
    await row.getByRole('button', { name: '绑定' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '绑定' }).click();
    await page.locator('.toast', { hasText: `已绑定${target.name}` }).waitFor();
    expect(bodyOf(calls('weixinCustMainBinding')[0])).toMatchObject({ custId: target.custId });
    expect(server.demo.state.db.customers.find((c) => c.custId === target.custId)?.bindUserCode).toBe('44010001');
    expect(app.browser.errors).toEqual([]);
  });

  it('finds a customer manager by name or code, with their organisation', async () => {
    const v = view('SearchManager');
    await go(page, '/client/client-regulate');
    await shown(page, 'ClientRegulate');
    await page.locator(`${view('ClientRegulate')} [aria-label="客户管理功能"] a`, { hasText: '查询客户经理' }).click();
    await shown(page, 'SearchManager', '查询客户经理');
    await page.getByRole('button', { name: '查找' }).click();
    await page.locator(`${v} [role="alert"]`, { hasText: '请输入同事的姓名或员工代码' }).waitFor();
    expect(calls('fuzzyQueryUserByUserNameOrUserCode')).toHaveLength(0);

    const box = page.getByLabel('姓名或员工代码');
    await box.fill('李');
    await box.press('Enter');
    const lina = page.locator(`${v} .cl-manager`, { hasText: '李娜' });
    await lina.waitFor();
    // Colleagues by name, their employee code masked (spec 000 §3), the organisation by name.
    expect(await lina.innerText()).toMatch(/员工代码 \*\*\*\*0002[\s\S]*广州市分公司/);
    await box.fill('王芳');
    await box.press('Enter');
    await page.locator(`${v} .cl-manager`, { hasText: '王芳' }).locator('.tag', { hasText: '非本省机构' }).waitFor();
    await box.fill('查无此人');
    await box.press('Enter');
    await page.locator(`${v} [role="status"]`, { hasText: '未找到该同事' }).waitFor();
    expect(calls('fuzzyQueryUserByUserNameOrUserCode').map((c) => c.query.keyword)).toEqual(['李', '王芳', '查无此人']);
    await shots(page, 'client-search-manager');
    expect(app.browser.errors).toEqual([]);
  });

  it('manager account: the account with its roles and the manager profile; without a profile, the way to register', async () => {
    const v = view('ManagerAccount');
    await go(page, '/client/client-regulate');
    await shown(page, 'ClientRegulate');
    await page.locator(`${view('ClientRegulate')} [aria-label="客户管理功能"] a`, { hasText: '客户经理账号' }).click();
    await shown(page, 'ManagerAccount', '客户经理账号');
    const profile = page.locator(`${v} section[aria-label="客户经理档案"]`);
    await profile.locator('.cells').waitFor();
    expect(await profile.innerText()).toMatch(/姓名\s*张伟[\s\S]*身份\s*客户经理/);
    const roles = await (await page.evaluate<{ data: { roleName: string }[] }>(`fetch('api/um/umtuser/queryUserRole').then((r) => r.json())`)).data;
    const account = page.locator(`${v} section[aria-label="账号"]`);
    await account.locator('.cells').waitFor();
    for (const r of roles) await account.locator('.tag', { hasText: r.roleName }).waitFor();
    expect(await account.innerText()).toMatch(/员工代码\s*\*\*\*\*0001/);
    expect(await account.innerText()).not.toContain('44010001');
    expect(calls('um/umtuser/queryUserRole')[0]?.query).toMatchObject({ userCode: '44010001' }); // filled from the session
    expect(calls('mc/queryUserCodeInManagerInfo')[0]?.query).toMatchObject({ userCode: '44010001' });
    await shots(page, 'client-manager-account');
    expect(app.browser.errors).toEqual([]);

    // 王芳 has no profile: she is told so and offered registration (when that page exists).
    await logout(page);
    await loginAs(page, server.url, 'wangfang', { comId: '11000000', target: '/client/manager-account' });
    await shown(page, 'ManagerAccount');
    await page.locator(`${v} section[aria-label="客户经理档案"] [role="status"]`, { hasText: '尚未登记客户经理或理赔顾问档案' }).waitFor();
    // The upstream's refusal (422) is the browser's only console line; it is the expected answer here.
    expect(app.browser.errors).toEqual([expect.stringContaining('422')]);
    app.browser.errors.length = 0;
    await logout(page);
    await loginAs(page, server.url, 'zhangwei');
  });

  it('customers by channel: added on WeCom (newest first) and following the official account (latest visit first)', async () => {
    const db = server.demo.state.db;
    const mine = db.customers.filter((c) => c.bindUserCode === '44010001');

    const t = view('TencentAdd');
    await go(page, '/client/client-regulate');
    await shown(page, 'ClientRegulate');
    await page.locator(`${view('ClientRegulate')} [aria-label="客户管理功能"] a`, { hasText: '企微添加' }).click();
    await shown(page, 'TencentAdd', '企微添加');
    const added = mine.filter((c) => c.contactAddedAt).sort((a, b) => b.contactAddedAt!.localeCompare(a.contactAddedAt!));
    await page.locator(`${t} .cl-note`, { hasText: `共 ${added.length} 位` }).waitFor();
    const times = await page.locator(`${t} .cl-row__meta time`).evaluateAll((els) => els.map((e) => (e as unknown as Attr).getAttribute('datetime')));
    expect(times).toEqual(added.slice(0, 10).map((c) => c.contactAddedAt));
    expect(bodyOf(calls('mc/queryChannelCust')[0])).toMatchObject({ channel: 'wecom', pageNo: '1', pageSize: '10' });
    await shots(page, 'client-tencent-add');

    const p = view('PublicAccount');
    await go(page, '/client/public-account');
    await shown(page, 'PublicAccount', '公众号');
    const following = mine.filter((c) => c.wxBindStatus === '1');
    await page.locator(`${p} .cl-note`, { hasText: `共 ${following.length} 位` }).waitFor();
    const someone = following[0]!;
    await page.getByLabel('客户姓名').fill(someone.name);
    await page.getByLabel('客户姓名').press('Enter');
    await until(page, `decodeURIComponent(location.search).includes('q=${someone.name}')`);
    const hit = page.locator(`${p} .cl-row__main`, { hasText: someone.name }).first();
    await hit.waitFor();
    const visits = db.visits.filter((x) => x.unionId === someone.unionId).map((x) => x.visitTime).sort();
    if (visits.length) expect(await hit.locator('time').getAttribute('datetime')).toBe(visits.at(-1));
    expect(bodyOf(calls('mc/queryChannelCust').at(-1))).toMatchObject({ channel: 'officialAccount', name: someone.name });
    expect(app.browser.errors).toEqual([]);
  });
});
