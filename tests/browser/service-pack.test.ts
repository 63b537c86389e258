import { describe, expect, it } from 'vitest';
import { appPath, go, shots, shown, signedInApp, until, pick } from './app-helpers.js';

// Issue 21, jobs 1 and 2 in Chromium against the demo upstream, as 张伟 (organisation 44010000):
// see the organisation's service packs, create one from the service-item dictionary and view it,
// the same for a non-vehicle pack; create a vehicle grouping code with models from the vehicle
// model inquiry and a non-vehicle one, and view them. The demo upstream's recorded calls show the
// right fields went out (the organisation filled by the BFF from the session).

describe('service packs and grouping codes in Chromium', () => {
  const app = signedInApp('zhangwei');
  const body = (name: string, i = -1) => app.calls(name).at(i)?.body as Record<string, unknown>;

  it('shows the organisation\'s packs and grouping codes, by customer type, from the home grid', async () => {
    const { page } = app;
    await go(page, '/home/customer-home-page');
    await page.getByRole('link', { name: '服务包' }).click();
    await shown(page, 'ServicePackGovern', '服务包管理');
    const list = page.getByRole('region', { name: '车险服务包' });
    await list.getByText('尊享车主服务包').waitFor();
    await expect(list.innerText()).resolves.toContain('新能源车主服务包');
    // Only the caller's organisation: Beijing's pack is not shown.
    await expect(list.innerText()).resolves.not.toContain('京城车主服务包');
    await shots(page, 'svc-govern');
    await page.getByRole('tab', { name: '客户分组码' }).click();
    await page.getByRole('region', { name: '车险客户分组码' }).getByText('新能源车主').first().waitFor();
    await page.getByRole('tab', { name: '非车客户' }).click();
    await page.getByRole('region', { name: '非车客户分组码' }).getByText('家财险客户').waitFor();
    const url = new URL(await appPath(page), 'http://x');
    expect([url.pathname, url.searchParams.get('type'), url.searchParams.get('view')]).toEqual(['/service-pack-application/service-pack-govern', '2', 'groups']);
    expect(app.calls('servicePack/queryGroupingCodeList').at(-1)?.query).toMatchObject({ packType: '2', comCode: '44010000' });
  });

  it('creates a vehicle pack from the item dictionary, keeping the form while items are picked, and views it', async () => {
    const { page } = app;
    await go(page, '/service-pack-application/service-pack-govern');
    await page.getByRole('link', { name: '新增服务包' }).click();
    await shown(page, 'NewlyAddedServicePack', '新增服务包');
    await page.getByRole('textbox', { name: '服务包名称' }).fill('金牌车主');
    await page.getByRole('textbox', { name: '服务包名称' }).fill('金');
    await page.getByText('服务包名称须为 2–30 个字').waitFor();
    await page.getByRole('textbox', { name: '服务包名称' }).fill('金牌车主服务包');
    await page.getByRole('link', { name: '添加项目' }).click();
    await shown(page, 'PrpdictList', '服务项目');
    await page.getByRole('checkbox', { name: '选择道路救援' }).check();
    await page.getByRole('tab', { name: '车辆养护' }).click();
    await page.getByRole('checkbox', { name: '选择精致洗车' }).check();
    await shots(page, 'svc-prpdict-pick');
    await page.getByRole('button', { name: '确定（已选 2 项）' }).click();
    await shown(page, 'NewlyAddedServicePack');
    // What was typed is still there; the two items came back with one time each.
    await expect(page.getByRole('textbox', { name: '服务包名称' }).inputValue()).resolves.toBe('金牌车主服务包');
    const chosen = page.getByRole('list', { name: '已选服务项目' });
    await expect(chosen.innerText()).resolves.toMatch(/道路救援[\s\S]*精致洗车/);
    await page.getByRole('button', { name: '增加精致洗车次数' }).click();
    await page.getByRole('button', { name: '增加精致洗车次数' }).click();
    await expect(page.getByText('¥420.00').first().isVisible()).resolves.toBe(true);
    await shots(page, 'svc-pack-form');
    await page.getByRole('button', { name: '保存服务包' }).click();
    await page.getByText('服务包已保存').waitFor();
    await shown(page, 'ViewAddedServicePack', '查看服务包');
    await expect(page.getByRole('list', { name: '服务项目' }).innerText()).resolves.toMatch(/道路救援 × 1次[\s\S]*精致洗车 × 3次/);
    await shots(page, 'svc-pack-view');
    expect(body('servicePack/saveServicePack')).toMatchObject({
      packType: '1',
      packName: '金牌车主服务包',
      // Counts travel as the schema's string-or-number, as strings after the BFF's validation.
      validMonths: '12',
      comCode: '44010000',
      userCode: '44010001',
      items: [
        { itemCode: 'SI1001', times: '1' },
        { itemCode: 'SI1002', times: '3' },
      ],
    });
    // The item details of the new pack.
    await page.getByRole('link', { name: '项目说明' }).click();
    await shown(page, 'PackagePrpdictList', '服务包项目');
    await page.getByText('拖车 50 公里内', { exact: false }).waitFor();
  });

  it('creates a non-vehicle pack and refuses a duplicate name with the upstream\'s reason, keeping the form', async () => {
    const { page } = app;
    await go(page, '/service-pack-application/non-vehicle-newly-added-service-pack');
    await shown(page, 'NonVehicleNewlyAddedServicePack', '新增非车服务包');
    // A draft left behind can be cleared (confirmed first).
    await page.getByRole('textbox', { name: '服务包名称' }).fill('草稿');
    await page.getByRole('button', { name: '清空' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '清空' }).click();
    await until(page, `document.querySelector('.view[data-route="NonVehicleNewlyAddedServicePack"] input')?.value === ''`);
    await page.getByRole('textbox', { name: '服务包名称' }).fill('安心家居服务包');
    await page.getByRole('link', { name: '添加项目' }).click();
    await shown(page, 'PrpdictList');
    await page.getByRole('checkbox', { name: '选择管道疏通' }).check();
    await page.getByRole('button', { name: /确定/ }).click();
    await shown(page, 'NonVehicleNewlyAddedServicePack');
    await page.getByRole('button', { name: '保存服务包' }).click();
    await page.getByText('本机构已有同名服务包').waitFor();
    await page.getByRole('textbox', { name: '服务包名称' }).fill('家居无忧服务包');
    await page.getByRole('button', { name: '保存服务包' }).click();
    await shown(page, 'ViewNonVehicleAddedServicePack', '查看非车服务包');
    await page.locator('.view[data-route="ViewNonVehicleAddedServicePack"]').getByRole('region', { name: '服务包' }).getByText('非车客户').waitFor();
    expect(body('servicePack/saveServicePack')).toMatchObject({ packType: '2', packName: '家居无忧服务包', items: [{ itemCode: 'SI2004', times: '1' }] });
    // Saved: the form starts empty next time.
    await go(page, '/service-pack-application/non-vehicle-newly-added-service-pack');
    await shown(page, 'NonVehicleNewlyAddedServicePack');
    await expect(page.locator('.view[data-route="NonVehicleNewlyAddedServicePack"]').last().getByRole('textbox', { name: '服务包名称' }).inputValue()).resolves.toBe('');
  });

  it('creates a vehicle grouping code with models from the vehicle model inquiry and views it', async () => {
    const { page } = app;
    await go(page, '/service-pack-application/customer-grouping-code');
    await shown(page, 'CustomerGroupingCode', '客户分组码');
    await page.getByRole('textbox', { name: '分组名称' }).fill('比亚迪车主');
    await pick(page, '获得的服务包', '新能源车主服务包');
    await page.getByRole('link', { name: '＋ 查询车型' }).click();
    await shown(page, 'VehicleModelInquiry', '车型查询');
    await page.getByRole('searchbox', { name: '品牌、车型或车型代码' }).fill('比亚迪');
    await page.getByRole('button', { name: '查询' }).click();
    await until(page, `document.querySelectorAll('.view[data-route="VehicleModelInquiry"] input[type="checkbox"]').length === 2`);
    await page.getByRole('checkbox', { name: /选择比亚迪 汉/ }).check();
    await page.getByRole('checkbox', { name: /选择比亚迪 宋PLUS/ }).check();
    await shots(page, 'svc-model-inquiry');
    await page.getByRole('button', { name: '确定（已选 2 个车型）' }).click();
    await shown(page, 'CustomerGroupingCode');
    await expect(page.getByRole('textbox', { name: '分组名称' }).inputValue()).resolves.toBe('比亚迪车主');
    await page.getByRole('textbox', { name: '购置价下限（万元）' }).fill('25');
    await page.getByRole('textbox', { name: '购置价上限（万元）' }).fill('15');
    await page.getByText('下限不能高于上限').waitFor();
    await page.getByRole('textbox', { name: '购置价下限（万元）' }).fill('10');
    await page.getByRole('textbox', { name: '购置价上限（万元）' }).fill('30');
    await shots(page, 'svc-group-form');
    await page.getByRole('button', { name: '保存分组码' }).click();
    await page.getByText('客户分组码已保存').waitFor();
    await shown(page, 'ViewGroupingCode', '查看分组码');
    const view = page.getByRole('region', { name: '客户分组码' });
    await view.getByText('购置价 10–30 万元').waitFor();
    await expect(page.getByRole('region', { name: /车型/ }).innerText()).resolves.toContain('宋PLUS');
    await shots(page, 'svc-group-view');
    const sent = body('servicePack/saveGroupingCode');
    expect(sent).toMatchObject({ packType: '1', groupName: '比亚迪车主', packCode: 'SP4401000002', comCode: '44010000', rules: { priceMin: 100_000, priceMax: 300_000, newEnergyOnly: false } });
    expect((sent['rules'] as { modelCodes: string[] }).modelCodes).toHaveLength(2);
  });

  it('creates a non-vehicle grouping code by insurance kinds and premium', async () => {
    const { page } = app;
    await go(page, '/service-pack-application/non-vehicle-customer-grouping-code');
    await shown(page, 'NonVehicleCustomerGroupingCode', '非车客户分组码');
    await page.getByRole('textbox', { name: '分组名称' }).fill('意外健康险客户');
    await pick(page, '获得的服务包', '健康守护服务包');
    await page.getByRole('button', { name: '意外健康险' }).click();
    await page.getByRole('textbox', { name: '年保费下限（元）' }).fill('500');
    await page.getByRole('button', { name: '保存分组码' }).click();
    await shown(page, 'ViewNonVehicleGroupingCode', '查看非车分组码');
    await until(page, `document.body.innerText.includes('年保费 500 元以上')`);
    const sent = body('servicePack/saveGroupingCode');
    expect(sent).toMatchObject({ packType: '2', groupName: '意外健康险客户', rules: { premiumMin: 500 } });
    expect((sent['rules'] as { riskCodes: string[] }).riskCodes.length).toBeGreaterThan(0);
  });
});
