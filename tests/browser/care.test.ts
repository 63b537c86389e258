import { describe, expect, it } from 'vitest';
import { appPath, confirmMassTask, go, picked, shots, shown, signedInApp, until } from './app-helpers.js';

// Care messages (issue 17, the core) in Chromium against the demo upstream, as 张伟: the list by
// kind and status, a message sent into the chat with its flag written back, edited before
// sending, and sent by the server.

describe('care messages in Chromium', () => {
  const app = signedInApp('zhangwei');
  const flagOf = (msgId: string) => app.calls('updateCareMsgSendFlag').filter((c) => c.query['msgId'] === msgId);

  it('lists the kind\'s unsent messages, sends one into the chat and writes the flag back', async () => {
    const { page } = app;
    await go(page, '/custcare-msg/custcare-msg-query');
    await shown(page, 'CustcareMsgQuery', '客户关怀');
    await page.getByRole('tab', { name: /生日关怀/, selected: true }).waitFor();
    const list = page.locator('[aria-label="生日关怀未发送"]');
    const first = list.locator('.care-item').first();
    await first.waitFor();
    await shots(page, 'care-query');
    // The message's own link (its msgId) identifies it on the other list.
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await shown(page, 'CustcareMsgView', '关怀消息详情');
    const msgId = new URLSearchParams((await appPath(page)).split('?')[1]).get('msgId')!;
    const text = await page.getByTestId('care-content').innerText();
    expect(text.length).toBeGreaterThan(5);

    await page.getByRole('navigation', { name: '操作' }).getByRole('button', { name: '发到当前会话' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    await expect(sheet.getByTestId('message-card').innerText()).resolves.toBe(text);
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await page.locator('.toast--success', { hasText: '发送成功' }).waitFor();
    await page.getByRole('region', { name: /./ }).first().getByText('已发送').waitFor();
    expect(flagOf(msgId).map((c) => c.query)).toEqual([{ msgId, sendFlag: '1', sendType: '1' }]);
    await shots(page, 'care-view-sent');

    // Back on the list: it moved to 已发送.
    await page.goBack();
    await shown(page, 'CustcareMsgQuery');
    await page.getByRole('tab', { name: '已发送' }).click();
    await until(page, `location.search.includes('sendFlag=1')`);
    await page.locator('[aria-label="生日关怀已发送"]').locator(`.care-item[href="${href}"]`).first().waitFor();
  });

  it('edits an unsent message (checked as typed, nothing lost), then sends it by the server', async () => {
    const { page } = app;
    await go(page, '/custcare-msg/custcare-msg-query?msgType=1');
    const item = page.locator('[aria-label="年检提醒未发送"] .care-item').first();
    await item.waitFor();
    await item.click();
    await shown(page, 'CustcareMsgView');
    await page.getByRole('link', { name: '编辑' }).click();
    await shown(page, 'CustcareMsgSend', '发送关怀消息');
    const box = page.getByRole('textbox', { name: '消息内容' });
    await box.fill('');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('请输入消息内容').waitFor();
    const mine = '尊敬的客户，您的爱车年检即将到期，可预约上门代办，祝您用车愉快。';
    await box.fill(mine);
    await page.getByRole('button', { name: '保存' }).click();
    await shown(page, 'CustcareMsgView');
    await expect(page.getByTestId('care-content').innerText()).resolves.toBe(mine);
    const msgId = new URLSearchParams((await appPath(page)).split('?')[1]).get('msgId')!;
    expect(app.calls('modifyCustcareMsg').at(-1)!.query).toMatchObject({ msgId, content: mine });

    await page.getByRole('button', { name: '企业微信发送' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送', exact: true }).click();
    await page.locator('.toast--success', { hasText: '已提交企业微信，待成员确认' }).waitFor();
    expect(app.calls('sendCustcareMsg').at(-1)!.query).toEqual({ msgId, sendType: '1' });
    // Through WeCom the server only submits it: the member confirms in WeCom; the page never says 已发送.
    await page.getByRole('note', { name: '待成员确认' }).getByText(/已提交企业微信.*群发助手/).waitFor();
    await expect(page.getByRole('region', { name: /./ }).first().locator('.section__head .tag').innerText()).resolves.toBe('待成员确认');
  });

  it('expiring services: ticks two reminders and sends them by the server as a job; sent ones leave the list', async () => {
    const { page } = app;
    await go(page, '/custcare-msg/custcare-msg-query?msgType=5');
    await shown(page, 'CustcareMsgQuery');
    await page.locator('nav.action-bar').getByRole('link', { name: '到期服务' }).click();
    await shown(page, 'ExpiredServiceMsg', '到期服务提醒');
    await page.getByRole('tab', { name: '30天内到期' }).click();
    const list = page.locator('.view[data-route="ExpiredServiceMsg"] [aria-label="到期服务提醒"]');
    // The 30-day list, loaded: the tab shows chosen, and the list is not loading.
    await until(page, `(() => { const v = document.querySelector('.view[data-route="ExpiredServiceMsg"]'); const l = v?.querySelector('[aria-label="到期服务提醒"]'); return v?.querySelector('[role=tab][aria-selected=true]')?.textContent === '30天内到期' && !!l && !l.hasAttribute('aria-busy') && l.querySelectorAll('.list > li').length >= 2; })()`);
    const before = await list.getByRole('listitem').count();
    expect(before).toBeGreaterThanOrEqual(2);
    expect(app.calls('queryCustcareMsgList').at(-1)!.query).toMatchObject({ msgType: '5', sendFlag: '0' });
    const boxes = list.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await shots(page, 'care-expired-service');
    const sends = app.calls('sendCustcareMsg').length;
    await page.locator('nav.action-bar').getByRole('button', { name: '发送所选（2）' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '提交' }).click();
    // Handed to WeCom, where the member confirms each: submitted, never called sent.
    await page.getByRole('status').filter({ hasText: '已提交企业微信 2 条，待成员确认' }).first().waitFor({ timeout: 30_000 });
    const progress = page.locator('.view[data-route="ExpiredServiceMsg"] [aria-label="发送进度"]');
    expect(await progress.getByRole('tab').allInnerTexts()).toEqual(['0\n未提交', '2\n已提交', '0\n失败']);
    expect(app.calls('sendCustcareMsg').length - sends).toBe(2);
    await until(page, `document.querySelectorAll('.view[data-route="ExpiredServiceMsg"] [aria-label="到期服务提醒"] .list > li').length === ${before - 2}`);
  });

  it('common service messages: starts from a template, the type fixed to 关怀, and sends to a chosen customer', async () => {
    const { page } = app;
    await go(page, '/custcare-msg/custcare-msg-query');
    await shown(page, 'CustcareMsgQuery');
    await page.locator('nav.action-bar').getByRole('link', { name: '服务消息' }).click();
    await shown(page, 'CommonServiceMsg', '服务消息');
    await page.getByRole('group', { name: '常用服务消息' }).getByRole('button', { name: '服务回访' }).click();
    expect(await page.getByRole('textbox', { name: '消息内容' }).inputValue()).toContain('想了解一下近期服务是否满意');
    await expect(picked(page, '消息类型')).resolves.toBe('关怀');
    await page.getByRole('button', { name: '选择客户' }).click();
    const picker = page.getByRole('dialog', { name: '选择群发客户' });
    await picker.locator('.picker__row:not(.is-blocked) input[type=checkbox]').first().check();
    await picker.getByRole('button', { name: '确定' }).click();
    await shots(page, 'care-common-service');
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送', exact: true }).click();
    await shown(page, 'GroupMsgCustomerList');
    expect(app.calls('saveGroupMsg').at(-1)!.body).toMatchObject({ msgType: '1', title: '服务回访' });
    await confirmMassTask(page);
    await page.getByRole('status').filter({ hasText: '发送完成' }).waitFor({ timeout: 30_000 });
  });

  it('new WeCom contacts: the recent adds lead to the add-customer page, which greets, shows the binding and saves the remark; another member\'s contact is refused', async () => {
    const { page, server } = app;
    // The demo's data reads as its reference day: the phone shares that day.
    await page.clock.setFixedTime(new Date(`${server.demo.state.db.referenceDate}T12:00:00`));
    await go(page, '/custcare-msg/wechat-add?within=30');
    await shown(page, 'WechatAdd', '企微添加提醒');
    const list = page.locator('.view[data-route="WechatAdd"] [aria-label="新添加的客户"]');
    const first = list.getByRole('link').first();
    await first.waitFor();
    expect(app.calls('mc/queryChannelCust').at(-1)!.body).toMatchObject({ channel: 'wecom' });
    const name = (await first.locator('strong').innerText()).trim();
    await shots(page, 'care-wechat-add');
    await first.click();
    await shown(page, 'CustomerMessage', '添加客户推送');
    const v = page.locator('.view[data-route="CustomerMessage"]');
    await v.getByRole('region', { name: '新添加的客户' }).getByText(name).waitFor();
    await v.getByText('已绑定客户').waitFor();
    expect(await v.getByRole('textbox', { name: '欢迎语' }).inputValue()).toContain(`${name}您好`);
    await page.locator('nav.action-bar').getByRole('button', { name: '发送欢迎语' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    expect(await sheet.getByTestId('message-card').innerText()).toContain(`${name}您好，我是您的专属客户经理`);
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await until(page, `!document.querySelector('.popup-mask')`);
    await v.getByRole('textbox', { name: '备注名' }).fill(`${name}-续保`);
    await v.getByRole('button', { name: '保存备注' }).click();
    await page.locator('.toast--success', { hasText: '备注已保存' }).first().waitFor();
    expect(app.calls('modifyExternalContactRemark').at(-1)!.query).toMatchObject({ remark: `${name}-续保` });
    await shots(page, 'care-customer-message');

    const theirs = server.demo.state.db.customers.find((c) => c.bindUserCode && c.bindUserCode !== '44010001')!;
    await go(page, `/customer-message?externalUserId=${theirs.externalUserId}`);
    await page.getByRole('alert').getByText('该客户没有添加您为企业微信联系人').waitFor();
  });

  it('a care message for a customer on the message blacklist says so and offers no send (issue 30)', async () => {
    const { page, server } = app;
    const msg = server.demo.state.care.messages.find(
      (m) => m.userCode === '44010001' && m.sendFlag === '0',
    );
    expect(msg).toBeDefined();
    await page.evaluate(`fetch('api/updateMsgBlackList', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1' }, body: JSON.stringify({ custId: ${JSON.stringify(msg!.custId)}, operateType: '1', reason: '客户要求' }) })`);
    await go(page, `/custcare-msg/custcare-msg-view?msgId=${msg!.msgId}`);
    await shown(page, 'CustcareMsgView', '关怀消息详情');
    await page.getByRole('alert').getByText('该客户在消息黑名单中，不能发送关怀消息').waitFor();
    const actions = page.getByRole('navigation', { name: '操作' });
    for (const name of ['发送到聊天', '企业微信发送', '短信发送']) expect(await actions.getByRole('button', { name }).count(), name).toBe(0);
    // And the BFF refuses it anyway, whatever a page does.
    const refused = await page.evaluate<{ error: { code: string } }>(`fetch('api/sendCustcareMsg?msgId=${msg!.msgId}', { headers: { 'x-csrf': '1' } }).then((r) => r.json())`);
    expect(refused.error.code).toBe('CUSTOMER_BLACKLISTED');
  });
});
