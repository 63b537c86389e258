import { describe, expect, it } from 'vitest';
import { EX } from '../../shared/catalogue/examples.js';
import { go, shots, shown, signedInApp } from './app-helpers.js';

// WeChat customer service (issue 22 job 6 in part) in Chromium against the demo upstream, as
// 张伟: the customer of the current chat found by its external contact (the WeCom stand-in asks
// for it outside WeCom), their policies, and a policy's e-policy sent into the chat.

describe('WeChat customer service in Chromium', () => {
  const app = signedInApp('zhangwei');

  it('says so when the chat has no customer', async () => {
    const { page } = app;
    await go(page, '/wechat/wechat-customer-service');
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    await sheet.getByRole('button', { name: '模拟失败' }).click();
    await page.getByText('未获取到当前会话的客户，请在与客户的聊天中打开本页面').waitFor();
    expect(app.calls('weChatQueryCustomer')).toHaveLength(0);
  });

  it('finds the chat\'s customer, lists their policies and sends one\'s e-policy into the chat', async () => {
    const { page } = app;
    const cust = app.server.demo.state.db.customers.find((c) => c.custId === EX.custId)!;
    await go(page, '/home/customer-home-page');
    await go(page, '/wechat/wechat-customer-service');
    await shown(page, 'WechatCustomerService', '微信客服');
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    await sheet.locator('input').fill(cust.externalUserId);
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await page.getByRole('region', { name: '当前客户' }).getByText(cust.name).waitFor();
    expect(app.calls('weChatQueryCustomer').at(-1)!.query).toEqual({ externalUserId: cust.externalUserId });
    const policies = page.getByRole('list', { name: '客户保单' });
    const first = policies.getByRole('link').first();
    await first.waitFor();
    await shots(page, 'wechat-customer-service');
    await first.click();
    await shown(page, 'PolicyDetails', '保单详情');
    const policyNo = new URL(page.url()).searchParams.get('policyNo')!;
    await page.getByRole('button', { name: '发送电子保单到聊天' }).click();
    const card = page.getByRole('dialog', { name: '企业微信模拟' }).getByTestId('message-card');
    await expect(card.innerText()).resolves.toContain(policyNo);
    await page.getByRole('dialog', { name: '企业微信模拟' }).getByRole('button', { name: '模拟成功' }).click();
    await page.locator('.toast--success', { hasText: '发送成功' }).waitFor();
    expect(app.calls('updateSendFlagByPolicyNo').at(-1)!.body).toEqual({ policyNo, sendFlag: '1' });
    await shots(page, 'wechat-policy');
  });
});
