import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../helpers/browser.js';
import { startServer } from '../helpers/server.js';
import { appPath, go, shots, shown, toastSays, until } from './app-helpers.js';
import { bridgeCalls, openInWeCom, type WeComScript } from './wecom-double.js';

// Issue 35, inside WeCom for real: the page opened from a WeCom entry (a scripted WeCom answering
// the real JS-SDK through WeixinJSBridge) lands where that entry belongs; the SDK is registered
// once with one agentConfig signature; a cancel is final; agentConfig alone is tried again.

const HOME = 'home/customer-home-page?comId=44000000';

describe('inside WeCom (scripted) in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  const open: Browser[] = [];
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    for (const b of open) await b.close();
    await server?.close();
  });
  const calls = (name: string) => server.demo.state.calls.filter((c) => c.name === name);
  const customers = () => server.demo.state.db.customers;

  /** A fresh page life inside WeCom opened at the home URL the chat toolbar is configured with. */
  async function openFrom(script: WeComScript, viewport?: { width: number; height: number }): Promise<Page> {
    const browser = await openInWeCom(server.url, script, { viewport });
    open.push(browser);
    await browser.page.goto(`${server.url}${HOME}`);
    return browser.page;
  }

  it('single_chat_tools with a bound contact: that customer page at once, one agentConfig signature and no config signature', async () => {
    const liu = customers().find((c) => c.bindUserCode === '44010001' && c.externalUserId)!;
    const signs = calls('config').length;
    const page = await openFrom({ entry: 'single_chat_tools', contact: liu.externalUserId });
    await shown(page, 'CustomerInfoDetail', '客户详情');
    expect(await appPath(page)).toBe(`/customer-info/customerInfo-detail?custId=${liu.custId}`);
    await page.getByText(liu.name).first().waitFor();
    await shots(page, 'wecom-entry-customer');
    // The SDK asked for the agentConfig signature of the page it runs on: one upstream call, for this page's URL.
    const mine = calls('config').slice(signs);
    expect(mine).toHaveLength(1);
    expect(String(mine[0]!.query?.['url'])).toBe(`${server.url}${HOME}`);
    expect(calls('config-sign')).toHaveLength(0);
    expect((await bridgeCalls(page, 'agentConfig')).length).toBe(1);
    expect(await bridgeCalls(page, 'getContext')).toHaveLength(1);
  });

  it('contact_profile with a contact nobody serves: the binding page with that customer preselected', async () => {
    const unbound = customers().find((c) => c.comId === '44000000' && !c.bindUserCode && c.externalUserId)!;
    const page = await openFrom({ entry: 'contact_profile', contact: unbound.externalUserId });
    await shown(page, 'QueryCustomer', '客户绑定');
    expect(await appPath(page)).toBe(`/customer-info/query-customer?externalUserId=${unbound.externalUserId}`);
    const chosen = page.getByTestId('chat-contact');
    await expect(chosen.innerText()).resolves.toContain(unbound.name);
    await chosen.getByRole('button', { name: `绑定${unbound.name}` }).waitFor();
    await shots(page, 'wecom-entry-binding');
  });

  it('group_chat_tools: the group page of the chat WeCom names', async () => {
    const page = await openFrom({ entry: 'group_chat_tools', chat: 'wrChatDemo0001' });
    await shown(page, 'ChatRoomAddRelation', '客户报备');
    expect(await appPath(page)).toBe('/robot/chat-room-add-relation?chatId=wrChatDemo0001');
    await page.getByText('粤A车险续保服务群').first().waitFor();
  });

  it('an article sent into a group chat: from group_chat_tools and from chat_attachment opened in a group, sent once and recorded against no customer', async () => {
    for (const script of [
      { entry: 'group_chat_tools', chat: 'wrChatDemo0001' },
      { entry: 'chat_attachment', chat: 'wrChatDemo0001', contact: 'wm_ext_chen', inGroup: true },
    ] as const) {
      const page = await openFrom(script);
      await shown(page, script.entry === 'group_chat_tools' ? 'ChatRoomAddRelation' : 'Articles');
      const before = calls('sendMpNews').length;
      await page.goto(`${server.url}interact/interact-details?newsId=N20250002`);
      await page.getByRole('button', { name: '发到当前会话' }).click();
      await toastSays(page, 'success', '发送成功');
      const sent = await bridgeCalls(page, 'sendChatMessage');
      expect(sent, script.entry).toHaveLength(1);
      expect(sent[0]!.params).toMatchObject({ msgtype: 'news', news: { title: '出门在外，驾乘意外险了解一下' } });
      // sendMpNews records a send to one customer: a group has none, so nothing is recorded.
      expect(calls('sendMpNews'), script.entry).toHaveLength(before);
    }
  });

  it('chat_attachment: the content picker; normal (the workbench): home, where a chat send is not offered and the reason is shown', async () => {
    const fromAttachment = await openFrom({ entry: 'chat_attachment', contact: 'wm_ext_chen' });
    await shown(fromAttachment, 'Articles', '文章');

    const page = await openFrom({ entry: 'normal' });
    await shown(page, 'CustomerHomePage', '首页');
    expect(await appPath(page)).toBe('/home/customer-home-page?comId=44000000');
    const before = calls('sendMpNews').length;
    await page.goto(`${server.url}interact/interact-details?newsId=N20250002`);
    await page.getByRole('heading', { name: '出门在外，驾乘意外险了解一下' }).waitFor();
    // The SDK sends into a chat only from a chat entry: the action is shown disabled, the reason beside it.
    await page.getByRole('note').filter({ hasText: '请从与客户的聊天工具栏打开本页面，再发送到当前会话' }).waitFor();
    await expect(page.getByRole('button', { name: '发到当前会话' }).isDisabled()).resolves.toBe(true);
    // 发给客户 (the server sends to chosen customers) is still offered.
    await page.getByRole('link', { name: '发给客户' }).waitFor();
    expect(await bridgeCalls(page, 'sendChatMessage')).toHaveLength(0);
    expect(calls('sendMpNews')).toHaveLength(before);

    // From a chat entry the same page offers it, with nothing to explain.
    await fromAttachment.goto(`${server.url}interact/interact-details?newsId=N20250002`);
    await fromAttachment.getByRole('button', { name: '发到当前会话', disabled: false }).waitFor();
    await expect(fromAttachment.getByRole('note').filter({ hasText: '发送到当前会话' }).count()).resolves.toBe(0);
  });

  it('a page life that starts elsewhere never reroutes: going home later is going home', async () => {
    const liu = customers().find((c) => c.bindUserCode === '44010001' && c.externalUserId)!;
    const browser = await openInWeCom(server.url, { entry: 'single_chat_tools', contact: liu.externalUserId });
    open.push(browser);
    const { page } = browser;
    await page.goto(`${server.url}news/articles?comId=44000000`);
    await shown(page, 'Articles');
    await go(page, '/home/customer-home-page');
    await shown(page, 'CustomerHomePage', '首页');
    expect(await bridgeCalls(page, 'getContext')).toHaveLength(0);
  });

  it('a cancelled send is final: asked once, nothing recorded, no second signature', async () => {
    const liu = customers().find((c) => c.bindUserCode === '44010001' && c.externalUserId)!;
    const page = await openFrom({ entry: 'single_chat_tools', contact: liu.externalUserId, answers: { sendChatMessage: 'cancel' } });
    await shown(page, 'CustomerInfoDetail');
    const signs = calls('config').length;
    const before = calls('sendMpNews').length;
    await page.goto(`${server.url}interact/interact-details?newsId=N20250002`);
    await page.getByRole('button', { name: '发到当前会话' }).click();
    await toastSays(page, 'info', '已取消发送');
    // A retry, had there been one, would have asked the bridge and the BFF again by now.
    await page.waitForLoadState('networkidle');
    expect(await bridgeCalls(page, 'sendChatMessage')).toHaveLength(1);
    expect(calls('sendMpNews')).toHaveLength(before);
    // A new page life (goto) registers once more: one signature, not three.
    expect(calls('config').length - signs).toBe(1);
    expect(await bridgeCalls(page, 'agentConfig')).toHaveLength(1);
  });

  it('no permission is final too; a failed agentConfig is signed and tried once more, then the send goes out and is recorded', async () => {
    const liu = customers().find((c) => c.bindUserCode === '44010001' && c.externalUserId)!;
    const denied = await openFrom({ entry: 'single_chat_tools', contact: liu.externalUserId, answers: { sendChatMessage: 'denied' } });
    await shown(denied, 'CustomerInfoDetail');
    await denied.goto(`${server.url}interact/interact-details?newsId=N20250002`);
    await denied.getByRole('button', { name: '发到当前会话' }).click();
    await toastSays(denied, 'error', '没有使用该功能的权限');
    expect(await bridgeCalls(denied, 'sendChatMessage')).toHaveLength(1);

    const signs = calls('config').length;
    const before = calls('sendMpNews').length;
    const page = await openFrom({ entry: 'single_chat_tools', contact: liu.externalUserId, agentConfigFailures: 1 });
    await shown(page, 'CustomerInfoDetail');
    expect(await bridgeCalls(page, 'agentConfig')).toHaveLength(2);
    expect(calls('config').length - signs).toBe(2);
    await page.goto(`${server.url}interact/interact-details?newsId=N20250002`);
    await page.getByRole('button', { name: '发到当前会话' }).click();
    await toastSays(page, 'success', '发送成功');
    expect(await bridgeCalls(page, 'sendChatMessage')).toHaveLength(1);
    expect(calls('sendMpNews').slice(before).map((c) => c.body)).toEqual([{ externalUserId: liu.externalUserId, newsId: 'N20250002', type: 'news', channel: 'chat' }]);
  });

  it('WeCom older than 3.0.24 signs with config first, then agentConfig (both for the page URL)', async () => {
    const corp = calls('config-sign').length;
    const page = await openFrom({ entry: 'normal', version: '3.0.16' });
    await shown(page, 'CustomerHomePage', '首页');
    await until(page, `(window.__wecomCalls || []).some((c) => c.name === 'agentConfig')`);
    expect(calls('config-sign').length - corp).toBe(1);
    const names = (await bridgeCalls(page)).map((c) => c.name);
    expect(names.indexOf('preVerifyJSAPI')).toBeLessThan(names.indexOf('agentConfig'));
  });

  it('the WeCom APIs staff expect: 企微聊天, picking recipients in WeCom, the mass-send assistant, moments', async () => {
    const liu = customers().find((c) => c.custId === 'C4400000001')!;
    const page = await openFrom({ entry: 'normal', contact: liu.externalUserId, chat: 'wrChatDemo0001' });
    await shown(page, 'CustomerHomePage');

    // 联系客户 → 企微聊天 opens the WeCom chat with that customer.
    await page.goto(`${server.url}contact-customer?custId=${liu.custId}`);
    await page.getByRole('button', { name: '企微聊天' }).click();
    await until(page, `(window.__wecomCalls || []).some((c) => c.name === 'openEnterpriseChat')`);
    expect((await bridgeCalls(page, 'openEnterpriseChat'))[0]!.params).toMatchObject({ externalUserIds: liu.externalUserId });

    // Recipients picked in WeCom's own list, then the mass-send assistant with them preselected.
    const sends = calls('sendMpNews').length;
    await page.goto(`${server.url}news/send-person-news-group-msg?newsId=N20250002`);
    await page.getByRole('button', { name: '选择客户', exact: true }).click();
    const picker = page.getByRole('dialog', { name: '选择发送的客户' });
    await picker.getByRole('button', { name: '从企业微信联系人中选择' }).click();
    await expect(picker.locator('.picker__count')).toBeDefined();
    await until(page, `document.querySelector('.picker__count')?.textContent.includes('已选 1 位')`);
    await picker.getByRole('button', { name: '确定' }).click();
    await page.getByRole('list', { name: '已选客户' }).getByText(liu.name).waitFor();
    await page.getByRole('button', { name: '群发助手' }).click();
    await toastSays(page, 'success', '已交给企业微信群发助手');
    const shared = (await bridgeCalls(page, 'shareToExternalContact'))[0]!.params;
    expect(shared).toMatchObject({ externalUserIds: [liu.externalUserId], title: expect.any(String), link: expect.stringMatching(/^https:/) });
    // WeCom sends it once the member confirms: the server sent nothing itself; the blacklist was asked first.
    expect(calls('sendMpNews')).toHaveLength(sends);
    expect(calls('getInMsgBlackList').at(-1)!.query).toMatchObject({ custId: liu.custId });

    // 发到客户群: the same card to the mass-send assistant for customer groups, no customers named; the server sends nothing.
    const masses = calls('sendTaskGroupMsg').length;
    // (The 群发助手 toast gone first, so the one awaited is this send's.)
    await page.locator('.toast--success', { hasText: '已交给企业微信群发助手' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '发到客户群' }).click();
    await toastSays(page, 'success', '已交给企业微信群发助手');
    const toGroups = await bridgeCalls(page, 'shareToExternalChat');
    expect(toGroups).toHaveLength(1);
    const { externalUserIds: _ids, ...card } = shared as Record<string, unknown>;
    expect(toGroups[0]!.params).toEqual(card);
    expect(card).toMatchObject({ title: '出门在外，驾乘意外险了解一下', link: expect.stringMatching(/^https:/) });
    expect(calls('sendMpNews')).toHaveLength(sends);
    expect(calls('sendTaskGroupMsg')).toHaveLength(masses);

    // A moments task posted through WeCom is marked published only after WeCom's ok.
    await page.goto(`${server.url}moments/moments-task-query`);
    const task = page.getByRole('article', { name: '新能源车险上线' });
    await task.getByRole('button', { name: '发表到朋友圈' }).click();
    await toastSays(page, 'success', '已发表到客户朋友圈');
    const moment = (await bridgeCalls(page, 'shareToExternalMoments'))[0]!.params as { text: { content: string }; attachments: unknown[] };
    expect(moment.text.content).toContain('新能源车专属保险来了！');
    expect(moment.attachments).toHaveLength(1);
    expect(calls('updateSendFlagById').at(-1)!.body).toEqual({ id: 'MT000001', sendFlag: '1' });

  });

  it('the group page opened without ?chatId= from a group chat toolbar asks WeCom for the group', async () => {
    const browser = await openInWeCom(server.url, { entry: 'group_chat_tools', chat: 'wrChatDemo0001' });
    open.push(browser);
    const { page } = browser;
    await page.goto(`${server.url}robot/chat-room-add-relation?comId=44000000`);
    await page.getByText('粤A车险续保服务群').first().waitFor();
    expect(await appPath(page)).toBe('/robot/chat-room-add-relation?comId=44000000&chatId=wrChatDemo0001');
    expect(await bridgeCalls(page, 'getCurExternalChat')).toHaveLength(1);
  });

  it('the group page opened from a group chat toolbar shows the group WeCom names, not another one ?chatId= names', async () => {
    const browser = await openInWeCom(server.url, { entry: 'group_chat_tools', chat: 'wrChatDemo0001' });
    open.push(browser);
    const { page } = browser;
    const asked = calls('white/queryChatRoomAddRelationInfo').length;
    await page.goto(`${server.url}robot/chat-room-add-relation?comId=44000000&chatId=wrChatDemo0002`);
    await page.getByText('粤A车险续保服务群').first().waitFor();
    expect(await appPath(page)).toBe('/robot/chat-room-add-relation?comId=44000000&chatId=wrChatDemo0001');
    // The other group was never asked for, so never shown.
    expect(calls('white/queryChatRoomAddRelationInfo').slice(asked).map((c) => c.query['chatId'])).toEqual(['wrChatDemo0001']);
    await expect(page.getByText('成都车主报价交流群').count()).resolves.toBe(0);
  });

  it('a moments post cancelled in WeCom leaves the task unpublished', async () => {
    const page = await openFrom({ entry: 'normal', answers: { shareToExternalMoments: 'cancel' } });
    await shown(page, 'CustomerHomePage');
    const flags = calls('updateSendFlagById').length;
    await page.goto(`${server.url}moments/moments-task-query`);
    await page.getByRole('article').first().getByRole('button', { name: '发表到朋友圈' }).click();
    await toastSays(page, 'info', '已取消发表');
    expect(await bridgeCalls(page, 'shareToExternalMoments')).toHaveLength(1);
    expect(calls('updateSendFlagById')).toHaveLength(flags);
  });

  it('each entry page fits the 360 px PC sidebar', async () => {
    const liu = customers().find((c) => c.bindUserCode === '44010001' && c.externalUserId)!;
    for (const [script, route] of [
      [{ entry: 'single_chat_tools', contact: liu.externalUserId }, 'CustomerInfoDetail'],
      [{ entry: 'group_chat_tools', chat: 'wrChatDemo0001' }, 'ChatRoomAddRelation'],
      [{ entry: 'chat_attachment', contact: liu.externalUserId }, 'Articles'],
    ] as const) {
      const page = await openFrom(script, { width: 360, height: 640 });
      await shown(page, route);
      await expect(page.evaluate<number>('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(360);
    }
    // The other screens this issue touched, at 360 with their WeCom actions showing.
    const unbound = customers().find((c) => c.comId === '44000000' && !c.bindUserCode && c.externalUserId)!;
    const page = await openFrom({ entry: 'contact_profile', contact: unbound.externalUserId }, { width: 360, height: 640 });
    await page.getByTestId('chat-contact').waitFor();
    for (const [path, ready] of [
      ['', '[data-testid="chat-contact"]'],
      [`contact-customer?custId=${liu.custId}`, '.hm-person__acts .btn'],
      ['news/send-person-news-group-msg?newsId=N20250002', '.ct-preview [data-testid="message-card"]'],
      ['moments/moments-task-query', '.ct-moment__actions .btn'],
    ] as const) {
      if (path) await page.goto(`${server.url}${path}`);
      await page.locator(ready).first().waitFor();
      await expect(page.evaluate<number>('document.documentElement.scrollWidth'), path).resolves.toBeLessThanOrEqual(360);
    }
    // No page of this file logged an error (a refused or cancelled call is an answer, not an error).
    expect(open.flatMap((b) => b.errors.map((e) => `${b.page.url()}: ${e}`))).toEqual([]);
  });
});
