import { describe, expect, it } from 'vitest';
import { EX } from '../../shared/catalogue/examples.js';
import { insuranceKindGroupOf } from '../../shared/domain/insurance-kind.js';
import { appPath, go, shots, shown, signedInApp, until } from './app-helpers.js';

// Non-vehicle insurance (issue 22 job 5) in Chromium against the demo upstream, as 张伟: the
// kinds hub for a customer, a kind's page with its products' insurance links sent into the chat,
// the customer's non-vehicle policies, and the list of insurance classes.

describe('non-vehicle insurance in Chromium', () => {
  const app = signedInApp('zhangwei');
  const custId = EX.custId; // 刘芳: holds a home-property (JAH) policy
  const mine = () => app.server.demo.state.db.policies.filter((p) => p.custId === custId && insuranceKindGroupOf(p.riskCode) !== null);

  it('opens a kind for the customer, shows their policies of it and sends a product link into the chat', async () => {
    const { page } = app;
    await go(page, `/customer-info/non-vehicle?custId=${custId}`);
    await shown(page, 'NonVehicle', '非车险');
    const counts = page.getByRole('list', { name: '按险种统计' });
    const home = mine().filter((p) => insuranceKindGroupOf(p.riskCode) === '0').length;
    expect(home).toBeGreaterThan(0);
    await expect(counts.locator('li', { hasText: '家财险' }).locator('strong').innerText()).resolves.toBe(String(home));
    await shots(page, 'nonvehicle-hub');

    await page.getByRole('list', { name: '非车险种' }).getByRole('link', { name: /家财险/ }).click();
    await shown(page, 'HomeProIns', '家庭财产保险');
    expect(await appPath(page)).toBe(`/nonvehicle/homeProIns?custId=${custId}`);
    await page.getByRole('list', { name: '客户的家财险保单' }).getByRole('link').first().waitFor();
    const send = page.getByRole('button', { name: '发送投保链接：家庭财产综合保险' });
    await send.waitFor();
    await shots(page, 'nonvehicle-kind');
    await send.click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    await expect(sheet.getByTestId('message-card').innerText()).resolves.toContain('家庭财产综合保险在线投保');
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await page.locator('.toast--success', { hasText: '发送成功' }).waitFor();
    expect(app.calls('queryETInsureLink').map((c) => c.query['riskCode']).sort()).toEqual(['JAH', 'JDM', 'JEB', 'JTC', 'JTN']);
  });

  it("lists only the customer's non-vehicle policies, filtered by status in the URL", async () => {
    const { page } = app;
    await go(page, `/customer-info/insurance-no-car-policy?custId=${custId}`);
    await shown(page, 'InsuranceNoCarPolicy', '非车险保单');
    const list = page.getByRole('list', { name: '非车险保单' });
    await list.getByRole('link').first().waitFor();
    await expect(list.getByRole('link').count()).resolves.toBe(mine().length);
    await page.getByRole('tab', { name: '在保', exact: true }).click();
    await until(page, `location.search.includes('inForceStatus=1')`);
    const inForce = mine().filter((p) => p.inForceStatus === '1').length;
    if (inForce > 0) await expect(list.getByRole('link').count()).resolves.toBe(inForce);
    else await page.getByText('没有符合条件的非车险保单').waitFor();
  });

  it('lists the insurance classes and opens one', async () => {
    const { page } = app;
    await go(page, '/customer-info/insurance-type-list');
    await shown(page, 'InsuranceTypeList', '险种列表');
    const classes = page.getByRole('list', { name: '非车险类' });
    await classes.getByRole('link', { name: /责任险/ }).waitFor();
    await expect(classes.getByRole('link').count()).resolves.toBe(5);
    await classes.getByRole('link', { name: /责任险/ }).click();
    await shown(page, 'Liability', '责任保险');
    await page.getByRole('button', { name: '发送投保链接：公众责任保险' }).waitFor();
  });
});
