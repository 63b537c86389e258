import { describe, expect, it } from 'vitest';
import { appPath, go, shots, shown, signedInApp, until } from './app-helpers.js';

// The customer page's birthday reminder (issue 17): its send action opens that customer's unsent
// birthday care messages, from which one is sent (care.test.ts covers the sending itself).

describe('the birthday reminder on the customer page in Chromium', () => {
  const app = signedInApp('zhangwei');

  it('opens the customer\'s unsent birthday care messages from the reminder', async () => {
    const { page } = app;
    // A customer of 张伟 with a birthday care message waiting.
    await go(page, '/custcare-msg/custcare-msg-query?msgType=0&sendFlag=0');
    await shown(page, 'CustcareMsgQuery', '客户关怀');
    const first = page.locator('[aria-label="生日关怀未发送"] .care-item').first();
    await first.waitFor();
    // The message's own link (its msgId) identifies it on the customer's list.
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await shown(page, 'CustcareMsgView', '关怀消息详情');
    const msgId = new URLSearchParams((await appPath(page)).split('?')[1]).get('msgId')!;
    const custLink = page.locator('.view[data-route="CustcareMsgView"] a[href*="custId="]').first();
    const custId = new URLSearchParams((await custLink.getAttribute('href'))!.split('?')[1]).get('custId')!;
    expect(custId).toMatch(/^C\d+$/);

    await custLink.click();
    const v = '.view[data-route="CustomerInfoDetail"]';
    await shown(page, 'CustomerInfoDetail');
    await page.locator(`${v} [role="tab"]`, { hasText: '提醒' }).click();
    const birthday = page.locator(`${v} [aria-label="提醒"] .list__item`, { hasText: '生日提醒' });
    await birthday.waitFor();
    const send = birthday.getByRole('link', { name: '发送生日关怀' });
    await expect(send.getAttribute('href')).resolves.toMatch(new RegExp(`/custcare-msg/custcare-msg-query\\?custId=${custId}&msgType=0&sendFlag=0$`));
    // Reminders without a care kind (renewal) have no send action.
    await expect(page.locator(`${v} [aria-label="提醒"] .list__item`, { hasText: '续保提醒' }).getByRole('link').count()).resolves.toBe(0);
    await shots(page, 'customer-reminders-send');

    const before = app.calls('queryCustcareMsgList').length;
    await send.click();
    await shown(page, 'CustcareMsgQuery', '客户关怀');
    await until(page, `location.search.includes('custId=${custId}')`);
    const item = page.locator(`[aria-label="生日关怀未发送"] .care-item[href="${href}"]`);
    await item.waitFor();
    const asked = app.calls('queryCustcareMsgList').slice(before).map((c) => ({ ...c.query, ...(c.body as object) }));
    expect(asked.some((q) => q['custId'] === custId && q['msgType'] === '0' && q['sendFlag'] === '0')).toBe(true);
    await item.click();
    await shown(page, 'CustcareMsgView', '关怀消息详情');
    expect(new URLSearchParams((await appPath(page)).split('?')[1]).get('msgId')).toBe(msgId);
  });
});

describe('claim care from the claim progress page in Chromium', () => {
  const app = signedInApp('zhangwei');

  it('opens the claim\'s care message by report number, with its adviser and policies, sends it and links to the contact screen', async () => {
    const { page } = app;
    // A claim of 张伟's customers with a claim-care message waiting.
    await go(page, '/custcare-msg/custcare-msg-query?msgType=3&sendFlag=0');
    await shown(page, 'CustcareMsgQuery', '客户关怀');
    await page.locator('[aria-label="理赔关怀未发送"] .care-item').first().click();
    await shown(page, 'CustcareMsgView', '关怀消息详情');
    const registNo = (await page.locator('.view[data-route="CustcareMsgView"] .cell', { hasText: '报案号' }).first().innerText()).match(/R\w+/)![0];

    await go(page, `/customer-info/claim-schedule?registNo=${registNo}`);
    await shown(page, 'ClaimSchedule', '理赔进度');
    await page.getByRole('navigation', { name: '操作' }).getByRole('link', { name: '理赔关怀' }).click();
    await shown(page, 'CustcareMsgView', '关怀消息详情');
    await until(page, `location.search.includes('registNo=${registNo}')`);
    const v = page.locator('.view[data-route="CustcareMsgView"]');
    await v.getByText('理赔顾问').first().waitFor();
    await v.locator('section', { hasText: '案件保单' }).locator('a[href*="PolicyDetail"]').first().waitFor();
    expect(app.calls('queryCustcareMsgByRegistNo').at(-1)!.query['registNo']).toBe(registNo);
    expect(app.calls('getClaimManager').at(-1)!.query['registNo']).toBe(registNo);
    expect(app.calls('getPolicyListByRegistNo').at(-1)!.query['registNo']).toBe(registNo);
    const contact = v.getByRole('link', { name: /联系客户并记录跟进/ });
    await expect(contact.getAttribute('href')).resolves.toMatch(new RegExp(`/insurance-contact-customer\\?registNo=${registNo}&custId=C\\d+$`));
    await shots(page, 'care-claim-view');

    const text = await page.getByTestId('care-content').innerText();
    await page.getByRole('navigation', { name: '操作' }).getByRole('button', { name: '发到当前会话' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    await expect(sheet.getByTestId('message-card').innerText()).resolves.toBe(text);
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await page.locator('.toast--success', { hasText: '发送成功' }).waitFor();
    await v.getByText('已发送').first().waitFor();
    expect(app.calls('updateCareMsgSendFlagByRegistNo').map((c) => c.query)).toEqual([{ registNo, sendFlag: '1', sendType: '1' }]);

    await contact.click();
    await shown(page, 'InsuranceContactCustomer');
  });
});
