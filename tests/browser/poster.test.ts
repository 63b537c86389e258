import { describe, expect, it } from 'vitest';
import { appPath, go, shots, shown, signedInApp, until } from './app-helpers.js';

// Issue 16, jobs 1 and 2, as the staff member: pick a poster by class and name, make it their
// own (name, title and a QR code of their link composed in the browser), send it into the chat
// (uploaded once, reused) and to chosen customers with progress; configure what a shared poster
// shows; register, list and delete leads. Checked against the calls the demo upstream recorded.

const field = (body: unknown, name: string) => (body as Record<string, unknown>)[name];

describe('posters in Chromium', () => {
  const app = signedInApp('zhangwei');

  it('finds a poster by class and name, the choice kept in the URL', async () => {
    const { page } = app;
    // The 海报 home tile leads here.
    await go(page, '/home/customer-home-page');
    await page.getByRole('region', { name: '功能入口' }).getByRole('link', { name: '海报' }).click();
    await shown(page, 'Poster', '海报');
    const list = page.getByLabel('海报', { exact: true });
    await list.getByText('新能源车险上线啦').waitFor();
    await page.getByRole('tab', { name: '非车保障' }).click();
    await list.getByText('驾乘意外 一份保全车').waitFor();
    await until(page, `!document.body.innerText.includes('新能源车险上线啦')`);
    await page.getByRole('searchbox', { name: '搜索海报' }).fill('医疗');
    await list.getByText('百万医疗 守护全家').waitFor();
    await until(page, `!document.body.innerText.includes('驾乘意外 一份保全车')`);
    await page.getByText('没有更多了（共 1 条）').waitFor();
    const last = app.calls('queryQwPosterMain').at(-1)!;
    expect([field(last.body, 'classId'), field(last.body, 'keyword')]).toEqual(['PCL02', '医疗']);
    // What the person chose is in the URL.
    expect(await appPath(page)).toContain('classId=PCL02');
    await shots(page, 'poster-index');
  });

  it('cancels a poster query still running when a newer one starts', async () => {
    const { page } = app;
    await page.getByRole('searchbox', { name: '搜索海报' }).fill('');
    await page.getByLabel('海报', { exact: true }).getByText('驾乘意外 一份保全车').waitFor();
    // The next query is slow upstream; the person switches class before it answers.
    app.server.demo.state.faults.set('queryQwPosterMain', { kind: 'delay', ms: 3000, times: 1 });
    const aborted = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/queryQwPosterMain'));
    await page.getByRole('tab', { name: '车险营销' }).click();
    await page.getByRole('tab', { name: '节日问候' }).click();
    await page.getByLabel('海报', { exact: true }).getByText('重阳节 敬老情').waitFor();
    expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);
    expect(await page.getByLabel('海报', { exact: true }).innerText()).not.toContain('新能源车险上线啦');
    app.server.demo.state.faults.clear();
    await page.getByRole('tab', { name: '非车保障' }).click();
    await page.getByRole('searchbox', { name: '搜索海报' }).fill('医疗');
    await page.getByText('没有更多了（共 1 条）').waitFor();
  });

  it('makes the poster the staff member\'s own and sends it into the chat, uploaded once', async () => {
    const { page } = app;
    await page.getByLabel('海报', { exact: true }).getByText('百万医疗 守护全家').click();
    await shown(page, 'PosterConfigSend', '海报配置发送');
    const img = page.getByRole('img', { name: '我的海报：百万医疗 守护全家' });
    await img.waitFor();
    expect(await img.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    const link = page.getByTestId('qr-link');
    await expect(link.innerText()).resolves.toContain('poster-preview?posterId=P20250004&userCode=44010001');
    await page.getByText('张伟').first().waitFor();
    await shots(page, 'poster-compose');

    // The QR code switched to the poster's insure link, kept upstream.
    await page.getByRole('button', { name: '改为投保链接' }).click();
    await page.getByText('二维码已改为投保链接').waitFor();
    await until(page, `document.querySelector('[data-testid="qr-link"]')?.innerText.includes('/insure/')`);
    const changed = app.calls('posterChangeLink').at(-1)!;
    expect(changed.query['posterId']).toBe('P20250004');
    expect(changed.query['linkUrl']).toMatch(/^https:\/\/.*\/insure\/WB2/);

    const send = async () => {
      await page.getByRole('button', { name: '发到当前会话' }).click();
      const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
      // Whose chat it is (the send is recorded for them), then the picture itself.
      await sheet.getByText('获取当前外部联系人').waitFor();
      await sheet.getByRole('button', { name: '模拟成功' }).click();
      await sheet.getByText('获取当前外部联系人').waitFor({ state: 'detached' });
      await page.getByRole('dialog', { name: '企业微信模拟' }).getByRole('button', { name: '模拟成功' }).click();
      await page.getByText('发送成功').first().waitFor();
      await until(page, `!document.querySelector('[role="dialog"][aria-label="企业微信模拟"]')`);
    };
    await send();
    const uploads = app.calls('uploadPosterWithPosterUrl');
    expect(uploads).toHaveLength(1);
    expect(field(uploads[0]!.body, 'posterUrl')).toMatch(/^data:image\/jpeg;base64,/);
    expect(field(uploads[0]!.body, 'posterId')).toBe('P20250004');
    // The same picture again: the media id is reused within its 3 days, nothing uploaded.
    await page.getByText('发送成功').first().waitFor({ state: 'hidden' });
    await send();
    expect(app.calls('uploadPosterWithPosterUrl')).toHaveLength(1);
    // Each send into the chat is recorded, and the poster's 已分享 count moves (issue 32 item 3).
    expect(app.calls('sendMpNews').filter((c) => field(c.body, 'channel') === 'chat' && field(c.body, 'externalUserId') === 'wm_ext_chen')).toHaveLength(2);
    await go(page, '/poster/index');
    await shown(page, 'Poster');
    await page.locator('.view[data-route="Poster"]').getByText('已分享 66 次').first().waitFor();
    await page.goBack();
    await shown(page, 'PosterConfigSend');
  });

  it('sends the poster to two chosen customers with progress, using the same media', async () => {
    const { page } = app;
    await page.getByRole('link', { name: '发给客户' }).click();
    await shown(page, 'SendPersonPosterGroupMsg', '海报群发');
    await page.getByRole('img', { name: '我的海报：百万医疗 守护全家' }).waitFor();
    await page.getByRole('button', { name: '选择客户', exact: true }).click();
    const picker = page.getByRole('dialog', { name: '选择要发送海报的客户' });
    const boxes = picker.locator('input[type="checkbox"]:not([disabled])');
    await boxes.first().waitFor();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const names = await picker.locator('.picker__row:has(input:checked) strong').allInnerTexts();
    await picker.getByRole('button', { name: '确定' }).click();
    await until(page, `!document.querySelector('.popup-mask')`);
    await shots(page, 'poster-group-msg');
    await page.getByRole('button', { name: '发送给 2 位客户' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送' }).click();
    await shown(page, 'SendPersonPosterBatch', '海报批量发送');
    const progress = page.getByRole('region', { name: '发送进度' });
    await progress.getByText('发送完成').waitFor();
    await shots(page, 'poster-batch-progress');
    const db = app.server.demo.state.db;
    const expected = db.customers.filter((c) => names.includes(c.name)).map((c) => c.externalUserId);
    const sent = app.calls('sendMpNews').map((c) => c.body as Record<string, unknown>).filter((b) => b['channel'] !== 'chat');
    expect(sent.map((s) => s['externalUserId']).sort()).toEqual([...expected].sort());
    expect(sent.every((s) => s['type'] === 'image' && typeof s['mediaId'] === 'string')).toBe(true);
    expect(new Set(sent.map((s) => s['mediaId'])).size).toBe(1);
    expect(app.calls('uploadPosterWithPosterUrl')).toHaveLength(1);
    expect(await appPath(page)).toMatch(/^\/poster\/send-person-poster-batch\?job=\w+/);
    // Without a job: this device's poster sends, each opening its progress.
    await go(page, '/poster/send-person-poster-batch');
    await page.getByRole('link', { name: /海报「百万医疗 守护全家」/ }).waitFor();
    await expect(page.getByRole('link', { name: /海报「百万医疗 守护全家」/ }).innerText()).resolves.toContain('已发送 2');
  });

  it('chooses a poster for another screen and sends it into the current chat from there', async () => {
    const { page } = app;
    await go(page, `/poster/select-poster-from-ui?returnTo=${encodeURIComponent('/news/send-poster-msg')}`);
    await shown(page, 'SelectPosterFromUi', '选择海报');
    await page.getByRole('button', { name: /续保享好礼/ }).click();
    await shown(page, 'SendPosterMsg', '发送海报');
    expect(await appPath(page)).toBe('/news/send-poster-msg?posterId=P20250003');
    await page.getByRole('img', { name: '我的海报：续保享好礼' }).waitFor();
    await shots(page, 'poster-send-msg');
    const before = app.calls('uploadPosterWithPosterUrl').length;
    await page.getByRole('button', { name: '发送给客户' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    await sheet.getByText('获取当前外部联系人').waitFor();
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await sheet.getByText('获取当前外部联系人').waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: '企业微信模拟' }).getByRole('button', { name: '模拟成功' }).click();
    await page.getByText('发送成功').first().waitFor();
    const uploads = app.calls('uploadPosterWithPosterUrl');
    expect(uploads).toHaveLength(before + 1);
    expect(field(uploads.at(-1)!.body, 'posterId')).toBe('P20250003');
  });

  it('configures what a shared poster shows; the composed poster follows', async () => {
    const { page } = app;
    await go(page, '/poster/poster-share-config');
    await shown(page, 'PosterShareConfig', '海报分享配置');
    const mobile = page.getByRole('switch', { name: '显示联系电话' });
    await mobile.waitFor();
    expect(await mobile.getAttribute('aria-checked')).toBe('true');
    await mobile.click();
    const title = page.getByRole('textbox', { name: /分享标题/ });
    await title.fill('');
    await page.getByText('请填写分享标题').waitFor();
    await title.fill('张伟 · 您身边的保险管家');
    await shots(page, 'poster-share-config');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('分享配置已保存').waitFor();
    const saved = app.calls('savePosterShareConfig').at(-1)!;
    expect([field(saved.body, 'showMobile'), field(saved.body, 'shareTitle')]).toEqual(['0', '张伟 · 您身边的保险管家']);
    await go(page, '/poster/poster-config-send?posterId=P20250001');
    await shown(page, 'PosterConfigSend');
    await page.getByRole('img', { name: '我的海报：新能源车险上线啦' }).waitFor();
    await expect(page.locator('.cell', { hasText: '联系电话' }).innerText()).resolves.toContain('不显示');
  });

  it('registers a lead from a poster, lists the poster\'s leads and deletes one', async () => {
    const { page } = app;
    await go(page, '/poster/poster-lead-info-add?posterId=P20250001');
    await shown(page, 'PosterLeadInfoAdd', '添加线索信息');
    const list = page.getByLabel('线索', { exact: true });
    await list.getByText('黄晓燕').waitFor();
    await expect(list.innerText()).resolves.not.toContain('郑国华'); // a lead of no poster
    await page.getByLabel('客户姓名').fill('林静');
    await page.getByLabel('手机号').fill('1371111');
    await page.getByRole('button', { name: '登记线索' }).click();
    await page.getByRole('alert').filter({ hasText: /手机号/ }).first().waitFor();
    expect(app.calls('saveLeadInfo')).toHaveLength(0);
    await page.getByLabel('手机号').fill('13711114444');
    await page.getByRole('button', { name: '登记线索' }).click();
    await page.getByText('线索已登记').waitFor();
    await list.getByText('林静').waitFor();
    const saved = app.calls('saveLeadInfo').at(-1)!;
    expect([field(saved.body, 'custName'), field(saved.body, 'mobile'), field(saved.body, 'posterId')]).toEqual(['林静', '13711114444', 'P20250001']);
    await shots(page, 'poster-leads');
    await list.locator('.list__item', { hasText: '林静' }).getByRole('button', { name: '删除' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: '删除' }).click();
    await page.getByText('线索已删除').waitFor();
    await until(page, `!document.querySelector('.paged[aria-label="线索"]')?.innerText.includes('林静')`);
    expect(field(app.calls('delLeadInfo').at(-1)!.body, 'leadId')).toMatch(/^LD/);
  });
});
