import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdf-text.js';
import { logout, loginAs, shots, shown, signedInApp, type SignedInApp } from './app-helpers.js';

// The public e-policy download pages (spec 000 §2, no login): the link a customer is sent
// (/external/download-policy-single), the file link (/external/download-file) and the look-up by
// policy number and ID tail (/external/download-policy). The file is a real PDF from the demo
// upstream, behind a signed link that expires after 48 hours, streamed by the BFF.

const POLICY = 'PDAA2026440300000001';
const ID_TAIL = '18920X'; // 刘芳's ID number ends 44030319990718920X
const HOUR = 3600_000;

const setClock = (app: SignedInApp, ms: number) => (app.server.demo.state as unknown as { setClockOffset(ms: number): void }).setClockOffset(ms);

async function pdfOf(download: Promise<Download>) {
  const file = await download;
  const pdf = readFileSync(await file.path());
  return { name: file.suggestedFilename(), pdf, text: pdfText(pdf) };
}

describe('public e-policy download pages in Chromium', () => {
  const app = signedInApp();
  let page: Page;
  beforeAll(() => {
    page = app.page;
  });
  beforeEach(() => app.server.demo.reset());
  afterEach(() => setClock(app, 0));

  /** A fresh shared link for the policy, asked of the BFF as the signed-in staff member. */
  async function sharedLink(): Promise<URLSearchParams> {
    const answer = await page.evaluate<{ ok: boolean; data: { link: string } }>(
      `fetch('api/getSendEPolicyLink?policyNo=${POLICY}').then((r) => r.json())`,
    );
    expect(answer.ok).toBe(true);
    return new URL(answer.data.link).searchParams;
  }

  it('a customer opens the shared link without logging in and gets the PDF with the policy number', async () => {
    const q = await sharedLink();
    await logout(page);
    await page.goto(`${app.server.url}external/download-policy-single?${q}`);
    await shown(page, 'DownloadPolicySingle', '保单下载');
    await page.getByText(`电子保单_${POLICY}.pdf`).waitFor();
    await page.getByText(/链接有效期至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/).waitFor();
    await shots(page, 'epolicy-single');

    const got = await pdfOf(Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: '下载电子保单' }).click()]).then(([d]) => d));
    expect(got.name).toBe(`电子保单_${POLICY}.pdf`);
    expect(got.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(got.text).toContain(POLICY);
    await page.getByText(`已保存：电子保单_${POLICY}.pdf`).waitFor();
    // The BFF asked the upstream for the file with the link's own fields, without a session.
    const [call] = app.calls('downloadEPolicyFile');
    expect(call?.query).toEqual({ policyNo: POLICY, expires: q.get('expires'), signature: q.get('signature') });
    expect(call?.userCode).toBeUndefined();
  });

  it('an expired link says so in Chinese and offers the look-up; a link the upstream finds expired too', async () => {
    // A link made 49 hours ago: the page sees its expiry at once and fetches nothing.
    await loginAs(page, app.server.url, 'zhangwei');
    setClock(app, -49 * HOUR);
    const old = await sharedLink();
    setClock(app, 0);
    await logout(page);
    await page.goto(`${app.server.url}external/download-file?${old}`);
    await shown(page, 'DownloadFile', '文件下载');
    await page.getByRole('alert').getByText('该链接已过期，请向您的客户经理重新获取，或按保单号查询下载。').waitFor();
    await page.getByRole('button', { name: '下载电子保单' }).waitFor({ state: 'detached' });
    expect(app.calls('downloadEPolicyFile')).toHaveLength(0);
    await shots(page, 'epolicy-expired');

    // A link still valid by the phone's clock but past the window by the upstream's: its message.
    await loginAs(page, app.server.url, 'zhangwei');
    const fresh = await sharedLink();
    await logout(page);
    await page.goto(`${app.server.url}external/download-file?${fresh}`);
    await shown(page, 'DownloadFile');
    setClock(app, 49 * HOUR);
    await page.getByRole('button', { name: '下载电子保单' }).click();
    await page.getByRole('alert').getByText('电子保单下载链接已过期，请向客户经理重新获取').waitFor();
    expect(app.calls('downloadEPolicyFile')).toHaveLength(1);

    // A tampered link is refused.
    fresh.set('signature', '0'.repeat(32));
    setClock(app, 0);
    await page.goto(`${app.server.url}external/download-policy-single?${fresh}`);
    await shown(page, 'DownloadPolicySingle');
    await page.getByRole('button', { name: '下载电子保单' }).click();
    await page.getByRole('alert').getByText('电子保单链接无效，请向客户经理重新获取').waitFor();

    // 按保单号查询下载 leads to the look-up with the policy number filled in.
    await page.getByRole('link', { name: '按保单号查询下载' }).click();
    await shown(page, 'DownloadPolicy', '电子保单下载');
    await expect(page.getByLabel('保单号').inputValue()).resolves.toBe(POLICY);
  });

  it('the look-up checks what is typed, refuses a wrong ID tail and downloads with the right one', async () => {
    await logout(page);
    await page.goto(`${app.server.url}external/download-policy`);
    await shown(page, 'DownloadPolicy', '电子保单下载');
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByText('请输入保单号').waitFor();
    await page.getByText('请输入被保险人证件号码后 6 位').waitFor();
    expect(app.calls('queryEPolicyByCodeAndIdNo')).toHaveLength(0);

    await page.getByLabel('保单号').fill(POLICY);
    await page.getByLabel('被保险人证件号码后 6 位').fill('123456');
    await page.getByRole('button', { name: '查询' }).click();
    await page.locator('.toast', { hasText: '证件号码与保单不一致' }).waitFor();
    // What was typed stays.
    await expect(page.getByLabel('保单号').inputValue()).resolves.toBe(POLICY);

    await page.getByLabel('被保险人证件号码后 6 位').fill(ID_TAIL.toLowerCase());
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByText('机动车商业保险').waitFor();
    expect(app.calls('queryEPolicyByCodeAndIdNo').at(-1)?.query).toEqual({ code: POLICY, idNo: ID_TAIL });
    await shots(page, 'epolicy-lookup');
    const got = await pdfOf(Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: '下载电子保单' }).click()]).then(([d]) => d));
    expect(got.name).toBe(`电子保单_${POLICY}.pdf`);
    expect(got.text).toContain(POLICY);
    // The ID number never went into the address.
    expect(page.url()).not.toContain(ID_TAIL);
  });
});
