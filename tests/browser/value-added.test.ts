import { describe, expect, it } from 'vitest';
import { appPath, go, shots, shown, signedInApp, until, pick } from './app-helpers.js';

// Issue 21, jobs 3–5 in Chromium against the demo upstream, as 张伟 (organisation 44010000):
// a value-added plan (the cached form keeps its state while the pack is looked up), allocated to
// the sales force as a batch with its progress; a service given to a customer from their page,
// its type 5 care message sent into the chat, seen among the customer's services and reset; a
// gift and points within the staff member's quota. The demo upstream's recorded calls show the
// fields that went out, the organisation and the staff member filled from the session.

const CUST = 'C4400000003'; // bound to 44010001, no value-added service yet

describe('value-added services, gifts and points in Chromium', () => {
  const app = signedInApp('zhangwei');
  const body = (name: string) => app.calls(name).at(-1)?.body as Record<string, unknown>;

  it('creates a plan, allocates it to the sales force as a batch and shows each batch\'s progress', async () => {
    const { page } = app;
    await go(page, '/home/customer-home-page');
    await page.getByRole('link', { name: '增值方案' }).click();
    await shown(page, 'ValueAddedAllocationScheme', '增值服务分配方案');
    const plans = page.getByRole('region', { name: '增值服务方案' });
    await plans.getByText('第四季度尊享车主关怀').waitFor();
    await shots(page, 'va-schemes');
    await page.getByRole('link', { name: '新增方案' }).click();
    await shown(page, 'NewPlanAdded', '新增方案');
    await page.getByRole('textbox', { name: '方案名称' }).fill('年末新能源车主回馈');
    await pick(page, '服务包', '车险 · 新能源车主服务包');
    await page.getByRole('textbox', { name: '总份数' }).fill('0');
    await page.getByText('总份数须为 1–100000 的整数').waitFor();
    await page.getByRole('textbox', { name: '总份数' }).fill('20');
    await page.getByRole('button', { name: /结束日期/ }).click();
    const picker = page.getByRole('dialog', { name: '结束日期' });
    await picker.getByRole('option').nth(40).click();
    await picker.getByRole('button', { name: '确定' }).click();
    // The pack is looked up on its own page; the cached form is as it was left on coming back.
    await page.getByRole('link', { name: '查看服务包' }).click();
    await shown(page, 'ViewAddedServicePack', '查看服务包');
    await page.locator('.view[data-route="ViewAddedServicePack"]').getByRole('list', { name: '服务项目' }).getByText('充电桩安全检测').waitFor();
    await page.goBack();
    await shown(page, 'NewPlanAdded');
    await expect(page.getByRole('textbox', { name: '方案名称' }).inputValue()).resolves.toBe('年末新能源车主回馈');
    await expect(page.getByRole('textbox', { name: '总份数' }).inputValue()).resolves.toBe('20');
    await shots(page, 'va-new-plan');
    await page.getByRole('button', { name: '保存方案' }).click();
    await page.getByText('方案已保存').waitFor();
    await shown(page, 'ViewValueAdded', '查看增值服务');
    const plan = body('valueAdded/savePlan');
    expect(plan).toMatchObject({ planName: '年末新能源车主回馈', packCode: 'SP4401000002', totalCount: '20', comCode: '44010000', userCode: '44010001' });
    expect(plan['endDate']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(plan['endDate']) > String(plan['startDate'])).toBe(true);

    await page.getByRole('link', { name: '分配给销售人员' }).click();
    await shown(page, 'SalesForce', '销售团队');
    await page.getByRole('button', { name: '增加分配给张伟的份数' }).waitFor();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '增加分配给张伟的份数' }).click();
    await page.getByRole('textbox', { name: '分配给陈静的份数' }).fill('30');
    await page.getByText('超出方案剩余份数（剩余 20 份，本次 23 份）').waitFor();
    await page.getByRole('textbox', { name: '分配给陈静的份数' }).fill('2');
    await shots(page, 'va-sales-force');
    await page.getByRole('button', { name: '分配 5 份' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '分配' }).click();
    await shown(page, 'BatchDetails', '批次详情');
    const progress = page.getByRole('list', { name: '销售人员进度' });
    await expect(progress.innerText()).resolves.toMatch(/张伟[\s\S]*0份 \/ 3份[\s\S]*陈静[\s\S]*0份 \/ 2份/);
    await shots(page, 'va-batch');
    expect(body('valueAdded/saveBatch')).toMatchObject({
      comCode: '44010000',
      allocations: [
        { salesCode: '44010001', count: '3' },
        { salesCode: '44010005', count: '2' },
      ],
    });

    // The batch management lists it under its plan, with its progress.
    await go(page, '/value-added-services/batch-management');
    await shown(page, 'BatchManagement', '批次管理');
    await page.getByRole('region', { name: '分配批次' }).getByText('年末新能源车主回馈 · 第一批').waitFor();
  });

  it('gives a service from the customer\'s page, sends its care message into the chat, and resets it', async () => {
    const { page } = app;
    await go(page, `/customer-info/customerInfo-detail?custId=${CUST}`);
    await page.getByRole('link', { name: '赠送增值服务' }).click();
    await shown(page, 'ValueAddedServicesAllocate', '增值服务分配');
    await page.getByRole('radio', { name: /尊享车主服务包/ }).check();
    await page.getByRole('list', { name: '服务内容' }).getByText('酒后代驾').waitFor();
    await shots(page, 'va-allocate');
    await page.getByRole('button', { name: '赠送', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '赠送' }).click();
    const result = page.getByRole('region', { name: '赠送结果' });
    await result.getByText(/已赠送给/).waitFor();
    expect(body('valueAdded/grantCustService')).toMatchObject({ custId: CUST, planId: 'VP4401000001', userCode: '44010001' });

    // The value-added care message (type 5) goes into the chat; its send flag is set after.
    const reminder = page.getByRole('region', { name: '增值服务提醒' });
    await reminder.getByText('尊享车主服务包', { exact: false }).waitFor();
    await shots(page, 'va-given');
    await reminder.getByRole('button', { name: '发送给客户' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    await expect(sheet.getByTestId('message-card').innerText()).resolves.toContain('尊享车主服务包');
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await page.getByText('发送成功').first().waitFor();
    await until(page, `document.body.innerText.includes('已发送')`);
    const grant = app.server.demo.state.service;
    const given = grant.grants.find((g) => g.custId === CUST);
    expect(given?.careMsgId).toBeTruthy();
    expect(app.calls('sendCustcareMsg').at(-1)?.query).toMatchObject({ msgId: given?.careMsgId });

    // The customer's services list it; the one who gave it may reset it while unused.
    await page.getByRole('link', { name: '查看客户权益' }).click();
    await shown(page, 'Appreciation', '增值服务');
    const services = page.getByRole('region', { name: '客户的增值服务' });
    await services.getByText('待使用').waitFor();
    await shots(page, 'va-appreciation');
    await services.getByRole('link', { name: '重置' }).click();
    await shown(page, 'ResetServices', '重置服务');
    expect(await appPath(page)).toBe(`/home/reset-services?grantId=${given?.grantId}`);
    await page.getByRole('textbox', { name: /重置/ }).fill('送');
    await page.getByText('请填写原因（2–100 字）').waitFor();
    await page.getByRole('textbox', { name: /重置/ }).fill('客户已有同类权益，收回');
    await shots(page, 'va-reset');
    await page.getByRole('button', { name: '重置', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.innerText()).resolves.toContain('收回');
    await dialog.getByRole('button', { name: '重置' }).click();
    await page.getByText('已重置，份数已退回您的额度').waitFor();
    expect(body('valueAdded/resetCustService')).toMatchObject({ grantId: given?.grantId, reason: '客户已有同类权益，收回', userCode: '44010001' });
    await go(page, `/customer-info/appreciation?custId=${CUST}`);
    await page.getByRole('region', { name: '客户的增值服务' }).getByText('已重置').first().waitFor();
  });

  it('gives a gift and points within the quota, showing what is left', async () => {
    const { page } = app;
    await go(page, '/home/added-services-value');
    await shown(page, 'AddedServicesValue', '增值服务');
    await page.getByRole('region', { name: '我的额度' }).getByText('礼品剩余（份）').waitFor();
    await shots(page, 'va-home');
    await page.getByRole('link', { name: '赠送礼品' }).click();
    await shown(page, 'GiftService', '礼品服务');
    const quota = page.getByRole('region', { name: '礼品额度' });
    await quota.getByText('额度（份）').waitFor();
    await expect(quota.innerText()).resolves.toMatch(/20\s*额度（份）\s*1\s*已赠送\s*19\s*剩余/);
    await page.getByRole('button', { name: '选择客户' }).click();
    const picker = page.getByRole('dialog', { name: '选择客户' });
    const box = picker.locator('input[type="checkbox"]:not([disabled])').first();
    await box.waitFor();
    await box.check();
    const name = await picker.locator('.picker__row:has(input:checked) strong').first().innerText();
    await picker.getByRole('button', { name: '确定' }).click();
    await until(page, `!document.querySelector('.popup-mask')`);
    await page.getByRole('radio', { name: /应急工具包/ }).check();
    await expect(page.getByRole('radio', { name: /定制保温杯/ }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: '增加份数' }).click();
    await page.getByRole('textbox', { name: '赠送原因' }).fill('续保成功答谢');
    await shots(page, 'va-gift');
    await page.getByRole('button', { name: '赠送', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '赠送' }).click();
    await page.getByText('礼品已赠送').waitFor();
    await until(page, `document.body.innerText.includes('应急工具包 × 2')`);
    await until(page, `/17\\s*剩余/.test(document.querySelector('.view[data-route="GiftService"] [aria-label="礼品额度"]')?.innerText ?? '')`);
    const cust = app.server.demo.state.db.customers.find((c) => c.name === name);
    expect(body('valueAdded/sendGift')).toMatchObject({ custId: cust?.custId, giftCode: 'GF002', count: '2', reason: '续保成功答谢', userCode: '44010001' });

    await go(page, '/configuration-nape/points-allocation?custId=C4400000001');
    await shown(page, 'PointsAllocation', '积分分配');
    await page.getByRole('button', { name: '刘芳' }).waitFor();
    await page.getByRole('textbox', { name: '积分' }).fill('6000');
    await page.getByText('超出您的积分额度（剩余 4700 分）').waitFor();
    await page.getByRole('textbox', { name: '积分' }).fill('200');
    await page.getByRole('textbox', { name: '原因' }).fill('推荐新客户奖励');
    await shots(page, 'va-points');
    await page.getByRole('button', { name: '分配', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '分配' }).click();
    await page.getByText('积分已分配').waitFor();
    await until(page, `document.body.innerText.includes('4500')`);
    expect(body('valueAdded/allocatePoints')).toMatchObject({ custId: 'C4400000001', points: '200', reason: '推荐新客户奖励', userCode: '44010001' });
  });
});
