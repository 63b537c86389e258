import type * as WW from '@wecom/jssdk';
import { CLOSE_FAILURE_MESSAGE_DELAY_MS } from '../../../shared/domain/constants';
import { call } from '../api/call';
import { toast } from '../shell/toast-store';
import { isWeCom } from './env';
import { askStandIn } from './stand-in';

// The WeCom JS-SDK behind four calls. The SDK is its own chunk, loaded on first use; the page is
// registered then (signatures from the BFF for the URL without its #fragment), the registration
// is cached per URL, and a failed call re-signs and retries once.

type Ww = typeof WW;
export type SendMessage = Parameters<Ww['sendChatMessage']>[0];
export interface BridgeResult {
  ok: boolean;
  /** WeCom's errMsg ("sendChatMessage:ok") or the failure text. */
  message: string;
}

export const CLOSE_FAILED = '自动关闭页面失败，请手动关闭页面！';
export const WECOM_ONLY = '请在企业微信中使用此功能';
const JS_API_LIST = ['sendChatMessage', 'getCurExternalContact', 'getContext', 'closeWindow'];

interface Signature {
  appId?: string;
  corpid?: string;
  agentid?: string | number;
  timestamp: string | number;
  nonceStr: string;
  signature: string;
}

let sdk: Promise<Ww> | null = null;
let registration: { url: string; ready: Promise<Ww> } | null = null;

const pageUrl = () => location.href.split('#')[0]!;
const loadSdk = () => (sdk ??= import('@wecom/jssdk'));

function register(): Promise<Ww> {
  const url = pageUrl();
  const ready = (async () => {
    const ww = await loadSdk();
    const [corp, agent] = await Promise.all([call<Signature, 'config-sign'>('config-sign', { url }), call<Signature, 'config'>('config', { url })]);
    const pick = (s: Signature) => ({ timestamp: s.timestamp, nonceStr: s.nonceStr, signature: s.signature });
    ww.register({
      corpId: String(corp.appId ?? corp.corpid ?? agent.corpid ?? ''),
      agentId: agent.agentid,
      jsApiList: JS_API_LIST,
      getConfigSignature: () => pick(corp),
      getAgentConfigSignature: () => pick(agent),
    });
    await ww.ensureAgentConfigReady();
    return ww;
  })();
  registration = { url, ready };
  ready.catch(() => {
    if (registration?.ready === ready) registration = null;
  });
  return ready;
}

function registered(): Promise<Ww> {
  return registration && registration.url === pageUrl() ? registration.ready : register();
}

/** Run an SDK call after registration; on failure sign again and retry once. */
async function withSdk<T>(job: (ww: Ww) => Promise<T>): Promise<T> {
  try {
    return await job(await registered());
  } catch {
    registration = null;
    return job(await register());
  }
}

const messageOf = (e: unknown) => (e && typeof e === 'object' && 'errMsg' in e ? String((e as { errMsg: unknown }).errMsg) : e instanceof Error ? e.message : String(e));

export async function sendChatMessage(message: SendMessage): Promise<BridgeResult> {
  if (!isWeCom()) {
    const r = await askStandIn({ action: 'sendChatMessage', title: '发送到当前会话', detail: JSON.stringify(message, null, 2), message });
    return r.ok ? { ok: true, message: 'sendChatMessage:ok' } : { ok: false, message: '发送失败（模拟）' };
  }
  try {
    const res = await withSdk((ww) => ww.sendChatMessage(message));
    return { ok: res.errMsg === 'sendChatMessage:ok', message: res.errMsg };
  } catch (e) {
    return { ok: false, message: messageOf(e) };
  }
}

/** The external contact of the chat the page was opened from. */
export async function currentExternalContact(): Promise<string | undefined> {
  if (!isWeCom()) {
    const r = await askStandIn({ action: 'getCurExternalContact', title: '获取当前外部联系人', detail: 'ww.getCurExternalContact()', input: { label: '外部联系人 userId', value: 'wm_ext_chen' } });
    return r.ok ? r.value : undefined;
  }
  try {
    return (await withSdk((ww) => ww.getCurExternalContact())).userId;
  } catch (e) {
    console.warn('[wecom] getCurExternalContact failed', messageOf(e));
    return undefined;
  }
}

/** Close the web view; when that fails, tell the user after 1 s (spec 000 §8). */
export async function closeWindow(): Promise<boolean> {
  let ok: boolean;
  if (!isWeCom()) {
    ok = (await askStandIn({ action: 'closeWindow', title: '关闭页面', detail: 'ww.closeWindow()' })).ok;
    if (ok) toast.info('页面已关闭（模拟）');
  } else {
    try {
      await withSdk((ww) => ww.closeWindow());
      ok = true;
    } catch {
      ok = false;
    }
  }
  if (!ok) setTimeout(() => toast.error(CLOSE_FAILED), CLOSE_FAILURE_MESSAGE_DELAY_MS);
  return ok;
}

/** Guard for actions that only WeCom can do (no stand-in): false and a clear message outside it. */
export function requireWeCom(): boolean {
  if (isWeCom()) return true;
  toast.warning(WECOM_ONLY);
  return false;
}
