import { describe, expect, it } from 'vitest';
import { confirmTask, createTask, receivedOn, settle } from '../../demo/state/mass.js';
import { chinaTime } from '../../shared/domain/format.js';
import { appPath, confirmMassTask, go, pick, picked, shots, shown, signedInApp, until } from './app-helpers.js';

// Mass messages (issue 17, part B) in Chromium against the demo upstream, as 张伟: the send
// records filtered in the URL, one record's progress with every customer's result, and a new mass
// message composed (type, text with script placeholders, customers from the shared picker), saved
// as a draft and sent — the 10-minute call started and the record shown at once, waiting for the
// staff member to confirm the WeCom task (the demo's stand-in plays that), then the results.

const bodyOf = (c: { body: unknown; query: Record<string, string> }) => ({ ...c.query, ...((c.body ?? {}) as Record<string, unknown>) });

describe('mass messages in Chromium', () => {
  const app = signedInApp('zhangwei');

  it('filters the send records (kept in the URL) and opens one with each customer\'s result', async () => {
    const { page } = app;
    await go(page, '/group-msg/group-msg-query');
    await shown(page, 'GroupMsgQuery', '群发消息');
    const list = page.locator('[aria-label="群发记录"]');
    await list.locator('.mass-item').first().waitFor();
    await page.getByRole('region', { name: '待发送' }).getByText(/待发送客户/).waitFor();
    await shots(page, 'mass-query');

    await page.getByRole('tab', { name: '系统' }).click();
    await until(page, `location.search.includes('filterType=2')`);
    await list.locator('.mass-item', { hasText: '11 月续保提醒' }).first().waitFor();
    await expect(list.locator('.mass-item', { hasText: '重阳节问候' }).count()).resolves.toBe(0);
    expect(bodyOf(app.calls('queryGroupMsgHistoryList').at(-1)!)).toMatchObject({ filterType: '2' });

    await pick(page, '消息类型', '续保提醒');
    await until(page, `location.search.includes('msgType=6')`);
    await page.reload();
    await shown(page, 'GroupMsgQuery');
    await expect(page.getByRole('tab', { name: '系统' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(picked(page, '消息类型')).resolves.toBe('续保提醒');

    await list.locator('.mass-item', { hasText: '11 月续保提醒' }).first().click();
    await shown(page, 'GroupMsgCustomerList', '群发客户');
    const historyId = new URLSearchParams((await appPath(page)).split('?')[1]).get('historyId')!;
    await page.getByRole('status').filter({ hasText: '发送完成' }).waitFor();
    // The seeded record has one failure: its tab opens first, with the reason.
    await page.getByText('客户已删除企业微信好友').waitFor();
    await shots(page, 'mass-record');
    expect(app.calls('queryGroupMsgSendCustListById').at(-1)!.query).toMatchObject({ historyId });
    await page.getByRole('tab', { name: /已发送/ }).click();
    await expect(page.locator('.send-progress__row').count()).resolves.toBeGreaterThan(0);
  });

  it('composes a message (checked, nothing lost), saves the draft, sends it and shows its progress', async () => {
    const { page } = app;
    await go(page, '/group-msg/group-msg-query');
    await shown(page, 'GroupMsgQuery');
    await page.getByRole('navigation', { name: '操作' }).getByRole('link', { name: '新建群发' }).click();
    await shown(page, 'GroupMsgEdit', '编辑群发');

    await page.getByRole('button', { name: '发送', exact: true }).click();
    await page.getByText('请输入消息内容').waitFor();
    await page.getByText('请选择发送客户').waitFor();

    await pick(page, '消息类型', '节日');
    await page.getByRole('textbox', { name: '标题' }).fill('小雪节气问候');
    const box = page.getByRole('textbox', { name: '消息内容' });
    await page.getByRole('button', { name: '+客户姓名' }).click();
    await box.press('End');
    await box.pressSequentially('您好，小雪节气天气转凉，出行请注意保暖。');
    await expect(box.inputValue()).resolves.toBe('{客户姓名}您好，小雪节气天气转凉，出行请注意保暖。');

    await page.getByRole('button', { name: '选择客户' }).click();
    const picker = page.getByRole('dialog', { name: '选择群发客户' });
    await picker.locator('.picker__row').first().waitFor();
    await picker.getByRole('button', { name: '全选本页' }).click();
    const count = Number((await picker.locator('.picker__count').innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(1);
    await picker.getByRole('button', { name: '确定' }).click();
    const chips = page.getByRole('list', { name: '已选客户' }).locator('.mass-chip');
    await expect(chips.count()).resolves.toBe(count);
    const firstName = (await chips.first().innerText()).split(/\s/)[0]!;
    await expect(page.getByTestId('mass-preview').innerText()).resolves.toContain(`${firstName}您好`);
    await shots(page, 'mass-edit');

    // Saved as a draft; a reload keeps what was typed and chosen.
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.locator('.toast--success', { hasText: '草稿已保存' }).waitFor();
    const saved = bodyOf(app.calls('saveGroupMsg').at(-1)!);
    expect(saved).toMatchObject({ msgType: '5', title: '小雪节气问候', content: '{客户姓名}您好，小雪节气天气转凉，出行请注意保暖。' });
    // The page held the seeded blacklisted customer: the BFF left them out of the draft, and the screen says so (issue 30).
    const blacklist = app.server.demo.state.mass.blacklist;
    const chosen = bodyOf(app.calls('saveGroupMsg').at(-1)!)['custIds'] as string[];
    expect(chosen.some((id) => blacklist.has(id))).toBe(false);
    const kept = chosen.length;
    expect(kept).toBe(count - 1);
    await page.locator('.toast--warning', { hasText: '已跳过消息黑名单中的客户' }).waitFor();
    await until(page, `location.search.includes('groupMsgId=')`);
    await page.reload();
    await shown(page, 'GroupMsgEdit');
    await expect(page.getByRole('textbox', { name: '消息内容' }).inputValue()).resolves.toContain('小雪节气');
    await expect(chips.count()).resolves.toBe(kept);

    const saves = app.calls('saveGroupMsg').length;
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送', exact: true }).click();
    await shown(page, 'GroupMsgCustomerList', '群发客户');
    // The draft was updated, not saved twice, and that draft was sent.
    const again = app.calls('saveGroupMsg').slice(saves).map(bodyOf);
    expect(again).toHaveLength(1);
    expect(again[0]!['groupMsgId']).toBe(saved['groupMsgId'] ?? again[0]!['groupMsgId']);
    const sends = app.calls('sendTaskGroupMsg').map(bodyOf);
    expect(sends).toHaveLength(1);
    expect(sends[0]!['taskGroupMsgHistory']).toMatchObject({ groupMsgId: again[0]!['groupMsgId'] });
    await shots(page, 'mass-confirm');
    await confirmMassTask(page);
    await page.getByRole('status').filter({ hasText: '发送完成' }).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('mass-content').innerText()).resolves.toContain('小雪节气');
    await shots(page, 'mass-sent');

    // Back on the list, the new record is first.
    await page.getByRole('navigation', { name: '操作' }).getByRole('link', { name: '群发记录' }).click();
    await shown(page, 'GroupMsgQuery');
    await page.locator('[aria-label="群发记录"] .mass-item').first().filter({ hasText: '小雪节气问候' }).waitFor();
  });

  it('opens a renewal batch, creates its reminder from the edited text and sends it to the whole batch', async () => {
    const { page } = app;
    await go(page, '/group-msg/group-msg-query');
    await shown(page, 'GroupMsgQuery');
    await page.getByRole('navigation', { name: '操作' }).getByRole('link', { name: '续保通知群发' }).click();
    await shown(page, 'RenewalNoticeGroupMsg', '续保通知群发');
    await page.getByRole('button', { name: '查看批次客户' }).click();
    await page.getByText('请输入续保提醒批次号').waitFor();
    await page.getByRole('textbox', { name: '批次号' }).fill('XB2026114401000103');
    await page.getByRole('button', { name: '查看批次客户' }).click();
    await until(page, `location.search.includes('batchNo=XB2026114401000103')`);
    const rows = page.locator('[aria-label="到期客户"] .mass-item');
    await rows.first().waitFor();
    await page.getByText(/续保提醒（到期 61–90 天）/).first().waitFor();
    expect(bodyOf(app.calls('findRenewalReminderCustListByBatchNo').at(-1)!)).toMatchObject({ batchNo: 'XB2026114401000103' });
    await shots(page, 'mass-renewal');

    const box = page.getByRole('textbox', { name: '提醒话术' });
    await box.fill('');
    await page.getByRole('button', { name: '生成提醒消息' }).click();
    await page.getByText('请输入提醒话术').waitFor();
    const text = '{客户称谓}您好，您的{车牌号}保单将于{到期日}到期，续保请联系{业务员姓名}。';
    await box.fill(text);
    await page.getByRole('button', { name: '生成提醒消息' }).click();
    await page.locator('.toast--success', { hasText: '已生成续保提醒' }).waitFor();
    expect(bodyOf(app.calls('createRenewalReminderMsg').at(-1)!)).toMatchObject({ batchNo: 'XB2026114401000103', content: text });

    const sendsBefore = app.calls('sendTaskGroupMsg').length;
    await page.getByRole('button', { name: '发送给全部客户' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送', exact: true }).click();
    await shown(page, 'GroupMsgCustomerList', '群发客户');
    const made = app.calls('createRenewalReminderMsg').length;
    expect(made).toBeGreaterThanOrEqual(2);
    const sent = app.calls('sendTaskGroupMsg').slice(sendsBefore).map(bodyOf);
    expect(sent).toHaveLength(1);
    await confirmMassTask(page);
    await page.getByRole('status').filter({ hasText: '发送完成' }).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('mass-content').innerText()).resolves.toBe(text);
    await page.getByText('续保提醒').first().waitFor();
  });

  it('sends a care mass message (关怀群发) from the care list: the type fixed to 关怀', async () => {
    const { page } = app;
    await go(page, '/custcare-msg/custcare-msg-query');
    await shown(page, 'CustcareMsgQuery');
    await page.getByRole('navigation', { name: '操作' }).getByRole('link', { name: '关怀群发' }).click();
    await shown(page, 'CustcareMsgMassmessaging', '关怀群发');
    await expect(page.getByRole('button', { name: /^消息类型 / }).isDisabled()).resolves.toBe(true);
    await expect(picked(page, '消息类型')).resolves.toBe('关怀');
    await page.getByRole('textbox', { name: '消息内容' }).fill('{客户称谓}您好，天气转凉，请注意添衣保暖。');
    await page.getByRole('button', { name: '选择客户' }).click();
    const picker = page.getByRole('dialog', { name: '选择群发客户' });
    await picker.locator('.picker__row:not(.is-blocked) input[type=checkbox]').first().check();
    await picker.getByRole('button', { name: '确定' }).click();
    const saves = app.calls('saveGroupMsg').length;
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '发送', exact: true }).click();
    await shown(page, 'GroupMsgCustomerList');
    expect(bodyOf(app.calls('saveGroupMsg')[saves]!)).toMatchObject({ msgType: '1', content: '{客户称谓}您好，天气转凉，请注意添衣保暖。' });
    await confirmMassTask(page);
    await page.getByRole('status').filter({ hasText: '发送完成' }).waitFor({ timeout: 30_000 });
    await page.locator('.cell', { hasText: '消息类型' }).getByText('关怀', { exact: true }).waitFor();
  });

  it('sent, it waits for the staff member (待成员确认, nothing sent, asked again); confirmed in WeCom (the stand-in), the record shows each result, one over the daily limit', async () => {
    const { page, server } = app;
    const { db, mass } = server.demo.state;
    const today = chinaTime(server.demo.state.now()).slice(0, 10);
    const mine = db.customers.filter((c) => c.bindUserCode === '44010001' && c.contactAddedAt && !mass.blacklist.has(c.custId) && !receivedOn(mass, c.custId, today));
    const unique = mine.filter((x) => db.customers.filter((y) => y.name === x.name).length === 1);
    const [a, b] = [unique.at(-1)!, unique.at(-2)!];
    // Customer a got a mass message from the enterprise earlier today: a colleague's send, confirmed.
    const earlier = createTask(mass, db, { userCode: '44010002', creatorName: '李娜', comCode: '44010000', taskId: null, draft: undefined, msgType: '1', filterType: '1', title: '早间问候', content: '您好', custIds: [a.custId] }, chinaTime(server.demo.state.now()));
    confirmTask(mass, earlier, server.demo.state.now().getTime() - 60_000);
    settle(mass, server.demo.state.now().getTime());
    expect(receivedOn(mass, a.custId, today)).toBe(true);

    await go(page, '/group-msg/group-msg-edit');
    await shown(page, 'GroupMsgEdit');
    await pick(page, '消息类型', '关怀');
    await page.getByRole('textbox', { name: '消息内容' }).fill('{客户称谓}您好，降温了，出行请注意保暖。');
    for (const c of [a, b]) {
      await page.getByRole('button', { name: c === a ? '选择客户' : '修改', exact: true }).click();
      const picker = page.getByRole('dialog', { name: '选择群发客户' });
      await picker.getByRole('tab', { name: '搜索客户' }).click();
      await picker.getByRole('searchbox', { name: '搜索客户' }).fill(c.name);
      await picker.getByRole('button', { name: '搜索', exact: true }).click();
      await picker.locator('.picker__row', { hasText: c.name }).first().locator('input[type=checkbox]').check();
      await picker.getByRole('button', { name: '确定' }).click();
      await picker.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: '发送', exact: true }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText('需你在企业微信中确认后才会发出').waitFor();
    await ask.getByRole('button', { name: '发送', exact: true }).click();

    // The record: the WeCom task, waiting for the staff member; nothing sent.
    await shown(page, 'GroupMsgCustomerList', '群发客户');
    const historyId = new URLSearchParams((await appPath(page)).split('?')[1]).get('historyId')!;
    await page.locator('.section').first().locator('.tag', { hasText: '待成员确认' }).waitFor();
    const note = page.getByRole('note', { name: '待成员确认' });
    await note.getByText(/尚未发给任何客户.*群发助手/).waitFor();
    await page.getByRole('status').filter({ hasText: '待成员在企业微信中确认，尚未发送' }).waitFor();
    await expect(page.getByRole('tab', { name: /已发送/ }).innerText()).resolves.toMatch(/^0\s*已发送$/);
    await expect(page.getByRole('list', { name: '未发送的客户' }).innerText()).resolves.toMatch(new RegExp(`${a.name}[\\s\\S]*${b.name}`));
    await expect(page.locator('.cell', { hasText: '成员确认' }).innerText()).resolves.toContain('未确认');
    expect(server.demo.state.mass.sendCusts.get(historyId)!.map((r) => r.sendStatus)).toEqual(['0', '0']);
    // Asked again while it waits.
    const asked = app.calls('queryGroupMsgHistoryById').filter((c) => c.query['historyId'] === historyId).length;
    await expect.poll(() => app.calls('queryGroupMsgHistoryById').filter((c) => c.query['historyId'] === historyId).length, { timeout: 12_000 }).toBeGreaterThan(asked);
    await shots(page, 'mass-waiting');

    // The list says so too, and what waits for the staff member.
    await page.getByRole('navigation', { name: '操作' }).getByRole('link', { name: '群发记录' }).click();
    await shown(page, 'GroupMsgQuery');
    await page.getByRole('region', { name: '待发送' }).getByText(/群发任务待你在企业微信中确认/).waitFor();
    const item = page.locator('[aria-label="群发记录"] .mass-item').first();
    await item.filter({ hasText: '关怀' }).locator('.tag', { hasText: '待成员确认' }).waitFor();
    await expect(item.innerText()).resolves.toContain('待确认 2 位');
    await item.click();
    await shown(page, 'GroupMsgCustomerList');

    // The staff member confirms it in WeCom (the stand-in): then the results, one over WeCom's daily limit.
    await confirmMassTask(page);
    await page.getByRole('status').filter({ hasText: '发送完成，1 位客户超出群发上限' }).waitFor({ timeout: 30_000 });
    await page.locator('.section').first().locator('.tag', { hasText: '已完成' }).waitFor();
    const over = page.getByRole('list', { name: '超出上限的客户' });
    await expect(over.innerText()).resolves.toMatch(new RegExp(`${a.name}[\\s\\S]*超出群发上限`));
    await page.getByRole('tab', { name: /已发送/ }).click();
    await expect(page.getByRole('list', { name: '已发送的客户' }).innerText()).resolves.toContain(b.name);
    await expect(page.locator('.cell', { hasText: '成员确认' }).innerText()).resolves.toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(server.demo.state.mass.sendCusts.get(historyId)!.map((r) => [r.custId, r.sendStatus])).toEqual([
      [a.custId, '4'],
      [b.custId, '1'],
    ]);
    await shots(page, 'mass-results');

    // Nothing pending: no longer asked.
    const settled = app.calls('queryGroupMsgHistoryById').length;
    await page.waitForTimeout(2_500);
    expect(app.calls('queryGroupMsgHistoryById').length).toBe(settled);
  });
});
