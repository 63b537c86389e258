import { describe, expect, it } from 'vitest';
import { encryptNewsId } from '../../demo/handlers/white.js';
import { openBrowser } from '../helpers/browser.js';
import { appInBrowser, loginAs, shots, shown } from './app-helpers.js';

// Issue 16, jobs 3 and 5 (and the pay QR code of job 4), as a customer with no login (no session cookie at all): open a shared
// article and a shared poster — the visit and the time spent are recorded and reach the staff
// member's access history — and the tool links by code; wrong links say so. Then, signed in,
// the training-resource and external links.

describe('pages customers open from a shared link, in Chromium', () => {
  const app = appInBrowser();
  const open = (path: string) => app.page.goto(`${app.server.url}${path.replace(/^\//, '')}`);
  /** Wait (polling the demo's record, up to 10 s) until the demo upstream received a call. */
  const callArrives = async (name: string) => {
    const deadline = Date.now() + 10_000;
    while (app.calls(name).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  };
  const cookies = async () => (await app.browser.context.cookies()).map((c) => c.name);

  it('opens a shared article with no login: content, its insurance, the staff card and the insure link; the visit is recorded', async () => {
    const { page } = app;
    const customer = app.server.demo.state.db.customers.find((c) => c.bindUserCode === '44010001')!;
    const newsId = encryptNewsId('N20250002', '44010001', customer.custId);
    await open(`/news/news-detail?newsId=${newsId}&userCode=44010001&code=SM44010001&unionId=${customer.unionId}`);
    await shown(page, 'NewsDetail', '资讯详情');
    await page.getByRole('heading', { name: '出门在外，驾乘意外险了解一下' }).waitFor();
    await page.getByText('驾乘意外险保障驾驶或乘坐被保险车辆时').waitFor();
    await page.getByText('文中提到的保险').waitFor();
    await page.getByText('驾乘人员意外伤害保险').first().waitFor();
    const card = page.getByLabel('服务经理名片');
    await card.getByText('张伟').waitFor();
    await card.getByRole('img', { name: '张伟的企业微信二维码' }).waitFor();
    await page.getByRole('button', { name: /^立即投保/ }).waitFor();
    await shots(page, 'public-news-detail');
    expect(await cookies()).not.toContain('USER_TOKEN');

    const visit = app.calls('white/saveAccessHistory').at(-1)!;
    expect([visit.query['userCode'], visit.query['accessType'], visit.query['unionId']]).toEqual(['44010001', '1', customer.unionId]);

    // Leaving the page sends the time spent (keepalive), with the same visit.
    await open('/poster/poster-preview?posterId=P20250003&userCode=44010001&code=SM44010001');
    await shown(page, 'PosterPreview', '海报预览');
    await page.getByRole('img', { name: '续保享好礼' }).waitFor();
    await page.getByLabel('服务经理名片').getByText('张伟').waitFor();
    await shots(page, 'public-poster-preview');
    await callArrives('white/saveAccessTimesLong');
    const times = app.calls('white/saveAccessTimesLong');
    expect(times).toHaveLength(1);
    expect(times[0]!.query['accessId']).toMatch(/^AH/);
    const posterVisit = app.calls('white/saveAccessHistory').at(-1)!;
    expect([posterVisit.query['newsId'], posterVisit.query['accessType']]).toEqual(['P20250003', '2']);
    expect(await cookies()).not.toContain('USER_TOKEN');
  });

  it('says in Chinese when an article or poster link is wrong', async () => {
    const { page } = app;
    await open('/news/news-detail?newsId=N-NOPE');
    await page.getByRole('alert').getByText('资讯不存在或已下架').waitFor();
    await page.getByText('请联系把链接发给您的工作人员重新获取').waitFor();
    await open('/poster/poster-preview?posterId=P-NOPE');
    await page.getByRole('alert').getByText('海报不存在或已下架').waitFor();
    await open('/news/news-detail');
    await page.getByText('链接不完整：缺少资讯编号').waitFor();
    await shots(page, 'public-bad-link');
  });

  it('opens the tool links by code; an unknown code says so', async () => {
    const { page } = app;
    await open('/open-service-manager/SM44010001');
    await shown(page, 'OpenServiceManagerLink', '服务经理');
    await page.getByLabel('服务经理名片').getByText('张伟').waitFor();
    await page.getByRole('link', { name: '添加企业微信' }).waitFor();
    await shots(page, 'public-service-manager');
    await open('/open-service-manager/SM99999999');
    await page.getByText('服务经理不存在或未登记名片').waitFor();

    await open('/external-insure-link/EX44EAU01');
    await shown(page, 'ExternalInsureLinkLink', '投保链接');
    const go = page.getByRole('link', { name: '前往投保' });
    await go.waitFor();
    expect(await go.getAttribute('href')).toMatch(/^https:\/\/e\.demo-insurer\.cn\/insure\/EAU\?.*source=EX44EAU01/);
    await open('/external-insure-link/EX-NOPE');
    await page.getByText('投保链接不存在或已失效').waitFor();

    await open('/news-tool?comIdEName=guangdong&newsId=N20250001&userCode=44010001');
    await shown(page, 'NewsTool', '资讯工具');
    await page.getByText('广东省分公司').waitFor();
    await page.getByText('本文由「演示财险广东分公司」的工作人员分享').waitFor();
    await page.getByRole('link', { name: '阅读文章' }).click();
    await shown(page, 'NewsDetail', '资讯详情');
    await page.getByRole('heading', { name: '新能源车险怎么买更划算？', level: 1 }).waitFor();
    expect(app.calls('white/saveAccessHistory').at(-1)!.query['userCode']).toBe('44010001');

    await open('/url-scheme-tool?pagePath=pages%2Fquote%2Findex&query=chatId%3DwrChatDemo0001');
    await shown(page, 'UrlSchemeTool', '链接跳转');
    expect(await page.getByRole('link', { name: '打开小程序' }).getAttribute('href')).toMatch(/^https:\/\/wxaurl\.cn\//);
    const link = app.calls('white/getQtMiniProUrlLink').at(-1)!;
    expect([link.query['pagePath'], link.query['query']]).toEqual(['pages/quote/index', 'chatId=wrChatDemo0001']);
    expect(await cookies()).not.toContain('USER_TOKEN');
  });

  it('shows the pay QR code of a pay link, and says when the link has expired', async () => {
    const { page } = app;
    const payUrl = encodeURIComponent('https://pay.demo-insurer.cn/pay/PAY202611230001');
    await open(`/customer-info/public-pay-qrCode?payUrl=${payUrl}&amount=1234.5&expireTime=2099-12-31%2023%3A59%3A59&payNo=PAY202611230001`);
    await shown(page, 'PublicPayQrCode', '支付二维码');
    await page.getByText('¥1,234.50').waitFor();
    expect(await page.getByRole('img', { name: '支付二维码' }).getAttribute('data-qr-text')).toBe('https://pay.demo-insurer.cn/pay/PAY202611230001');
    await shots(page, 'public-pay-qrcode');
    await open(`/customer-info/public-pay-qrCode?payUrl=${payUrl}&amount=1234.5&expireTime=2020-01-01%2000%3A00%3A00`);
    await page.getByText('支付链接已过期').waitFor();
    await open('/customer-info/public-pay-qrCode?payUrl=javascript%3Aalert(1)');
    await page.getByText('支付链接无效：缺少支付地址').waitFor();
  });

  it('shows the staff member the visits in their access history, and opens a training resource by code', async () => {
    const { page } = app;
    await loginAs(page, app.server.url, 'zhangwei');
    const history = (await page.evaluate(`fetch('api/queryWxTMpNewsAccessHistory?pageSize=50', { headers: { 'x-csrf': '1' } }).then((r) => r.json())`)) as {
      data: { list: Array<{ title: string; newsId: string }> };
    };
    const titles = history.data.list.map((h) => h.title);
    expect(titles).toContain('出门在外，驾乘意外险了解一下');
    expect(titles).toContain('续保享好礼');

    await open('/training-resource/TR000001');
    await shown(page, 'TrainingResourceLink', '培训资料');
    await page.getByText('新能源车险条款精讲').first().waitFor();
    await page.locator('video[aria-label="新能源车险条款精讲"]').waitFor();
    await shots(page, 'public-training');
    await open('/training-resource/TR-NOPE');
    await page.getByText('培训资料 TR-NOPE 不存在或已下架').waitFor();

    await open(`/home/external-link?url=${encodeURIComponent('https://e.demo-insurer.cn/insure/EAU?channel=wecom')}&title=${encodeURIComponent('驾乘意外险投保')}`);
    await shown(page, 'ExternalLink', '外部链接');
    await page.getByText('即将离开本应用，打开 e.demo-insurer.cn 的页面').waitFor();
    await page.getByRole('button', { name: '打开' }).waitFor();
    await shots(page, 'public-external-link');
    await open(`/home/external-link?url=${encodeURIComponent('javascript:alert(1)')}`);
    await page.getByText('链接无效：只能打开 http 或 https 开头的地址').waitFor();
  });

  it('PC scan-code login: the PC shows a code, the signed-in phone confirms, the PC goes in; a used code is refused', async () => {
    // The phone is this file's page, signed in as 张伟; the PC a browser of its own, with no session.
    const { page, server } = app;
    await loginAs(page, server.url, 'zhangwei');
    const pc = await openBrowser(undefined);
    try {
      await pc.page.goto(`${server.url}pc-qr-code-login`);
      await shown(pc.page, 'PcQrCodeLogin', '扫码登录');
      const qr = pc.page.getByRole('img', { name: '登录二维码' });
      await qr.waitFor();
      await pc.page.getByRole('timer').getByText(/^\d+ 秒后过期$/).waitFor();
      const scanned = new URL((await qr.getAttribute('data-qr-text'))!);
      expect(scanned.pathname).toMatch(/\/pc-qr-code-login$/);
      expect(scanned.searchParams.get('loginId')).toMatch(/^[0-9a-f-]{36}$/);
      await shots(pc.page, 'public-pc-login');

      // The phone opens what it scanned: who is signing in, 确认登录.
      await page.goto(scanned.href);
      await shown(page, 'PcQrCodeLogin');
      const phone = page.getByRole('region', { name: '确认电脑登录' });
      await phone.getByText('工号 ****0001').waitFor();
      expect(await phone.innerText()).not.toContain('44010001');
      // What is being signed in, and a warning (issue 30: a code someone else sent signs *them* in).
      const facts = phone.getByRole('definition');
      await phone.getByLabel('要登录的电脑').waitFor();
      expect(await facts.allTextContents()).toEqual([
        expect.stringMatching(/^Chrome · Linux$/),
        expect.stringMatching(/127\.0\.0\.1/),
        '未知',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      ]);
      await phone.getByRole('alert').getByText(/如果二维码或链接是别人发给您的，请勿确认/).waitFor();
      await shots(page, 'public-pc-login-confirm');
      await phone.getByRole('button', { name: '确认登录' }).click();
      await phone.getByText('已确认，电脑端正在登录').waitFor();

      // The PC, polling, has its session and goes home as 张伟.
      await shown(pc.page, 'CustomerHomePage', '首页');
      const who = await pc.page.evaluate<{ data: { user: { userCode: string } } }>(`fetch('api/session').then((r) => r.json())`);
      expect(who.data.user.userCode).toBe('44010001');
      expect(app.calls('confirmQRCodeLoginPC').length).toBeGreaterThanOrEqual(1);

      // The code is used up: opening it again says so, with nothing to confirm.
      await page.goto(scanned.href);
      await phone.getByRole('alert').getByText('二维码已失效，请在电脑上刷新二维码').waitFor();
      expect(await phone.getByRole('button', { name: '确认登录' }).count()).toBe(0);

      // A fresh code opened by this phone belongs to this phone session: another session that
      // opens the same link (a colleague it was forwarded to) is told so and cannot confirm it.
      await pc.page.evaluate(`fetch('api/session/logout', { method: 'POST', headers: { 'x-csrf': '1' } })`);
      await pc.page.goto(`${server.url}pc-qr-code-login`);
      const next = new URL((await pc.page.getByRole('img', { name: '登录二维码' }).getAttribute('data-qr-text'))!);
      await page.goto(next.href);
      await phone.getByLabel('要登录的电脑').waitFor();
      const colleague = await openBrowser(undefined);
      try {
        await loginAs(colleague.page, server.url, 'lina');
        await colleague.page.goto(next.href);
        await colleague.page.getByRole('region', { name: '确认电脑登录' }).getByRole('alert').getByText('该二维码已被其他手机扫描，请在电脑上刷新二维码').waitFor();
        expect(await colleague.page.getByRole('button', { name: '确认登录' }).count()).toBe(0);
      } finally {
        await colleague.close();
      }
    } finally {
      await pc.close();
    }
  });
});
