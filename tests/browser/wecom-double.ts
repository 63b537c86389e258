import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { tokenFor } from '../helpers/session.js';

// A scripted WeCom for the browser: the page runs the real @wecom/jssdk, which talks to WeCom
// through window.WeixinJSBridge; this double stands in for WeCom's side of that bridge and answers
// as WeCom does (the entry, the chat's contact or group, ok / cancel / no permission), recording
// every invocation. The user agent carries wxwork/<version>, as WeCom's web view does.

export interface WeComScript {
  /** getContext().entry. */
  entry: 'single_chat_tools' | 'contact_profile' | 'group_chat_tools' | 'chat_attachment' | 'normal';
  /** getCurExternalContact().userId (chat entries). */
  contact?: string;
  /** getCurExternalChat().chatId (group_chat_tools, or chat_attachment with inGroup). */
  chat?: string;
  /** chat_attachment opened in a customer group: getCurExternalChat answers, getCurExternalContact fails. */
  inGroup?: boolean;
  /** How WeCom answers a JS API: ok (default), cancel, denied (no permission), fail. */
  answers?: Record<string, 'ok' | 'cancel' | 'denied' | 'fail'>;
  /** agentConfig fails this many times before it succeeds. */
  agentConfigFailures?: number;
  /** The WeCom version in the user agent (older than 3.0.24 signs with config first). */
  version?: string;
}

export interface BridgeCall {
  name: string;
  params: Record<string, unknown>;
}

/** The double, as page code (the page's CSP allows no eval: Playwright injects it before any script). */
function bridgeScript(script: WeComScript): string {
  return `(() => {
    const script = ${JSON.stringify(script)};
    const calls = [];
    let agentFailures = script.agentConfigFailures || 0;
    const CHAT = ['single_chat_tools', 'contact_profile', 'group_chat_tools', 'chat_attachment'];
    const WORDS = { cancel: 'cancel', denied: 'permission denied', fail: 'fail' };
    const group = script.entry === 'group_chat_tools' || (script.entry === 'chat_attachment' && script.inGroup === true);
    function answer(name, params) {
      if (name === 'agentConfig') {
        if (agentFailures > 0) { agentFailures--; return { err_msg: 'agentConfig:fail' }; }
        return { err_msg: 'agentConfig:ok' };
      }
      if (name === 'preVerifyJSAPI') return { err_msg: 'config:ok' };
      const scripted = (script.answers || {})[name];
      if (scripted && scripted !== 'ok') return { err_msg: name + ':' + WORDS[scripted] };
      switch (name) {
        case 'getContext': return { err_msg: 'getContext:ok', entry: script.entry };
        case 'getCurExternalContact':
          return script.contact && CHAT.includes(script.entry) && !group
            ? { err_msg: 'getCurExternalContact:ok', userId: script.contact }
            : { err_msg: 'getCurExternalContact:fail_without_context' };
        case 'getCurExternalChat':
          return script.chat && group ? { err_msg: 'getCurExternalChat:ok', chatId: script.chat } : { err_msg: 'getCurExternalChat:fail_without_context' };
        case 'sendChatMessage':
          return CHAT.includes(script.entry) ? { err_msg: 'sendChatMessage:ok' } : { err_msg: 'sendChatMessage:fail_without_context' };
        case 'selectExternalContact': return { err_msg: 'selectExternalContact:ok', userIds: script.contact ? [script.contact] : [] };
        default: return { err_msg: name + ':ok' };
      }
    }
    window.WeixinJSBridge = {
      invoke(name, params, callback) {
        calls.push({ name, params: JSON.parse(JSON.stringify(params || {})) });
        const result = answer(name, params);
        setTimeout(() => callback(result), 5);
      },
      on() {},
    };
    window.__wecomCalls = calls;
  })();`;
}

/** A phone page inside the scripted WeCom, signed in as a staff member (the token cookie the OAuth login leaves). */
export async function openInWeCom(baseUrl: string, script: WeComScript, opts: { userCode?: string; viewport?: { width: number; height: number } } = {}): Promise<Browser> {
  const browser = await openBrowser(opts.viewport, {
    userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 wxwork/${script.version ?? '4.1.30'} MicroMessenger/7.0.1 Language/zh ColorScheme/Light`,
  });
  const { context } = browser;
  await context.addInitScript(bridgeScript(script));
  const { hostname } = new URL(baseUrl);
  await context.addCookies([{ name: 'USER_TOKEN', value: tokenFor(opts.userCode ?? '44010001'), domain: hostname, path: '/', httpOnly: true }]);
  return browser;
}

/** What the page asked of WeCom so far, by JS API name (all when no name). */
export const bridgeCalls = (page: Page, name?: string) =>
  page.evaluate<BridgeCall[]>(`(window.__wecomCalls || []).filter((c) => ${JSON.stringify(name ?? null)} === null || c.name === ${JSON.stringify(name ?? null)})`);
