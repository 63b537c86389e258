import { deflateSync } from 'node:zlib';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { go, logout, shots, shown, until, signedInApp, type SignedInApp, toastSays } from './app-helpers.js';
import { pngChunk } from '../fixtures/files.js';
import { relationIdOf } from '../../demo/state/white.js';

// The seeded group-chat filings' ids (unguessable: demo/handlers/white.ts).
const R1 = relationIdOf(1);

// The image screens: upload an image, take an ID card's details from its photo, correct a
// recognised group-chat filing (a public page). Checked on screen and through the demo
// upstream's recorded calls.

const GOOD_ID = '11010519491231002X';
const BAD_ID = '110105194912310021'; // wrong check character

/** A small RGB PNG that looks like a card: light background, a band, a photo box. */
function cardPng(width = 171, height = 108): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const photo = x > width * 0.65 && x < width * 0.9 && y > height * 0.2 && y < height * 0.8;
      const band = y > height * 0.2 && y < height * 0.3 && x < width * 0.55;
      const [r, g, b] = photo ? [170, 182, 200] : band ? [110, 140, 195] : [232, 240, 250];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.concat(rows))), pngChunk('IEND', Buffer.alloc(0))]);
}

describe('image screens in Chromium at 375x667', () => {
  const app = signedInApp();
  let server: SignedInApp['server'];
  let browser: SignedInApp['browser'];
  const calls = app.calls;
  const png = cardPng();
  beforeAll(() => {
    ({ server, browser } = app);
  });
  beforeEach(() => {
    server.demo.resetData();
    browser.errors.length = 0;
  });

  it('picks an image, previews it and uploads it as an attachment', async () => {
    const { page } = browser;
    await go(page, '/customer-info/upload-image?custId=C4400000001');
    await shown(page, 'UploadImage', '上传图片');
    // Not an image: refused before any call.
    await page.getByLabel('拍照或从相册选择').setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('alert').filter({ hasText: '请选择图片文件' }).waitFor();
    expect(await page.getByRole('button', { name: '上传' }).isDisabled()).toBe(true);

    await page.getByLabel('拍照或从相册选择').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByRole('img', { name: '已选图片预览' });
    await preview.waitFor();
    // The preview shows the picked file itself (a blob: URL), decoded at its real size.
    await until(page, `document.querySelector('.pl-picker__img')?.naturalWidth === 171`);
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await shots(page, 'policy-upload-image');
    await page.getByRole('button', { name: '上传' }).click();
    await toastSays(page, 'success', '图片已上传');
    const done = page.getByRole('region', { name: '已上传' });
    await done.waitFor();
    expect(await done.textContent()).toContain('car.png');

    const [up] = calls('uploadAttachment');
    expect(up?.contentType).toMatch(/^multipart\/form-data/);
    expect(up?.body).toMatchObject({ bizType: 'customerImage', custId: 'C4400000001', file: { filename: 'car.png', mimetype: 'image/png', size: png.length } });
    await shots(page, 'policy-upload-image-done');
    expect(browser.errors).toEqual([]);
  });

  it("identifies an ID card image: uploads it, checks the number, shows the result masked", async () => {
    const { page } = browser;
    await go(page, '/customer-info/ocr-identify');
    await shown(page, 'OcrIdentify', '证件识别');
    await page.getByLabel('拍摄或选择身份证照片').setInputFiles({ name: 'idcard.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: '已选图片预览' }).waitFor();
    await page.getByRole('button', { name: '上传照片' }).click();
    await toastSays(page, 'success', '请核对证件信息');
    const [up] = calls('uploadAttachment');
    expect(up?.body).toMatchObject({ bizType: 'idCard', file: { filename: 'idcard.png', mimetype: 'image/png' } });

    await page.getByLabel('姓名').fill('王小明');
    await page.getByLabel('身份证号').fill(BAD_ID);
    await page.getByLabel('有效期起').fill('2016-03-01');
    await page.getByLabel('有效期至').fill('2036-03-01');
    await page.getByRole('button', { name: '确认识别结果' }).click();
    await page.getByRole('alert').filter({ hasText: '身份证号校验位不正确' }).waitFor();
    await shots(page, 'policy-ocr-identify-form');

    await page.getByLabel('身份证号').fill(GOOD_ID.toLowerCase());
    await page.getByRole('button', { name: '确认识别结果' }).click();
    const result = page.getByRole('region', { name: '识别结果' });
    await result.waitFor();
    const text = await result.textContent();
    expect(text).toContain('王小明');
    expect(text).toContain('1101051949****002X');
    expect(text).not.toContain(GOOD_ID);
    expect(text).toContain('女');
    expect(text).toContain('1949-12-31');
    expect(text).toContain('2016-03-01 至 2036-03-01');
    expect(text).toContain('证件有效');
    await shots(page, 'policy-ocr-identify-result');
    expect(calls('uploadAttachment')).toHaveLength(1);
    expect(browser.errors).toEqual([]);
  });

  it('corrects a recognised filing on the public page: a bad ID number is refused, a good one is saved', async () => {
    const { page } = browser;
    // A public page: it works without a session (the customer opens it from the group chat).
    await logout(page);
    await page.goto(`${server.url}home/edit-ocr-result?relationId=${R1}`);
    await shown(page, 'EditOcrResult', '编辑识别结果');
    const name = page.getByLabel('姓名');
    await name.waitFor();
    expect(await name.inputValue()).toBe('王建国');
    expect(await page.getByLabel('身份证号').inputValue()).toBe('4401061985****0011');
    expect(await page.getByLabel('车牌号').inputValue()).toBe('粤A12345');
    expect(calls('white/ocrUpdateRelationInfoInit')[0]?.query).toMatchObject({ relationId: R1 });
    await shots(page, 'policy-edit-ocr-result');

    await page.getByLabel('身份证号').fill(BAD_ID);
    await page.getByRole('button', { name: '保存并报价' }).click();
    await page.getByRole('alert').filter({ hasText: '身份证号校验位不正确' }).waitFor();
    expect(calls('white/ocrUpdateRelationInfoAndQuote')).toHaveLength(0);
    await shots(page, 'policy-edit-ocr-result-error');

    await name.fill('王建华');
    await page.getByLabel('身份证号').fill(GOOD_ID);
    await page.getByRole('button', { name: '保存并报价' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '保存' }).click();
    await toastSays(page, 'success', '已保存');
    const saved = page.getByRole('region', { name: '已提交报价' });
    await saved.waitFor();
    expect(await saved.textContent()).toMatch(/报价单号Q\d+/);
    const [save] = calls('white/ocrUpdateRelationInfoAndQuote');
    expect(save?.method).toBe('POST');
    // licenseNo and frameNo go upstream URL-encoded (spec 001 §5), like every such field.
    expect(save?.body).toMatchObject({ relationId: R1, custName: '王建华', idNumber: GOOD_ID, licenseNo: encodeURIComponent('粤A12345'), frameNo: 'LSVAU033512345678' });
    await shots(page, 'policy-edit-ocr-result-saved');
  });

  it('keeps the recognised ID number when it is not retyped', async () => {
    const { page } = browser;
    await page.goto(`${server.url}home/edit-ocr-result?relationId=${R1}`);
    await shown(page, 'EditOcrResult');
    const id = page.getByLabel('身份证号');
    await id.waitFor();
    await id.focus();
    expect(await id.inputValue()).toBe('');
    await page.getByLabel('车牌号').focus();
    expect(await id.inputValue()).toBe('4401061985****0011');
    await page.getByRole('button', { name: '保存并报价' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '保存' }).click();
    await page.getByRole('region', { name: '已提交报价' }).waitFor();
    const body = calls('white/ocrUpdateRelationInfoAndQuote')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('idNumber');
  });
});
