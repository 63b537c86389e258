import { describe, expect, it } from 'vitest';
import { go, shots, shown, signedInApp, toastSays } from './app-helpers.js';

// Issue 32 item 8: WeCom status never contradicts itself. A customer who has not added the staff
// member on WeCom (未添加企业微信 in the pickers) is not sent an e-policy "through WeCom": the page
// offers SMS, the confirmation and the record say 短信, and the upstream refuses a WeCom send.

describe('WeCom status on the e-policy send (issue 32 item 8)', () => {
  const app = signedInApp('zhangwei');

  it('sends by SMS to a customer not on WeCom, and the record says 短信', async () => {
    const { page, server } = app;
    const { db } = server.demo.state;
    // One of his task customers (his to serve), not on WeCom.
    const cust = db.customers.find((c) => !c.contactAddedAt && db.tasks.some((t) => t.custId === c.custId && t.userCode === '44010001') && db.policies.some((p) => p.custId === c.custId))!;
    expect(cust).toBeTruthy();
    const policy = db.policies.find((p) => p.custId === cust.custId)!;
    await go(page, `/customer-info/PolicyDetail?policyNo=${policy.policyNo}`);
    await shown(page, 'PolicyDetail');
    await page.getByText('客户未添加企业微信，电子保单将以短信发送。').waitFor();
    await expect(page.getByRole('button', { name: '发送给客户', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: '短信发送给客户' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.textContent()).resolves.toContain('通过短信发送给');
    await shots(page, 'policy-sms-confirm');
    await dialog.getByRole('button', { name: '发送' }).click();
    await toastSays(page, 'success', '电子保单已通过短信发送');
    const record = page.getByRole('region', { name: '发送记录' });
    await record.getByText('短信').waitFor();
    await expect(record.getByText('企业微信').count()).resolves.toBe(0);
    expect(app.calls('sendElectronicPolicy').at(-1)?.body).toMatchObject({ policyNo: policy.policyNo, sendType: 'sms' });
    await shots(page, 'policy-sms-sent');

    // Asked to send through WeCom anyway, the upstream refuses in words.
    const refused = await page.evaluate<{ ok: boolean; error?: { message: string } }>(
      `fetch('api/sendElectronicPolicy', { method: 'POST', headers: { 'x-csrf': '1', 'content-type': 'application/json' }, body: JSON.stringify({ policyNo: ${JSON.stringify(policy.policyNo)}, sendType: 'wecom' }) }).then((r) => r.json())`,
    );
    expect(refused.ok).toBe(false);
    expect(refused.error?.message).toContain('客户未添加企业微信');
  });

  it('a care message to a customer not on WeCom offers SMS only, and WeCom is refused', async () => {
    const { page } = app;
    const list = await page.evaluate<{ msgId: string; custName: string; externalUserId: string | null; contactAdded?: boolean }[]>(
      `fetch('api/queryCustcareMsgList?sendFlag=0&pageNo=1&pageSize=200').then((r) => r.json()).then((a) => a.data.list)`,
    );
    // One of 张伟's customers known to WeCom (an external id) who has not added him — as the
    // pickers say 未添加企业微信 — e.g. one who deleted him.
    const m = list.find((x) => x.externalUserId)!;
    const cust = app.server.demo.state.db.customers.find((c) => c.externalUserId === m.externalUserId)!;
    cust.contactAddedAt = null;
    await go(page, `/custcare-msg/custcare-msg-view?msgId=${m.msgId}`);
    await shown(page, 'CustcareMsgView');
    await page.getByText('该客户尚未添加您的企业微信，可使用短信发送。').waitFor();
    const bar = page.getByRole('navigation', { name: '操作' });
    await bar.getByRole('button', { name: '短信发送' }).waitFor();
    for (const name of ['企业微信发送', '发到当前会话']) await expect(bar.getByRole('button', { name }).count()).resolves.toBe(0);
    const refused = await page.evaluate<{ ok: boolean; error?: { message: string } }>(
      `fetch('api/sendCustcareMsg?' + new URLSearchParams({ msgId: ${JSON.stringify(m.msgId)}, sendType: '1' }), { headers: { 'x-csrf': '1' } }).then((r) => r.json())`,
    );
    expect(refused.ok).toBe(false);
    expect(refused.error?.message).toContain('客户未添加企业微信');
  });
});
