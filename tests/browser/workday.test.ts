import { describe, expect, it } from 'vitest';
import { go, pick, picked, shots, shown, signedInApp, until } from './app-helpers.js';

// Issue 32 item 12, the smaller things a staff member trips over: the chatbot brings its answer
// into view, the mass message filters and type are the popup picker (no native <select>), the
// 404 page leads home, and sending into the current chat has one name everywhere.

describe('smaller day-work fixes (issue 32 item 12)', () => {
  const app = signedInApp('zhangwei');

  it('the chatbot scrolls to each answer, above the composer', async () => {
    const { page } = app;
    await go(page, '/customer-info/assistant');
    await shown(page, 'Assistant', '智能助手');
    const talk = page.getByRole('list', { name: '对话' });
    const chips = page.getByRole('region', { name: '常见问题' });
    const questions = ['理赔需要准备哪些材料？', '交强险的赔偿限额是多少？', '理赔需要准备哪些材料？'];
    for (const [i, q] of questions.entries()) {
      await until(page, `!document.querySelector('.as-chip[disabled]')`);
      await chips.getByRole('button', { name: q }).click();
      const answer = talk.locator('.as-turn').nth(i).locator('.as-bubble--bot:not(.muted)');
      await answer.waitFor();
      // Its start is on screen, between the navbar and the composer.
      await expect
        .poll(() =>
          page.evaluate<boolean>(`(() => {
            const el = document.querySelectorAll('.as-turn')[${i}].querySelector('.as-bubble--bot:not(.muted)');
            const top = el.getBoundingClientRect().top;
            const composer = document.querySelector('.as-composer').getBoundingClientRect().top;
            return top > 0 && top < composer - 20;
          })()`),
        )
        .toBe(true);
    }
    await shots(page, 'chat-scrolled');
  });

  it('mass message type and filters are the popup picker, kept in the URL', async () => {
    const { page } = app;
    await go(page, '/group-msg/group-msg-query');
    await shown(page, 'GroupMsgQuery', '群发消息');
    await expect(page.locator('.view[data-route="GroupMsgQuery"] select').count()).resolves.toBe(0);
    await pick(page, '消息类型', '续保提醒');
    await until(page, `location.search.includes('msgType=6')`);
    await pick(page, '发送状态', '已完成');
    await until(page, `location.search.includes('status=2')`);
    await expect(picked(page, '消息类型')).resolves.toBe('续保提醒');
    await page.getByRole('button', { name: /^消息类型 / }).click();
    await shots(page, 'mass-type-picker');
    await page.getByRole('dialog', { name: '消息类型' }).getByRole('button', { name: '取消' }).click();

    await go(page, '/group-msg/group-msg-edit');
    await shown(page, 'GroupMsgEdit', '编辑群发');
    await expect(page.locator('.view[data-route="GroupMsgEdit"] select').count()).resolves.toBe(0);
    await pick(page, '消息类型', '节日');
    await expect(picked(page, '消息类型')).resolves.toBe('节日');
  });

  it('the staff 404 page offers 返回首页, which goes home', async () => {
    const { page } = app;
    // Opened as a link from outside (a full load), not only by moving inside the app.
    await page.goto(`${app.server.url}no-such-page`);
    await until(page, `location.pathname.endsWith('/error/404')`);
    await page.getByRole('alert').getByText('页面不存在').waitFor();
    await shots(page, 'staff-404');
    await page.getByRole('link', { name: '返回首页' }).click();
    await shown(page, 'CustomerHomePage');
  });

  it('sending into the current chat is called 发到当前会话 everywhere', async () => {
    const { page } = app;
    await go(page, '/poster/poster-config-send?posterId=P20250001');
    await page.getByRole('button', { name: '发到当前会话' }).waitFor();
    await go(page, '/custcare-msg/custcare-msg-query');
    await page.locator('.care-item').first().click();
    await shown(page, 'CustcareMsgView');
    await page.getByRole('navigation', { name: '操作' }).getByRole('button', { name: '发到当前会话' }).waitFor();
    for (const old of ['发到当前聊天', '发送到聊天']) await expect(page.getByRole('button', { name: old }).count()).resolves.toBe(0);
  });
});
