import { readFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdf-text.js';
import { go, shots, shown, until, signedInApp, type SignedInApp, toastSays } from './app-helpers.js';

// Customer 360, policies, claims and quotations: the staff member's jobs on the policy screens,
// checked on screen and through the demo upstream's recorded calls. Seeded (examples.ts):
// customer C4400000001 刘芳 with 3 policies, claim RDAA2026440300000001, quotation
// Q2026440300000001.

const CUST = 'C4400000001';
const POLICY = 'PDAA2026440300000001';
const REGIST = 'RDAA2026440300000001';
const QUOTE = 'Q2026440300000001';

describe('policy screens in Chromium at 375x667', () => {
  const app = signedInApp();
  let server: SignedInApp['server'];
  let browser: SignedInApp['browser'];
  const calls = app.calls;
  beforeAll(() => {
    ({ server, browser } = app);
  });
  beforeEach(() => {
    server.demo.resetData();
    browser.errors.length = 0;
  });

  it("opens a customer's policies, the full list filtered by status, and a policy's detail", async () => {
    const { page } = browser;
    await go(page, `/customer-info/more-policy-info?custId=${CUST}`);
    await shown(page, 'MorePolicyInfo', '保单信息');
    const stats = page.getByRole('region', { name: '保单概况' });
    await stats.waitFor();
    expect(await stats.textContent()).toMatch(/3保单总数3在保2车险1非车险累计保费 ¥3,146.98/);
    const inForce = page.getByRole('region', { name: '在保保单' });
    await inForce.getByRole('link', { name: /PDAA2026440300000001/ }).waitFor();
    expect(await inForce.getByRole('listitem').count()).toBe(3);
    await shots(page, 'policy-more-policy-info');
    expect(calls('weixinPlysumSearch')[0]?.query).toMatchObject({ custId: CUST });
    expect(calls('queryCustomerPolicy')[0]?.query).toMatchObject({ custId: CUST, inForceStatus: '1', pageNo: '1', pageSize: '3' });

    // The full list: every policy, vehicle and non-vehicle, status and premium as labels.
    await inForce.getByRole('link', { name: '全部保单 ›' }).click();
    await shown(page, 'PolicyList', '保单列表');
    const list = page.getByRole('list').first();
    await list.getByRole('link').first().waitFor();
    expect(await page.locator('.pl-item').count()).toBe(3);
    const text = await page.locator('.paged').textContent();
    expect(text).toContain('家财险');
    expect(text).toContain('非车险');
    expect(text).toContain('在保');
    expect(text).toContain('¥2,116.98');
    expect(text).toContain('2026-01-05 至 2027-01-04');
    expect(text).toContain('没有更多了（共 3 条）');
    await shots(page, 'policy-policy-list');

    // The 未在保 filter asks the upstream for those only; this customer has none.
    server.demo.state.calls.length = 0;
    await page.getByRole('tab', { name: '未在保' }).click();
    await page.getByText('没有符合条件的保单').waitFor();
    expect(calls('queryCustomerPolicy')[0]?.query).toMatchObject({ custId: CUST, inForceStatus: '0', pageNo: '1', pageSize: '10' });
    await page.getByRole('tab', { name: '全部' }).click();

    // Tapping a policy opens its detail: coverages, money, dates, the insured's ID masked.
    await page.getByRole('link', { name: new RegExp(POLICY) }).click();
    await shown(page, 'PolicyDetail', '保单下载');
    const info = page.getByRole('region', { name: '保单信息' });
    await info.waitFor();
    const detail = await info.textContent();
    expect(detail).toContain('4403031999****920X');
    expect(detail).not.toContain('44030319990718920X');
    expect(detail).toContain('¥1,130,415.00');
    expect(await page.getByRole('region', { name: '承保险别' }).textContent()).toContain('机动车第三者责任保险¥1,000,000.00¥700.00');
    expect(await page.getByRole('region', { name: '保单', exact: true }).textContent()).toContain('电子保单未发送');
    await page.getByText('尚未发送过电子保单').waitFor();
    await shots(page, 'policy-policy-detail');
    expect(calls('queryPolicyNoInfo')[0]?.query).toEqual({ policyNo: POLICY });
    expect(browser.errors).toEqual([]);
  });

  it('sends the e-policy to the customer after a confirmation, with the overlay and a toast', async () => {
    const { page } = browser;
    await go(page, `/customer-info/PolicyDetail?policyNo=${POLICY}`);
    await shown(page, 'PolicyDetail');
    await page.getByRole('button', { name: '发送给客户' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain(`将保单 ${POLICY} 的电子保单通过企业微信发送给刘芳`);
    await shots(page, 'policy-send-confirm');
    // Cancelling sends nothing.
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(calls('sendElectronicPolicy')).toHaveLength(0);

    server.demo.fault('sendElectronicPolicy', { kind: 'delay', ms: 400 });
    await page.getByRole('button', { name: '发送给客户' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送' }).click();
    await page.locator('.loading-mask').getByText('正在发送').waitFor();
    await toastSays(page, 'success', '电子保单已通过企业微信发送');
    await page.getByRole('region', { name: '保单', exact: true }).getByText('电子保单已发送').waitFor();
    await page.getByRole('region', { name: '发送记录' }).getByText('企业微信').waitFor();

    const [send] = calls('sendElectronicPolicy');
    expect(send?.method).toBe('POST');
    expect(send?.contentType).toMatch(/^multipart\/form-data/);
    expect(send?.body).toMatchObject({ policyNo: POLICY, custId: CUST, sendType: 'wecom' });
    expect(server.demo.state.db.policies.find((p) => p.policyNo === POLICY)?.ePolicySendFlag).toBe('1');
    await shots(page, 'policy-sent');
  });

  it("sends the e-policy card into the current chat, then marks the policy sent", async () => {
    const { page } = browser;
    await go(page, `/customer-info/PolicyDetail?policyNo=${POLICY}`);
    await shown(page, 'PolicyDetail');
    await page.getByRole('button', { name: '发到当前会话' }).click();
    // Outside WeCom the stand-in shows the card as the customer would see it: title,
    // description, picture and the link (not JSON).
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    const card = sheet.getByTestId('message-card');
    await expect(card.locator('.msg-card__title').innerText()).resolves.toContain('机动车商业保险电子保单');
    await expect(card.locator('.msg-card__desc').innerText()).resolves.toContain(`保单号 ${POLICY}`);
    await expect(card.locator('.msg-card__img').count()).resolves.toBe(1);
    // The card opens this app's public download page for the signed link (never the file host).
    const href = new URL((await card.getAttribute('href')) ?? '');
    expect(href.origin).toBe(new URL(server.url).origin);
    expect(href.pathname).toMatch(/\/external\/download-policy-single$/);
    expect(href.searchParams.get('policyNo')).toBe(POLICY);
    expect(href.searchParams.get('signature')).toMatch(/^[0-9a-f]{32}$/);
    await expect(card.locator('.msg-card__foot').innerText()).resolves.toBe(href.host);
    await expect(sheet.locator('pre').count()).resolves.toBe(0);
    // A failed send changes nothing.
    await sheet.getByRole('button', { name: '模拟失败' }).click();
    await toastSays(page, 'error', '发送失败');
    expect(calls('updateSendFlagByPolicyNo')).toHaveLength(0);

    await page.getByRole('button', { name: '发到当前会话' }).click();
    await page.getByRole('dialog', { name: '企业微信模拟' }).getByRole('button', { name: '模拟成功' }).click();
    await toastSays(page, 'success', '发送成功');
    await page.getByRole('region', { name: '保单', exact: true }).getByText('电子保单已发送').waitFor();
    expect(calls('getSendEPolicyLink').map((c) => c.query)).toEqual([{ policyNo: POLICY }, { policyNo: POLICY }]);
    expect(calls('updateSendFlagByPolicyNo')[0]?.body).toEqual({ policyNo: POLICY, sendFlag: '1' });
    const [history] = calls('saveSendPolicyHistory');
    expect(history?.contentType).toMatch(/^multipart\/form-data/);
    expect(history?.body).toMatchObject({ policyNo: POLICY, custId: CUST, sendType: 'wecom' });
  });

  it('downloads the e-policy: a PDF with the policy number, streamed by the BFF under its name', async () => {
    const { page } = browser;
    await go(page, `/customer-info/PolicyDetail?policyNo=${POLICY}`);
    await shown(page, 'PolicyDetail');
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: '下载电子保单' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`电子保单_${POLICY}.pdf`);
    const pdf = readFileSync(await file.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(POLICY);
    // The link stays to download again or open elsewhere: an app page, never the file host.
    const link = page.getByRole('link', { name: `电子保单_${POLICY}.pdf` });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`/external/download-file\\?policyNo=${POLICY}&expires=\\d+&signature=[0-9a-f]{32}$`));
    expect(await page.getByLabel('下载链接').textContent()).toMatch(/链接有效期至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(calls('getDownloadEPolicyLink')[0]?.query).toEqual({ policyNo: POLICY });
    expect(calls('downloadEPolicyFile')[0]?.query).toMatchObject({ policyNo: POLICY, expires: expect.stringMatching(/^\d+$/) });
    await shots(page, 'policy-download');
  });

  it("shows the upstream's message when sending fails, and the error and empty states", async () => {
    const { page } = browser;
    await go(page, `/customer-info/PolicyDetail?policyNo=${POLICY}`);
    await shown(page, 'PolicyDetail');
    server.demo.fault('sendElectronicPolicy', { kind: 'http500' });
    await page.getByRole('button', { name: '发送给客户' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送' }).click();
    await toastSays(page, 'error', '服务暂时不可用，请稍后重试');
    expect(await page.getByRole('region', { name: '保单', exact: true }).textContent()).toContain('电子保单未发送');

    // An unknown policy: the upstream's message and a retry.
    await go(page, '/customer-info/PolicyDetail?policyNo=PNOSUCH');
    await shown(page, 'PolicyDetail');
    const failed = page.getByRole('alert').filter({ hasText: '未查询到该保单' });
    await failed.waitFor();
    await failed.getByRole('button', { name: '重试' }).waitFor();
    await shots(page, 'policy-detail-error');

    // A customer of 张伟's with no policies (C4400000005 is 李娜's: the upstream refuses it to him), and a page opened without its parameter.
    await go(page, '/customer-info/policy-list?custId=C4400000058');
    await shown(page, 'PolicyList');
    await page.getByText('该客户暂无保单').waitFor();
    await go(page, '/customer-info/policy-list');
    await shown(page, 'PolicyList');
    await page.getByText('缺少客户号，请从客户详情进入本页面').waitFor();
  });

  it("sees a customer's claims and a claim's schedule as a timeline", async () => {
    const { page } = browser;
    await go(page, `/customer-info/more-claim-info?custId=${CUST}`);
    await shown(page, 'MoreClaimInfo', '理赔信息');
    const claim = page.getByRole('link', { name: `报案号 ${REGIST}` });
    await claim.waitFor();
    const item = await claim.textContent();
    expect(item).toContain('核价核损中');
    expect(item).toContain('出险 2026-02-23 09:29');
    expect(item).toContain('¥21,273.00');
    await shots(page, 'policy-more-claim-info');
    expect(calls('mc/customerTrading')[0]?.query).toMatchObject({ custId: CUST });

    await claim.click();
    await shown(page, 'ClaimSchedule', '理赔进度');
    const timeline = page.getByRole('list', { name: '理赔进度' });
    await timeline.waitFor();
    const nodes = await timeline.getByRole('listitem').allTextContents();
    expect(nodes).toEqual([
      '报案2026-02-23 10:54客服中心',
      '查勘2026-02-24 13:02查勘员 陈志强',
      '定损2026-02-25 15:10定损员 黄晓东',
      '核价核损2026-02-26 11:01核价岗 郑晓燕',
    ]);
    expect(await timeline.locator('[aria-current="step"]').textContent()).toContain('核价核损');
    expect(await page.getByRole('region', { name: '案件信息' }).textContent()).toContain('广东省深圳市罗湖区中山路');
    expect(calls('weixinClaimDetail')[0]?.query).toEqual({ registNo: REGIST });
    await shots(page, 'policy-claim-schedule');
    expect(browser.errors).toEqual([]);
  });

  it('opens a quotation and shares it into the chat', async () => {
    const { page } = browser;
    await go(page, `/customer-info/share-quote-page?quotationNo=${QUOTE}`);
    await shown(page, 'ShareQuotePage', '分享报价');
    const head = page.getByRole('region', { name: '报价单' });
    await head.waitFor();
    expect(await head.textContent()).toContain('刘芳');
    expect(await head.textContent()).toContain('保费合计 ¥2,913.12');
    expect(await page.getByRole('region', { name: '报价险别' }).locator('tbody tr').count()).toBe(3);
    await shots(page, 'policy-share-quote');

    await page.getByRole('button', { name: '分享给客户' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    // A text message reads as the chat bubble the customer would see.
    const message = await sheet.locator('.msg-bubble[data-testid="message-card"]').innerText();
    expect(message).toContain('保费合计：¥2,913.12');
    expect(message).toContain(`报价单号：${QUOTE}`);
    await shots(page, 'policy-share-quote-sheet');
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await toastSays(page, 'success', '发送成功');
    expect(calls('queryQuotationDetailInfoByCode')[0]?.query).toEqual({ quotationNo: QUOTE });
    await until(page, `!document.querySelector('.popup-mask')`);
    expect(browser.errors).toEqual([]);
  });

  it('shows the pay code of the quotation and sends the customer the pay page', async () => {
    const { page } = browser;
    // The pay code is valid two days from the demo data's today (pinned in tests): the phones share that day.
    const today = new Date(`${server.demo.state.db.referenceDate}T10:00:00`);
    await page.clock.setFixedTime(today);
    await page.locator('.view[data-route="ShareQuotePage"] nav.action-bar').getByRole('link', { name: '支付二维码' }).click();
    await shown(page, 'PayQrCode', '支付二维码');
    const card = page.getByRole('region', { name: '支付二维码' });
    await card.getByRole('img', { name: '支付二维码' }).waitFor();
    expect(await card.textContent()).toContain('¥2,913.12');
    expect(calls('queryEPayUrlInfo').at(-1)?.query).toEqual({ quotationNo: QUOTE });
    const payUrl = await card.getByRole('img', { name: '支付二维码' }).getAttribute('data-qr-text');
    expect(payUrl).toContain(`https://pay.example.com/cashier?no=${QUOTE}`);
    await shots(page, 'policy-pay-qrcode');

    await page.getByRole('button', { name: '发送给客户' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    const link = sheet.getByTestId('message-card');
    expect(await link.locator('.msg-card__title').innerText()).toBe('保费支付');
    expect(await link.locator('.msg-card__desc').innerText()).toContain('应付 ¥2,913.12');
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.pathname).toMatch(/\/customer-info\/public-pay-qrCode$/);
    expect(href.searchParams.get('payUrl')).toBe(payUrl);
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await toastSays(page, 'success', '发送成功');
    await until(page, `!document.querySelector('.popup-mask')`);

    // What the customer opens: the same code and amount, no login needed.
    const customer = await browser.context.newPage();
    try {
      await customer.clock.setFixedTime(today);
      await customer.goto(href.href);
      await customer.locator('.view[data-route="PublicPayQrCode"]').getByText('¥2,913.12').waitFor();
      expect(await customer.getByRole('img', { name: '支付二维码' }).getAttribute('data-qr-text')).toBe(payUrl);
    } finally {
      await customer.close();
    }
    expect(browser.errors).toEqual([]);
  });

  it('turns a quotation of their customer into a proposal and shows the proposal\'s pay code', async () => {
    const { page } = browser;
    await go(page, `/robot/trans-proposal?quotationNo=${QUOTE}`);
    await shown(page, 'TransProposal', '转投保');
    await page.locator('.view[data-route="TransProposal"]').getByRole('button', { name: '确认转投保' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确认转投保' }).click();
    await shown(page, 'ProposalnoDetail', '投保单详情');
    const proposalNo = server.demo.state.db.quotations.find((q) => q.quotationNo === QUOTE)!.proposalNo!;
    await page.locator('.view[data-route="ProposalnoDetail"]').getByText(proposalNo).waitFor();
    await page.locator('.view[data-route="ProposalnoDetail"] nav.action-bar').getByRole('link', { name: '支付二维码' }).click();
    await shown(page, 'PayQrCode', '支付二维码');
    await page.getByRole('region', { name: '支付二维码' }).getByText('¥2,913.12').waitFor();
    expect(calls('queryEPayUrlInfo').at(-1)?.query).toEqual({ proposalNo });
    expect(calls('qth/insure/transProposal').at(-1)?.body).toEqual({ quotationNo: QUOTE });
    expect(browser.errors).toEqual([]);
  });
});
