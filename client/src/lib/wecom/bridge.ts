import { CLOSE_FAILURE_MESSAGE_DELAY_MS } from '../../../../shared/domain/constants';
import { call } from '../api/call';
import { session } from '../session/store';
import { toast } from '../toast-store';
import { isWeCom } from './env';
import type * as SdkModule from './sdk';
import { askStandIn } from './stand-in';

// The WeCom JS-SDK behind the app's few calls (docs: README "Inside WeCom").
//
// - The SDK (only the functions in ./sdk) is its own chunk, loaded on first use, and registered
//   once per page life with `ww.register`. The SDK itself asks for signatures when it needs them,
//   for the URL it gives: getAgentConfigSignature(url) (and getConfigSignature(url) only on WeCom
//   older than 3.0.24), and signs again by itself when the page URL changes.
// - Only a failed agentConfig is tried once more (a new signature); a call's own failure is final:
//   `:cancel` is the person's answer, and after agentConfig succeeded, "no permission" or
//   "without context" cannot be fixed by signing again.
// - Outside WeCom the stand-in (a sheet choosing success or failure) runs only when the BFF says
//   so (the demo upstream); otherwise WeCom-only actions are refused with OPEN_IN_WECOM and
//   nothing is recorded.

type Sdk = typeof SdkModule;
export type SendMessage = Parameters<Sdk['sendChatMessage']>[0];
export type ShareMessage = Parameters<Sdk['shareToExternalContact']>[0];

/** Why a WeCom call did not do what was asked: the caller decides what to say and whether to record. */
export type BridgeReason = 'ok' | 'cancel' | 'outside' | 'entry' | 'denied' | 'fail';
export interface BridgeResult {
  ok: boolean;
  reason: BridgeReason;
  /** WeCom's errMsg ("sendChatMessage:ok") or the failure text, in Chinese where it is ours. */
  message: string;
}

export const CLOSE_FAILED = '自动关闭页面失败，请手动关闭页面！';
export const WECOM_ONLY = '请在企业微信中使用此功能';
/** A send that only WeCom can make, asked for outside WeCom against a real upstream. */
export const OPEN_IN_WECOM = '请在企业微信中打开后发送';
/** sendChatMessage from an entry that has no chat (the workbench). */
export const CHAT_ENTRY_ONLY = '请从与客户的聊天工具栏打开本页面，再发送到当前会话';
export const NO_PERMISSION = '没有使用该功能的权限，请联系管理员在企业微信后台为应用开通客户联系权限';

/** Every JS API the app calls (the agentConfig jsApiList). */
export const JS_API_LIST = [
  'getContext',
  'sendChatMessage',
  'getCurExternalContact',
  'getCurExternalChat',
  'openEnterpriseChat',
  'selectExternalContact',
  'shareToExternalContact',
  'shareToExternalChat',
  'shareToExternalMoments',
  'closeWindow',
];

/** The entries WeCom opens the page from (getContext().entry) that have a chat to send into. */
export const CHAT_ENTRIES: ReadonlySet<string> = new Set(['single_chat_tools', 'group_chat_tools', 'chat_attachment', 'single_kf_tools']);

interface Signature {
  appId?: string;
  corpid?: string;
  agentid?: string | number;
  timestamp: string | number;
  nonceStr: string;
  signature: string;
}

let sdk: Promise<Sdk> | null = null;
let registered: Promise<Sdk> | null = null;
let quieted = false;

const pageUrl = () => location.href.split('#')[0]!;
const pick = (s: Signature) => ({ timestamp: s.timestamp, nonceStr: s.nonceStr, signature: s.signature });
const signAgent = (url: string) => call('config', { url });

/**
 * Register once. The corp and agent ids come with the agentConfig signature of this page, which
 * the SDK then receives for its first request instead of a second upstream call.
 */
function ready(): Promise<Sdk> {
  registered ??= (async () => {
    const ww = await (sdk ??= import('./sdk'));
    // register() starts agentConfig itself and drops the promise: a failure there would surface as
    // an unhandled rejection, though withSdk() meets it and signs again. Quiet that one only.
    if (!quieted) {
      quieted = true;
      addEventListener('unhandledrejection', (e) => {
        if (/^(agentConfig|config):/.test(messageOf(e.reason))) e.preventDefault();
      });
    }
    const url = pageUrl();
    let first: Signature | undefined = await signAgent(url);
    const corpId = String(first.corpid ?? first.appId ?? '');
    if (!corpId) throw new Error('签名答复缺少企业 corpId');
    ww.register({
      corpId,
      agentId: first.agentid ?? '',
      jsApiList: JS_API_LIST,
      async getAgentConfigSignature(signUrl) {
        const held = first;
        first = undefined;
        return pick(held && signUrl === url ? held : await signAgent(signUrl));
      },
      getConfigSignature: async (signUrl) => pick(await call('config-sign', { url: signUrl })),
    });
    return ww;
  })();
  // A registration that never happened (the first signature failed) is tried again next time.
  registered.catch(() => (registered = null));
  return registered;
}

/**
 * Run one SDK call after agentConfig. agentConfig is tried a second time when it failed (the SDK
 * signs again for a failed task); the call itself runs once, whatever it answers.
 */
async function withSdk<T>(job: (ww: Sdk) => Promise<T>): Promise<T> {
  const ww = await ready();
  try {
    await ww.ensureAgentConfigReady();
  } catch (err) {
    console.warn('[wecom] agentConfig failed, signing again', messageOf(err));
    await ww.ensureAgentConfigReady();
  }
  return job(ww);
}

const messageOf = (e: unknown) => (e && typeof e === 'object' && 'errMsg' in e ? String((e as { errMsg: unknown }).errMsg) : e instanceof Error ? e.message : String(e));

/** A thrown SDK result (or error) as a BridgeResult. */
function failure(e: unknown): BridgeResult {
  const message = messageOf(e);
  if (/:cancel\b/i.test(message)) return { ok: false, reason: 'cancel', message };
  if (/permission denied|no permission|access denied/i.test(message)) return { ok: false, reason: 'denied', message: NO_PERMISSION };
  return { ok: false, reason: 'fail', message };
}

const outside = (message = OPEN_IN_WECOM): BridgeResult => ({ ok: false, reason: 'outside', message });

/** Outside WeCom, whether the stand-in may simulate WeCom: only when the BFF runs the demo upstream. */
export const standInAllowed = () => session.peek()?.wecomStandIn === true;

/** Run a WeCom action: the SDK inside WeCom, the stand-in outside it with the demo, else refused. */
async function act(name: string, sdkCall: (ww: Sdk) => Promise<unknown>, standIn: () => Promise<boolean>): Promise<BridgeResult> {
  if (!isWeCom()) {
    if (!standInAllowed()) return outside();
    return (await standIn()) ? { ok: true, reason: 'ok', message: `${name}:ok` } : { ok: false, reason: 'fail', message: '发送失败（模拟）' };
  }
  try {
    await withSdk(sdkCall);
    return { ok: true, reason: 'ok', message: `${name}:ok` };
  } catch (e) {
    return failure(e);
  }
}

// ── Context ──────────────────────────────────────────────────────────────────

let context: Promise<string | null> | null = null;

/** The entry WeCom opened the page from (getContext().entry), asked once per page life; null outside WeCom. */
export function currentEntry(): Promise<string | null> {
  if (!isWeCom()) return Promise.resolve(null);
  context ??= withSdk((ww) => ww.getContext()).then(
    (r) => String(r.entry),
    (e: unknown) => {
      console.warn('[wecom] getContext failed', messageOf(e));
      context = null;
      return null;
    },
  );
  return context;
}

/**
 * Whether the page has a chat to send into: with the stand-in always, inside WeCom by the entry.
 * An entry WeCom did not tell (a client without getContext, a failed agentConfig) does not refuse:
 * the send itself then gets WeCom's own answer.
 */
export async function canSendToChat(): Promise<boolean> {
  if (!isWeCom()) return standInAllowed();
  const entry = await currentEntry();
  return entry === null || CHAT_ENTRIES.has(entry);
}

// ── Sending ──────────────────────────────────────────────────────────────────

export async function sendChatMessage(message: SendMessage): Promise<BridgeResult> {
  if (isWeCom() && !(await canSendToChat())) return { ok: false, reason: 'entry', message: CHAT_ENTRY_ONLY };
  return act('sendChatMessage', (ww) => ww.sendChatMessage(message), async () => (await askStandIn({ action: 'sendChatMessage', title: '发送到当前会话', detail: JSON.stringify(message, null, 2), message })).ok);
}

/** WeCom's mass-send assistant to customers (the staff member confirms there); recipients preselected when given. */
export function shareToExternalContact(message: ShareMessage, externalUserIds?: string[]): Promise<BridgeResult> {
  const params = { ...message, ...(externalUserIds?.length ? { externalUserIds } : {}) };
  return act('shareToExternalContact', (ww) => ww.shareToExternalContact(params), async () => (await askStandIn({ action: 'shareToExternalContact', title: '群发助手：发送给客户', detail: JSON.stringify(params, null, 2) })).ok);
}

/** WeCom's mass-send assistant to customer groups. */
export function shareToExternalChat(message: ShareMessage): Promise<BridgeResult> {
  return act('shareToExternalChat', (ww) => ww.shareToExternalChat(message), async () => (await askStandIn({ action: 'shareToExternalChat', title: '群发助手：发送到客户群', detail: JSON.stringify(message, null, 2) })).ok);
}

/** Post to the customers' moments (朋友圈) through WeCom. */
export function shareToExternalMoments(text: string, attachments: Parameters<Sdk['shareToExternalMoments']>[0]['attachments'] = []): Promise<BridgeResult> {
  const params = { text: { content: text }, attachments };
  return act('shareToExternalMoments', (ww) => ww.shareToExternalMoments(params), async () => (await askStandIn({ action: 'shareToExternalMoments', title: '发表到客户朋友圈', detail: JSON.stringify(params, null, 2) })).ok);
}

/** Open the WeCom chat with this customer (联系客户). */
export function openChatWith(externalUserId: string): Promise<BridgeResult> {
  const params = { userIds: '', externalUserIds: externalUserId, groupName: '' };
  return act('openEnterpriseChat', (ww) => ww.openEnterpriseChat(params), async () => (await askStandIn({ action: 'openEnterpriseChat', title: '打开与客户的会话', detail: JSON.stringify(params, null, 2) })).ok);
}

/** The staff member picks customers in WeCom's own list; [] when cancelled or outside WeCom. */
export async function selectExternalContacts(): Promise<{ result: BridgeResult; userIds: string[] }> {
  if (!isWeCom()) return { result: outside(WECOM_ONLY), userIds: [] };
  try {
    const r = await withSdk((ww) => ww.selectExternalContact({ filterType: 0 }));
    return { result: { ok: true, reason: 'ok', message: 'selectExternalContact:ok' }, userIds: r.userIds ?? [] };
  } catch (e) {
    return { result: failure(e), userIds: [] };
  }
}

// ── The chat the page was opened from ───────────────────────────────────────

/** The external contact of the chat the page was opened from. */
export async function currentExternalContact(): Promise<string | undefined> {
  if (!isWeCom()) {
    if (!standInAllowed()) return undefined;
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

/** The customer group (chatId) the page was opened from. */
export async function currentExternalChat(): Promise<string | undefined> {
  if (!isWeCom()) {
    if (!standInAllowed()) return undefined;
    const r = await askStandIn({ action: 'getCurExternalChat', title: '获取当前客户群', detail: 'ww.getCurExternalChat()', input: { label: '客户群 chatId', value: 'wr_demo_group_01' } });
    return r.ok ? r.value : undefined;
  }
  try {
    return (await withSdk((ww) => ww.getCurExternalChat())).chatId;
  } catch (e) {
    console.warn('[wecom] getCurExternalChat failed', messageOf(e));
    return undefined;
  }
}

/** Close the web view; when that fails, tell the user after 1 s (spec 000 §8). */
export async function closeWindow(): Promise<boolean> {
  let ok: boolean;
  if (!isWeCom()) {
    ok = standInAllowed() && (await askStandIn({ action: 'closeWindow', title: '关闭页面', detail: 'ww.closeWindow()' })).ok;
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

