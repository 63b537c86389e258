import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appPath, go, logout, shots, shown, signedInApp, until, type SignedInApp } from './app-helpers.js';

// The intelligent assistant, the knowledge base, the customer assistant and 我的, as 张伟
// (44010001, whose bigModel assistant is off in the demo), checked on screen and through the calls
// the demo upstream recorded.

const CUST = 'C4400000001';

const body = (c: { body: unknown } | undefined) => (c?.body ?? {}) as Record<string, unknown>;

describe('the assistant area in Chromium at 375x667', () => {
  const app = signedInApp();
  let server: SignedInApp['server'];
  let browser: SignedInApp['browser'];
  const calls = app.calls;
  beforeAll(() => {
    ({ server, browser } = app);
  });
  beforeEach(async () => {
    server.demo.resetData();
    browser.errors.length = 0;
    await browser.page.evaluate(`localStorage.removeItem('ai-model:44010001'); sessionStorage.removeItem('assistant-chat:44010001')`);
  });

  it('chats: a session, a frequently asked question, a typed one, sources and files, 有用, a failure kept, the conversation kept', async () => {
    const { page } = browser;
    await go(page, '/customer-info/assistant');
    await shown(page, 'Assistant', '智能助手');
    await expect(page.locator('.as-chat__head').innerText()).resolves.toContain('知识库');
    const chips = page.getByRole('region', { name: '常见问题' });
    await chips.getByRole('button', { name: '理赔需要准备哪些材料？' }).click();

    const talk = page.getByRole('list', { name: '对话' });
    const first = talk.locator('.as-turn').nth(0);
    await first.getByText(/驾驶证、行驶证/).waitFor();
    await first.getByRole('link', { name: '车险理赔所需材料' }).waitFor();
    await first.getByRole('list', { name: '相关文件' }).getByText('理赔服务指南.pdf').waitFor();
    // One session for the conversation; the question asked in it and recorded with its answer.
    expect(calls('assistant/generateSessionId')).toHaveLength(1);
    expect(calls('assistant/getFrequentlyQuestions')[0]?.query).toMatchObject({ aiModel: 'knowledgeBase' });
    const asked = body(calls('chatWithChatBot')[0]);
    expect(asked).toMatchObject({ question: '理赔需要准备哪些材料？' });
    expect(asked['sessionId']).toMatch(/^\w{16,}$/);
    await until(page, `!!document.querySelector('.as-feedback button:not([disabled])')`);
    expect(body(calls('assistant/saveIntellRecord')[0])).toMatchObject({ sessionId: asked['sessionId'], question: '理赔需要准备哪些材料？', aiModel: 'knowledgeBase' });
    expect(String(body(calls('assistant/saveIntellRecord')[0])['answer'])).toContain('驾驶证');

    // 有用: the feedback goes to the recorded answer.
    await first.getByRole('button', { name: '有用' }).click();
    await first.getByText('已反馈：有用').waitFor();
    expect(body(calls('assistant/isUseful')[0])).toMatchObject({ recordId: 'IR000001', useful: '1' });

    // The answer's file downloads under its own name.
    const [file] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: '下载' }).click()]);
    expect(file.suggestedFilename()).toBe('理赔服务指南.pdf');
    expect(calls('assistant/downLoadFileByPath')[0]?.query).toMatchObject({ filePath: '/kb/理赔服务指南.pdf' });

    // A typed question, sent with Enter, in the same session.
    const input = page.getByRole('textbox', { name: '输入问题' });
    await input.fill('交强险的赔偿限额是多少');
    await input.press('Enter');
    await talk.locator('.as-turn').nth(1).getByText(/18 万元/).waitFor();
    expect(body(calls('chatWithChatBot')[1])).toMatchObject({ question: '交强险的赔偿限额是多少', sessionId: asked['sessionId'] });
    expect(calls('assistant/generateSessionId')).toHaveLength(1);

    // The chatbot fails: a clear message, the question kept, and asking again works.
    server.demo.state.faults.set('chatWithChatBot', { kind: 'http500', times: 1 });
    await input.fill('车险出险了怎么报案？');
    await page.getByRole('button', { name: '发送', exact: true }).click();
    const third = talk.locator('.as-turn').nth(2);
    await expect(third.getByRole('alert').innerText()).resolves.toContain('智能助手暂时无法回答');
    await expect(third.innerText()).resolves.toContain('车险出险了怎么报案？');
    await shots(page, 'assistant-chat-failed');
    await third.getByRole('button', { name: '重新发送' }).click();
    await third.getByText(/开启双闪/).waitFor();

    // Leave and come back: the conversation is there.
    await go(page, '/knowledge/index');
    await shown(page, 'Knowledge');
    await go(page, '/customer-info/assistant');
    await shown(page, 'Assistant');
    await talk.locator('.as-turn').nth(2).getByText(/开启双闪/).waitFor();
    await expect(talk.locator('.as-turn').count()).resolves.toBe(3);
    await talk.locator('.as-turn').nth(0).getByText('已反馈：有用').waitFor();
    await shots(page, 'assistant-chat');

    // An answer goes to the customer through the one way of sending into the chat.
    await talk.locator('.as-turn').nth(1).getByRole('button', { name: '发送给客户' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    await sheet.getByText(/18 万元/).first().waitFor();
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await page.locator('.toast--success', { hasText: '发送成功' }).first().waitFor();

    // The source opens the knowledge entry.
    await talk.locator('.as-turn').nth(0).getByRole('link', { name: '车险理赔所需材料' }).click();
    await shown(page, 'Knowledge');
    await page.getByRole('heading', { name: '车险理赔所需材料' }).waitFor();
    expect(await appPath(page)).toBe('/knowledge/index?id=KB0005');
    // Only the injected chatbot failure showed in the console.
    expect(browser.errors.filter((e) => !e.includes('502'))).toEqual([]);
  });

  it('switches the bigModel assistant on and off for oneself and chooses the AI model (knowledgeBase when the query fails)', async () => {
    const { page } = browser;
    await go(page, '/seat-main/config');
    await shown(page, 'SeatMainConfig', '坐席配置');
    const sw = page.getByRole('switch', { name: '大模型助手' });
    await until(page, `document.querySelector('[role=switch]')?.getAttribute('aria-checked') === 'false'`);
    expect(calls('assistant/showAssistantByUser')[0]?.query).toMatchObject({ functionCodes: 'bigModel' });
    await expect(page.getByRole('radio', { name: /大模型/ }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('radio', { name: /知识库/ }).isChecked()).resolves.toBe(true);
    await shots(page, 'assistant-settings-off');

    // On: the white-list insert for the logged-in user (the demo checks its Authorization header).
    await sw.click();
    await page.locator('.toast--success', { hasText: '已开通大模型助手' }).first().waitFor();
    await until(page, `document.querySelector('[role=switch]')?.getAttribute('aria-checked') === 'true'`);
    expect(body(calls('assistant/insertWhiteListByFunc')[0])).toMatchObject({ functionCode: 'bigModel', isUseLoginUserInfo: '1' });
    await expect(page.getByRole('radio', { name: /大模型/ }).isChecked()).resolves.toBe(true);
    await shots(page, 'assistant-settings-on');

    // The assistant now answers with the large model and offers its questions.
    await go(page, '/customer-info/assistant');
    await shown(page, 'Assistant');
    await page.getByRole('region', { name: '常见问题' }).getByRole('button', { name: '帮我写一段续保提醒话术' }).waitFor();
    await expect(page.locator('.as-chat__head').innerText()).resolves.toContain('大模型');

    // Prefer the knowledge base: kept for this staff member.
    await go(page, '/seat-main/config');
    await shown(page, 'SeatMainConfig');
    await page.getByRole('radio', { name: /知识库/ }).check();
    await go(page, '/customer-info/assistant');
    await shown(page, 'Assistant');
    await page.getByRole('region', { name: '常见问题' }).getByRole('button', { name: '交强险的赔偿限额是多少？' }).waitFor();

    // Off, confirmed: the function code invalidated; only the knowledge base remains.
    await go(page, '/mine/index');
    await shown(page, 'Mine', '我的');
    await until(page, `document.querySelector('[role=switch]')?.getAttribute('aria-checked') === 'true'`);
    await page.getByRole('switch', { name: '大模型助手' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '关闭' }).click();
    await until(page, `document.querySelector('[role=switch]')?.getAttribute('aria-checked') === 'false'`);
    expect(body(calls('assistant/invalidFunctionCode')[0])).toMatchObject({ functionCode: 'bigModel' });

    // The switch cannot be queried: knowledgeBase, and the page says why (spec 000 §4).
    server.demo.state.assistant.switches.set('44010001:bigModel', true);
    server.demo.state.faults.set('assistant/showAssistantByUser', { kind: 'http500' });
    await go(page, '/customer-info/assistant');
    await shown(page, 'Assistant');
    await page.getByRole('region', { name: '常见问题' }).getByRole('button', { name: '交强险的赔偿限额是多少？' }).waitFor();
    await expect(page.locator('.as-chat__head').innerText()).resolves.toContain('知识库');
    await go(page, '/seat-main/config');
    await page.getByText('暂时查不到您的大模型助手开通状态').waitFor();
    server.demo.state.faults.clear();
  });

  it('the customer assistant: choose a customer, scripts filled with their details, 有用, send, the information summary', async () => {
    const { page } = browser;
    await go(page, '/home/custome-assistant');
    await shown(page, 'CustomeAssistant', '客户助手');
    await page.getByRole('button', { name: '选择客户' }).click();
    const picker = page.getByRole('dialog', { name: '选择客户' });
    const boxes = picker.locator('input[type="checkbox"]:not([disabled])');
    await boxes.first().waitFor();
    const name = (await picker.locator('.picker__row').first().locator('strong').innerText()).trim();
    await boxes.first().check();
    await picker.getByRole('button', { name: '确定' }).click();
    await until(page, `!document.querySelector('.popup-mask')`);
    const cust = server.demo.state.db.customers.find((c) => c.name === name)!;
    await page.locator('.as-cust').getByText(name).waitFor();
    expect(await appPath(page)).toContain(`custId=${cust.custId}`);

    // Then straight to a known customer (刘芳, C4400000001).
    await go(page, `/home/custome-assistant?custId=${CUST}`);
    await shown(page, 'CustomeAssistant');
    const pitches = page.getByRole('list').filter({ has: page.locator('.as-pitch') });
    await page.locator('.as-pitch').first().waitFor();
    await expect(page.locator('.as-pitch').first().innerText()).resolves.toContain('刘女士您好');
    expect(body(calls('assistant/getSalesPitch').at(-1))).toMatchObject({ scene: 'renewal', custId: CUST });
    await page.locator('.as-pitch').first().getByRole('button', { name: /^有用/ }).click();
    await page.locator('.as-pitch').first().getByText('已反馈有用').waitFor();
    expect(body(calls('assistant/isUseful')[0])).toMatchObject({ pitchId: 'SP0001', useful: '1' });
    await page.locator('.as-pitch').first().getByRole('button', { name: '发送给客户' }).click();
    const sheet = page.getByRole('dialog', { name: '企业微信模拟' });
    await sheet.getByText(/刘女士您好/).first().waitFor();
    await sheet.getByRole('button', { name: '模拟成功' }).click();
    await page.locator('.toast--success', { hasText: '发送成功' }).first().waitFor();

    await page.getByRole('tab', { name: '年检提醒' }).click();
    await page.locator('.as-pitch', { hasText: '年检代办服务' }).waitFor();
    expect(body(calls('assistant/getSalesPitch').at(-1))).toMatchObject({ scene: 'inspection', custId: CUST });
    expect(await pitches.count()).toBeGreaterThan(0);

    const summary = page.getByRole('region', { name: '信息汇总' }).or(page.locator('.as-summary'));
    await page.locator('.as-summary').getByText('刘芳').waitFor();
    expect(calls('fwdapi/yxxtaihub/informationSummary/getInformationSummaryFields')[0]?.query).toMatchObject({ summaryType: 'customer' });
    await shots(page, 'assistant-customer');
    await page.getByRole('button', { name: '保存汇总' }).click();
    await page.locator('.toast--success', { hasText: '已保存到汇总记录' }).first().waitFor();
    const saved = body(calls('fwdapi/yxxtaihub/informationSummary/saveUsageRecord')[0]);
    expect(saved).toMatchObject({ functionCode: 'informationSummary', summaryType: 'customer', custId: CUST });
    expect(String(saved['content'])).toContain('客户姓名：刘芳');
    expect(await summary.count()).toBeGreaterThan(0);
    expect(browser.errors).toEqual([]);
  });

  it('the knowledge base: browse by category, search, open an entry and download its file', async () => {
    const { page } = browser;
    await go(page, '/knowledge');
    await shown(page, 'Knowledge', '知识库');
    const list = page.getByRole('list').filter({ has: page.locator('.as-kb') });
    await page.locator('.as-kb').first().waitFor();
    await expect(page.locator('.as-kb').count()).resolves.toBe(10);
    await shots(page, 'knowledge-list');

    await page.getByRole('tab', { name: '理赔服务' }).click();
    await until(page, `document.querySelectorAll('.as-kb').length === 3`);
    expect(body(calls('assistant/queryKnowledgeList').at(-1))).toMatchObject({ category: 'claims' });
    expect(await appPath(page)).toContain('cat=claims');

    await page.getByRole('searchbox', { name: '搜索知识库' }).fill('材料');
    await page.getByRole('button', { name: '搜索' }).click();
    await until(page, `document.querySelectorAll('.as-kb').length === 1`);
    expect(body(calls('assistant/queryKnowledgeList').at(-1))).toMatchObject({ category: 'claims', keyword: '材料' });
    await page.getByText('“材料”的搜索结果：1 条').waitFor();

    await page.locator('.as-kb', { hasText: '车险理赔所需材料' }).click();
    await page.getByRole('heading', { name: '车险理赔所需材料' }).waitFor();
    expect(calls('assistant/queryKnowledgeById')[0]?.query).toMatchObject({ knowledgeId: 'KB0005' });
    await page.getByText(/公安机关出具的立案证明/).waitFor();
    await shots(page, 'knowledge-entry');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载' }).click()]);
    expect(file.suggestedFilename()).toBe('理赔服务指南.pdf');

    await page.getByRole('button', { name: '返回知识列表' }).click();
    await page.locator('.as-kb').first().waitFor();
    await page.getByRole('searchbox', { name: '搜索知识库' }).fill('不存在的条款');
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByText('没有找到相关知识，换个关键字试试').waitFor();
    expect(await list.count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('the assistant items: its entries, the report analysis of my business, the risk-code check, a knowledge file found by name', async () => {
    const { page } = browser;
    await go(page, '/home/assistant-item-list');
    await shown(page, 'AssistantItemList', '助手事项');
    const entries = page.getByRole('region', { name: '助手功能' });
    await entries.getByRole('link', { name: /知识库/ }).waitFor();
    await entries.getByRole('link', { name: /客户助手/ }).waitFor();

    const report = page.getByRole('region', { name: '智能报表分析' });
    await report.getByText(/您名下共 \d+ 位客户/).waitFor();
    expect(body(calls('assistant/getReportAnalyze')[0])).toMatchObject({ reportType: 'business' });
    await report.getByRole('tab', { name: '续保分析' }).click();
    await report.getByText(/续保率/).first().waitFor();
    expect(body(calls('assistant/getReportAnalyze').at(-1))).toMatchObject({ reportType: 'renewal' });
    expect(await appPath(page)).toContain('report=renewal');

    const risk = page.getByRole('region', { name: '险种代码查询' });
    await risk.getByRole('textbox', { name: '险种代码' }).fill('DAA-');
    await risk.getByText('险种代码为 2–10 位字母或数字').waitFor();
    await risk.getByRole('textbox', { name: '险种代码' }).fill('DAA');
    await risk.getByRole('button', { name: '查询' }).click();
    await risk.getByText(/有效\s*DAA 机动车商业保险 · 车险/).waitFor();
    expect(calls('assistant/checkIsValidRiskCode')[0]?.query).toMatchObject({ riskCode: 'DAA' });
    await risk.getByRole('textbox', { name: '险种代码' }).fill('XYZ');
    await risk.getByRole('button', { name: '查询' }).click();
    await risk.getByText('XYZ 不是有效的险种代码').waitFor();

    const files = page.getByRole('region', { name: '查找知识库文件' });
    await files.getByRole('textbox', { name: '文件名' }).fill('没有这个文件');
    await files.getByRole('button', { name: '查找' }).click();
    await files.getByRole('alert').getByText('未找到该文件').waitFor();
    await files.getByRole('textbox', { name: '文件名' }).fill('车险投保须知');
    await files.getByRole('button', { name: '查找' }).click();
    await shots(page, 'assistant-items');
    const [file] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: '下载' }).click()]);
    expect(file.suggestedFilename()).toBe('车险投保须知.pdf');
    expect(calls('assistant/getFileInfoByFileName').at(-1)?.query).toMatchObject({ fileName: '车险投保须知' });
    // Only the demo's refusal of the unknown file (422) showed in the console.
    expect(browser.errors.filter((e) => !e.includes('422'))).toEqual([]);
  });

  it('the assistant item configuration: hide an entry, reorder, saved upstream and seen on the assistant', async () => {
    const { page } = browser;
    await go(page, '/home/assistant-item-list');
    await shown(page, 'AssistantItemList');
    await page.getByRole('region', { name: '助手功能' }).getByRole('link', { name: '配置' }).click();
    await shown(page, 'AssistantItemConfig', '助手事项配置');
    const rows = page.getByRole('list', { name: '助手事项' }).locator('.as-config__row');
    await rows.first().waitFor();
    await expect(rows.locator('b').allInnerTexts()).resolves.toEqual(['话术库', '知识库', '报表分析', '客户助手', '任务中心']);
    await expect(page.getByRole('button', { name: '保存' }).isDisabled()).resolves.toBe(true);

    // 客户助手 first, 知识库 hidden.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '上移客户助手' }).click();
    await page.getByRole('checkbox', { name: /知识库/ }).uncheck();
    await expect(rows.locator('b').allInnerTexts()).resolves.toEqual(['客户助手', '话术库', '知识库', '报表分析', '任务中心']);
    await shots(page, 'assistant-item-config');
    await page.getByRole('button', { name: '保存' }).click();
    await page.locator('.toast--success', { hasText: '已保存助手事项配置' }).first().waitFor();
    expect(body(calls('assistant/saveNavigationConfig')[0])).toEqual({ navIds: ['N04', 'N01', 'N03', 'N05'] });

    // Nothing chosen cannot be saved.
    for (const name of ['客户助手', '话术库', '报表分析', '任务中心']) await page.getByRole('checkbox', { name: new RegExp(name) }).uncheck();
    await page.getByText('请至少选择一个助手事项').waitFor();
    await expect(page.getByRole('button', { name: '保存' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: '撤销修改' }).click();

    // The assistant shows the chosen entries only (built screens), 客户助手 first.
    await go(page, '/customer-info/assistant');
    await shown(page, 'Assistant');
    const nav = page.getByRole('navigation', { name: '助手功能' });
    await nav.getByRole('link', { name: /客户助手/ }).waitFor();
    await expect(nav.getByRole('link', { name: /知识库/ }).count()).resolves.toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('my page: who I am (masked), my card, favourites, settings, and logout', async () => {
    const { page } = browser;
    await go(page, '/home/customer-home-page');
    await shown(page, 'CustomerHomePage');
    const tiles = page.getByRole('region', { name: '功能入口' });
    await tiles.getByRole('link', { name: /知识库/ }).waitFor();
    await tiles.getByRole('link', { name: /我的名片/ }).waitFor();
    await tiles.getByRole('link', { name: /智能助手/ }).waitFor();

    await go(page, '/mine/index');
    await shown(page, 'Mine', '我的');
    const me = page.getByRole('region', { name: '我的信息' });
    await me.getByText('张伟').waitFor();
    await expect(me.innerText()).resolves.toContain('手机 1380****001');
    await expect(me.innerText()).resolves.toContain('工号 ****0001');
    await expect(me.innerText()).resolves.not.toContain('13800138001');
    await page.getByRole('link', { name: /张伟 · 客户经理/ }).waitFor();
    await page.getByText(/收藏的话术\s*2 条/).waitFor();
    await page.getByRole('switch', { name: '大模型助手' }).waitFor();
    await shots(page, 'mine');

    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '退出' }).click();
    await shown(page, 'Login');
    // Only the session query answering 401 after logout showed in the console.
    expect(browser.errors.filter((e) => !e.includes('401'))).toEqual([]);
  });
  it('the public assistant link works with no session: sign in first, then the assistant for the customer it names', async () => {
    const { page } = browser;
    // Logged out by the test before.
    await go(page, `/customer-info/assistant-redirect?custId=${CUST}&evil=%2F%2Fexample.com`);
    await shown(page, 'Login');
    await until(page, `new URLSearchParams(location.search).get('redirect') === ${JSON.stringify(`/customer-info/assistant?custId=${CUST}`)}`);
    await page.locator('[data-user="zhangwei"]').click();
    await shown(page, 'Assistant', '智能助手');
    expect(await appPath(page)).toBe(`/customer-info/assistant?custId=${CUST}`);
    await page.getByRole('region', { name: '常见问题' }).getByRole('button', { name: '交强险的赔偿限额是多少？' }).click();
    await page.locator('.as-turn').first().getByText(/18 万元/).waitFor();
    await until(page, `!!document.querySelector('.as-feedback button:not([disabled])')`);
    expect(body(calls('assistant/saveIntellRecord').at(-1))).toMatchObject({ custId: CUST, question: '交强险的赔偿限额是多少？' });
  });
  it('the intelligent boot assistant works with no session: questions answered, the service manager to contact', async () => {
    const { page } = browser;
    await logout(page);
    await page.goto(`${server.url}external/intelligent-boot-assistant?code=SM44010001`);
    await shown(page, 'IntelligentBootAssistant', '智能引导助手');
    const topics = page.getByRole('region', { name: '常见问题' });
    await topics.getByRole('button', { name: '理赔要准备哪些材料？' }).click();
    await page.getByRole('list', { name: '解答' }).getByText(/驾驶证、行驶证/).waitFor();
    expect(calls('white/queryBootGuide').at(-1)?.query).toMatchObject({ code: 'SM44010001' });
    const manager = page.getByRole('region', { name: '您的服务经理' });
    await manager.getByText('张伟').waitFor();
    await expect(manager.innerText()).resolves.toContain('电话 13800138001'); // their own published card: not masked (issue 32 item 6)
    await expect(manager.getByRole('link', { name: '联系我' }).getAttribute('href')).resolves.toMatch(/^https:\/\/work\.weixin\.qq\.com\//);
    await shots(page, 'boot-assistant');
    // No session was needed: the calls went out anonymous (white list only).
    expect(calls('white/queryBootGuide').at(-1)?.cookieNames).toEqual([]);
    // Only the anonymous session query's 401 showed in the console.
    expect(browser.errors.filter((e) => !e.includes('401'))).toEqual([]);
  });
});
