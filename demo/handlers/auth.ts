import { createHmac, randomBytes } from 'node:crypto';
import { chinaTime, isIdCard, maskMiddle, maskPhone, orgName, sha1, validateMobile } from '../../shared/domain';
import type { TokenPayload } from '../../shared/session';
import { decryptId, encryptId } from '../crypto';
import { DEMO_USERS, staffByCode, userByCode, userById, type DemoUser } from '../data/users';
import { signToken } from '../token';
import { asOfReference } from '../data/seed';
import { boundUserCode, managerOf, marketingMobileOf, NO_MANAGER_MESSAGE, pendingSms, type Remark } from '../state/auth';
import { fail, field, nowText, ok, oldFail, oldOk, raw, type DemoContext, type DemoHandlers, type DemoReply, type DemoState } from '../types';

// Spec 001 §7.1, the user side: WeCom OAuth login, the PC scan-code login, JS-SDK signatures,
// external contacts and their remarks, the signed-in user, the id-encryption endpoints and the
// user and manager look-ups of the route-entry checks. State: demo/state/auth.ts.

const ONE_TIME_CODE_TTL_MS = 5 * 60 * 1000;
const QR_LOGIN_TTL_MS = 5 * 60 * 1000;
const DEMO_CODE_PREFIX = 'demo-';

export function tokenPayloadOf(user: DemoUser, state?: DemoState): Omit<TokenPayload, 'iat' | 'exp'> {
  return {
    comId: user.comId,
    comCode: user.comCode,
    userCode: boundUserCode(state, user),
    userId: user.userId,
    mobile: user.mobile,
    systemRole: user.systemRole,
    ...(user.externalUserId ? { externalUserId: user.externalUserId } : {}),
  };
}

const tokenFor = (state: DemoState, payload: Omit<TokenPayload, 'iat' | 'exp'>) =>
  signToken(payload, undefined, state.now().getTime());

function signedInUser(user: DemoUser, state: DemoState) {
  return {
    userId: user.userId,
    userCode: boundUserCode(state, user),
    name: user.name,
    comId: user.comId,
    comCode: user.comCode,
    mobile: maskPhone(user.mobile),
    systemRole: user.systemRole,
    ...(user.externalUserId ? { externalUserId: user.externalUserId } : {}),
  };
}

const SMS_TTL_MS = 5 * 60 * 1000;
const SMS_RESEND_MS = 60 * 1000;
/** The OAuth code's user: `demo-<userId>` (reusable, for clicking through) or a one-time minted code. */
function userOfCode(state: DemoState, code: string | undefined): DemoUser | undefined {
  if (!code) return undefined;
  if (code.startsWith(DEMO_CODE_PREFIX)) return userById(code.slice(DEMO_CODE_PREFIX.length));
  const minted = state.auth.oauthCodes.get(code);
  if (!minted) return undefined;
  state.auth.oauthCodes.delete(code);
  return minted.expiresAt > state.now().getTime() ? userById(minted.userId) : undefined;
}

function mintCode(state: DemoState, user: DemoUser): string {
  const code = randomBytes(16).toString('hex');
  state.auth.oauthCodes.set(code, { userId: user.userId, expiresAt: state.now().getTime() + ONE_TIME_CODE_TTL_MS });
  return code;
}

/** The signed-in WeCom member when their account is not bound to a marketing account yet, else why not. */
function unboundMember(ctx: DemoContext): DemoUser | string {
  const me = ctx.user ? userById(ctx.user.userId) : undefined;
  if (!me || me.systemRole !== 'qyUser') return '请先以企业员工身份登录';
  if (boundUserCode(ctx.state, me)) return '当前企业微信账号已绑定营销系统账号';
  return me;
}

/** The WeCom member bound to a marketing account, if any. */
function wecomOf(state: DemoState, userCode: string): string | undefined {
  const own = DEMO_USERS.find((u) => u.userCode === userCode);
  if (own && !own.qwUnbound) return own.userId;
  return DEMO_USERS.find((u) => u.qwUnbound && state.auth.qwBindings.get(u.userId) === userCode)?.userId;
}

const BIND_SMS_TRIES = 5;

/** Binding codes the marketing system's PC page shows (one-time); the demo seeds one for 赵磊. */
const BIND_CODES: Readonly<Record<string, string>> = { KHYX7Q2M9P: '44010009' };
function bindCodeOf(state: DemoState, code: string | undefined): { user: DemoUser; expireTime: string } | string {
  const userCode = code ? BIND_CODES[code] : undefined;
  const user = userCode ? staffByCode(userCode) : undefined;
  if (!code || !user) return '绑定码无效，请在营销系统电脑端重新获取二维码';
  if (state.auth.usedBindCodes.has(code)) return '绑定码已使用，请在营销系统电脑端重新获取二维码';
  return { user, expireTime: chinaTime(new Date(state.now().getTime() + 10 * 60_000)) };
}

const callerOf = (ctx: DemoContext) => (ctx.user ? userById(ctx.user.userId) : undefined);

// ── JS-SDK signatures ───────────────────────────────────────────────────────
const corpIdOf = (comId: string) => `ww${sha1(`corp|${comId}`).slice(0, 16)}`;
const JS_API_LIST = ['sendChatMessage', 'getContext', 'getCurExternalContact', 'getCurExternalChat', 'closeWindow', 'shareAppMessage'];

function jsSdkSignature(ctx: DemoContext, ticketKind: 'jsapi' | 'agent') {
  const url = field(ctx, 'url');
  if (!url) return undefined;
  const comId = field(ctx, 'comId') ?? ctx.user?.comId ?? '44000000';
  const ticket = `demo-${ticketKind}-ticket-${comId}`;
  const nonceStr = randomBytes(8).toString('hex');
  const timestamp = Math.floor(ctx.state.now().getTime() / 1000);
  const signature = sha1(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`);
  return { comId, nonceStr, timestamp, signature };
}

// ── External contacts ───────────────────────────────────────────────────────
interface ExternalContact {
  externalUserId: string;
  name: string;
  type: 1 | 2;
  gender: 0 | 1 | 2;
  unionId?: string;
  corpName?: string;
  custId?: string;
  /** Staff who added the contact, with their seeded remark. */
  followers: Record<string, { remark: string; description: string; createdAt: string; tags: string[] }>;
}

const contactAvatar = (name: string) => `https://wework.qpic.cn/wwhead/demo/${encodeURIComponent(name)}/0`;

const EXTERNAL_CONTACTS: readonly ExternalContact[] = [
  {
    externalUserId: 'wmQK0fEAAAwangjg01',
    name: '王建国',
    type: 1,
    gender: 1,
    unionId: 'oUnion_wangjg_001',
    followers: {
      zhangwei: { remark: '王建国', description: '车险客户，粤A12345', createdAt: '2024-03-12T10:20:00+08:00', tags: ['车险在保', '高价值'] },
      lina: { remark: '王先生', description: '', createdAt: '2024-08-02T15:05:00+08:00', tags: ['理赔客户'] },
    },
  },
  { externalUserId: 'wmQK0fEAAAliuxm02', name: '刘晓梅', type: 1, gender: 2, unionId: 'oUnion_liuxm_002',
    followers: { zhangwei: { remark: '刘晓梅', description: '家财险意向', createdAt: '2024-11-20T09:40:00+08:00', tags: ['潜在客户'] } } },
  { externalUserId: 'wmQK0fEAAAzhoujt03', name: '周建涛', type: 2, gender: 1, corpName: '广州顺达物流有限公司',
    followers: { zhangwei: { remark: '周总-顺达物流', description: '货运险团单', createdAt: '2025-01-08T14:00:00+08:00', tags: ['团体客户'] } } },
  { externalUserId: 'wm_ext_chen', name: '陈先生', type: 1, gender: 1, unionId: 'oUnion_chen_005',
    followers: { zhangwei: { remark: '陈先生', description: '群聊报价客户', createdAt: '2025-04-16T11:30:00+08:00', tags: ['群聊客户'] } } },
];

const TAG_GROUPS: Readonly<Record<string, string>> = { 车险在保: '客户状态', 潜在客户: '客户状态', 高价值: '客户价值', 理赔客户: '服务类型', 团体客户: '客户类型', 群聊客户: '客户来源' };

function remarkOf(state: DemoState, staffUserId: string, contact: ExternalContact): Remark {
  const changed = state.auth.remarks.get(`${staffUserId}:${contact.externalUserId}`);
  const seeded = contact.followers[staffUserId];
  return changed ?? { remark: seeded?.remark ?? '', description: seeded?.description ?? '', remarkMobiles: [] };
}

/** A fixture contact, else a seeded customer added as an external contact by the staff member bound to them. */
function contactById(state: DemoState, id: string | undefined): ExternalContact | undefined {
  if (!id) return undefined;
  const fixture = EXTERNAL_CONTACTS.find((c) => c.externalUserId === id);
  // Fixture dates are written against REFERENCE_DATE.
  if (fixture) return { ...fixture, followers: Object.fromEntries(Object.entries(fixture.followers).map(([k, f]) => [k, { ...f, createdAt: asOfReference(state.db, f.createdAt) }])) };
  const customer = state.db.customers.find((c) => c.externalUserId === id);
  if (!customer) return undefined;
  const staff = customer.bindUserCode ? userByCode(customer.bindUserCode) : undefined;
  return {
    externalUserId: customer.externalUserId,
    name: customer.name,
    type: 1,
    gender: customer.gender === '1' ? 1 : 2,
    unionId: customer.unionId,
    custId: customer.custId,
    followers: staff
      ? { [staff.userId]: { remark: customer.name, description: '', createdAt: customer.contactAddedAt ?? customer.createdAt, tags: customer.tags } }
      : {},
  };
}

// ── Users ───────────────────────────────────────────────────────────────────
function umUser(state: DemoState, user: DemoUser) {
  return {
    userCode: user.userCode,
    userName: user.name,
    comId: user.comId,
    comCode: user.comCode,
    comCName: orgName(user.comCode),
    mobile: maskPhone(marketingMobileOf(state, user).mobile),
    email: `${user.userId}@demo-insurer.cn`,
    userId: user.userId,
    validStatus: '1',
  };
}

/** A mobile's WeChat hash, under the answer's name for it. */
function phoneHash(name: string, given: string | undefined): DemoReply {
  const mobile = validateMobile(given);
  return mobile.ok ? ok({ [name]: sha1(`wx-phone|${mobile.value}`).toUpperCase(), mobile: maskPhone(mobile.value) }) : fail(mobile.reason);
}
const encrypting = (ctx: DemoContext, kind: 'certificateNo' | 'piid', missing: string) => {
  const value = field(ctx, kind);
  return value ? ok(encryptId(kind, value)) : fail(missing);
};
const hmac = (text: string) => createHmac('sha256', 'demo-upstream-encrypt-code').update(text).digest('base64url');

export const handlers: DemoHandlers = {
  'config-sign': (ctx) => {
    const s = jsSdkSignature(ctx, 'jsapi');
    if (!s) return fail('缺少页面地址');
    return ok({ appId: corpIdOf(s.comId), timestamp: s.timestamp, nonceStr: s.nonceStr, signature: s.signature, jsApiList: JS_API_LIST });
  },
  config: (ctx) => {
    const s = jsSdkSignature(ctx, 'agent');
    if (!s) return fail('缺少页面地址');
    return ok({ corpid: corpIdOf(s.comId), agentid: 1000002, timestamp: s.timestamp, nonceStr: s.nonceStr, signature: s.signature, jsApiList: JS_API_LIST });
  },
  login: (ctx) => {
    const user = userOfCode(ctx.state, field(ctx, 'code'));
    if (!user) return raw({ status: 1, statusText: '授权码无效或已过期，请重新进入应用', data: null });
    return raw({ status: 0, statusText: '登录成功', token: tokenFor(ctx.state, tokenPayloadOf(user, ctx.state)), data: signedInUser(user, ctx.state) });
  },
  codeExchangeId: (ctx) => {
    const user = userOfCode(ctx.state, field(ctx, 'code'));
    if (!user) return fail('授权码无效或已过期，请重新进入应用');
    return ok({ token: tokenFor(ctx.state, tokenPayloadOf(user, ctx.state)), userId: user.userId, code: mintCode(ctx.state, user) });
  },
  // The phone (with a staff token) confirms; the PC (without one) polls: waiting → confirmed with
  // the token, once → expired.
  confirmQRCodeLoginPC: (ctx) => {
    const loginId = field(ctx, 'loginId');
    if (!loginId) return fail('缺少登录二维码 ID');
    const now = ctx.state.now().getTime();
    let login = ctx.state.auth.qrLogins.get(loginId);
    if (!login) {
      login = { state: 'waiting', createdAt: now };
      ctx.state.auth.qrLogins.set(loginId, login);
    }
    if (login.state === 'delivered' || (login.state === 'waiting' && now - login.createdAt > QR_LOGIN_TTL_MS)) {
      return ok({ status: 'expired' });
    }
    if (ctx.user) {
      if (ctx.user.systemRole !== 'qyUser') return fail('仅企业员工可确认 PC 端登录');
      const { exp: _exp, iat: _iat, ...payload } = ctx.user;
      login.state = 'confirmed';
      login.payload = payload;
      return ok({ status: 'confirmed', userId: payload.userId });
    }
    if (login.state === 'confirmed' && login.payload) {
      login.state = 'delivered';
      return ok({ status: 'confirmed', token: tokenFor(ctx.state, login.payload), userId: login.payload.userId });
    }
    return ok({ status: 'waiting' });
  },
  'fake-login': (ctx) => {
    const user = userById(field(ctx, 'userId') ?? '');
    if (!user) return fail(`演示用户不存在，可用：${DEMO_USERS.map((u) => u.userId).join('、')}`);
    return ok({ token: tokenFor(ctx.state, tokenPayloadOf(user, ctx.state)), user: signedInUser(user, ctx.state) });
  },
  logout: (ctx) => {
    if (ctx.user) ctx.state.auth.logouts.set(ctx.user.userCode, ctx.state.now().toISOString());
    return ok({ success: true, message: '已退出登录' });
  },
  getExternalContact: (ctx) => {
    const contact = contactById(ctx.state, field(ctx, 'externalUserId'));
    if (!contact) return fail('未找到该外部联系人');
    // WeCom answers a member only the contacts who added them (or, for a group-chat customer, themselves).
    if (ctx.user?.systemRole === 'qyUser' && !contact.followers[ctx.user.userId]) return fail('该客户没有添加您为企业微信联系人');
    const remark = remarkOf(ctx.state, ctx.user?.userId ?? '', contact);
    return ok({
      externalUserId: contact.externalUserId,
      name: contact.name,
      avatar: contactAvatar(contact.name),
      type: contact.type,
      gender: contact.gender,
      ...(contact.unionId ? { unionId: contact.unionId } : {}),
      ...(contact.corpName ? { corpName: contact.corpName } : {}),
      remark: remark.remark,
      description: remark.description,
      remarkMobiles: remark.remarkMobiles.map(maskPhone),
      ...(contact.custId ? { custId: contact.custId } : {}),
    });
  },
  getExternalContactdetail: (ctx) => {
    const contact = contactById(ctx.state, field(ctx, 'externalUserId'));
    if (!contact) return raw({ errcode: 84061, errmsg: 'not external contact' });
    const followUsers = Object.entries(contact.followers).map(([userid, f]) => {
      const remark = remarkOf(ctx.state, userid, contact);
      return {
        userid,
        remark: remark.remark,
        description: remark.description,
        createtime: Math.floor(Date.parse(f.createdAt.replace(' ', 'T')) / 1000) || 0,
        remark_mobiles: remark.remarkMobiles,
        tags: f.tags.map((tag) => ({ group_name: TAG_GROUPS[tag] ?? '默认标签组', tag_name: tag, type: 1 })),
      };
    });
    return raw({
      errcode: 0,
      errmsg: 'ok',
      external_contact: {
        external_userid: contact.externalUserId,
        name: contact.name,
        avatar: contactAvatar(contact.name),
        type: contact.type,
        gender: contact.gender,
        ...(contact.unionId ? { unionid: contact.unionId } : {}),
        ...(contact.corpName ? { corp_name: contact.corpName } : {}),
      },
      follow_user: followUsers,
    });
  },
  modifyExternalContactRemark: (ctx) => {
    const contact = contactById(ctx.state, field(ctx, 'externalUserId'));
    const staff = ctx.user?.userId ?? '';
    if (!contact || !contact.followers[staff]) return raw({ errcode: 84061, errmsg: 'not external contact' });
    const current = remarkOf(ctx.state, staff, contact);
    const remark = field(ctx, 'remark') ?? current.remark;
    const description = field(ctx, 'description') ?? current.description;
    const mobilesText = field(ctx, 'remarkMobiles');
    const remarkMobiles = mobilesText === undefined ? current.remarkMobiles : mobilesText.split(',').map((m) => m.trim()).filter(Boolean);
    if ([...remark].length > 20) return raw({ errcode: 40058, errmsg: 'remark exceeds 20 characters' });
    if ([...description].length > 150) return raw({ errcode: 40058, errmsg: 'description exceeds 150 characters' });
    if (remarkMobiles.length > 5 || remarkMobiles.some((m) => !validateMobile(m).ok)) {
      return raw({ errcode: 40058, errmsg: 'invalid remark_mobiles' });
    }
    ctx.state.auth.remarks.set(`${staff}:${contact.externalUserId}`, { remark, description, remarkMobiles });
    return raw({ errcode: 0, errmsg: 'ok' });
  },
  getWeiXinHashCodeOnPhone: (ctx) => phoneHash('hashCode', field(ctx, 'mobile')),
  getHashPhoneCode: (ctx) => phoneHash('hashPhoneCode', field(ctx, 'mobile') ?? ctx.user?.mobile),
  sendWechatMessageOnWeiXin: (ctx) => {
    const encrypted = field(ctx, 'encryptCertificateNo');
    const certificateNo = encrypted ? decryptId('certificateNo', encrypted)?.plain : field(ctx, 'certificateNo');
    if (encrypted && !certificateNo) return fail('证件号码加密值无效');
    if (!certificateNo) return fail('缺少客户证件号码');
    const content = field(ctx, 'content');
    if (!content) return fail('消息内容不能为空');
    if (!isIdCard(certificateNo) && certificateNo.length < 6) return fail('证件号码格式不正确');
    const messages = ctx.state.auth.wechatMessages;
    const msgId = `WXM${ctx.state.now().getTime()}${messages.length}`;
    messages.push({ msgId, certificateNo, content, msgType: field(ctx, 'msgType') ?? 'text', userCode: ctx.user?.userCode, sentAt: ctx.state.now().toISOString() });
    return ok({ success: true, message: '消息已发送至客户微信', msgId });
  },
  getEncryptCode: (ctx) => {
    const userCode = field(ctx, 'userCode') ?? ctx.user?.userCode;
    if (!userCode) return fail('缺少员工代码');
    return ok(hmac(userCode).slice(0, 24));
  },
  getEncryptUrl: (ctx) => {
    const url = field(ctx, 'url');
    if (!url || !/^https?:\/\//.test(url)) return fail('地址格式不正确');
    const code = hmac(ctx.user?.userCode ?? '').slice(0, 24);
    return ok(`${url}${url.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`);
  },
  getSsologinToken: (ctx) => {
    const systemCode = field(ctx, 'systemCode') ?? 'khyx';
    const ssoToken = `SSO-${hmac(`${ctx.user?.userCode}|${systemCode}|${ctx.state.now().getTime()}`).slice(0, 32)}`;
    ctx.state.auth.ssoTokens.set(ssoToken, ctx.user?.userCode);
    return ok({ ssoToken, systemCode, expiresIn: 300 });
  },
  getTokenUser: (ctx) => {
    const user = callerOf(ctx);
    if (user) return ok(signedInUser(user, ctx.state));
    const u = ctx.user;
    if (!u) return fail('登录超时，请重新登录', 16);
    return ok({ userId: u.userId, userCode: u.userCode, comId: u.comId, comCode: u.comCode, mobile: maskPhone(u.mobile), systemRole: u.systemRole });
  },
  getUserInfoByUserCode: (ctx) => {
    const user = staffByCode(field(ctx, 'userCode'));
    if (!user) return fail('未查询到该员工信息');
    return ok(umUser(ctx.state, user));
  },
  getUmTUserInfo: (ctx) => {
    const user = staffByCode(field(ctx, 'userCode') ?? ctx.user?.userCode);
    if (!user) return fail('用户不存在于营销管理系统中');
    return ok(umUser(ctx.state, user));
  },
  getUmTUserInfoVerify: (ctx) => {
    const user = staffByCode(field(ctx, 'userCode'));
    if (!user) return ok({ verified: false, message: '用户不存在于营销管理系统中' });
    const mobile = field(ctx, 'mobile');
    if (mobile === undefined) return ok({ verified: true, message: '校验通过' });
    const mobileMatched = marketingMobileOf(ctx.state, user).mobile === mobile;
    return ok({ verified: true, mobileMatched, message: mobileMatched ? '校验通过' : '手机号与营销系统登记的不一致' });
  },
  'weComAPI/getUserInfo': (ctx) => {
    const user = userById(field(ctx, 'userId') ?? '');
    if (!user || user.systemRole !== 'qyUser') return fail('该用户不是企业成员');
    return ok({
      userId: user.userId,
      name: user.name,
      mobile: maskPhone(user.mobile),
      avatar: user.avatar,
      position: user.manager?.title ?? '销售专员',
      department: [Number(user.comCode.slice(0, 6))],
      status: 1,
    });
  },
  'fwdapi/um/sendBindSMSCode': (ctx) => {
    const me = unboundMember(ctx);
    if (typeof me === 'string') return oldFail(me);
    const account = staffByCode(field(ctx, 'userCode'));
    if (!account) return oldFail('用户不存在于营销管理系统中，请核对工号');
    const taken = wecomOf(ctx.state, account.userCode);
    if (taken && taken !== me.userId) return oldFail('该工号已绑定其他企业微信账号');
    const now = ctx.state.now().getTime();
    const last = ctx.state.auth.bindSms.get(me.userId);
    if (last && now - last.sentAt < SMS_RESEND_MS) return oldFail(`验证码已发送，请 ${Math.ceil((SMS_RESEND_MS - (now - last.sentAt)) / 1000)} 秒后再试`);
    const mobile = marketingMobileOf(ctx.state, account).mobile;
    const code = String(parseInt(sha1(`bind|${me.userId}|${account.userCode}|${now}`).slice(0, 8), 16) % 1_000_000).padStart(6, '0');
    ctx.state.auth.bindSms.set(me.userId, { userCode: account.userCode, mobile, code, sentAt: now, expiresAt: now + SMS_TTL_MS });
    return oldOk({ mobile: maskPhone(mobile), expiresInSeconds: SMS_TTL_MS / 1000, resendAfterSeconds: SMS_RESEND_MS / 1000, demoSmsCode: code });
  },
  'fwdapi/um/queryBindCode': (ctx) => {
    const found = bindCodeOf(ctx.state, field(ctx, 'bindCode'));
    if (typeof found === 'string') return oldFail(found);
    return oldOk({ userCode: found.user.userCode, userName: maskMiddle(found.user.name), comName: orgName(found.user.comCode), expireTime: found.expireTime });
  },
  'fwdapi/um/bindUserQW': (ctx) => {
    const me = unboundMember(ctx);
    if (typeof me === 'string') return oldFail(me);
    let account: DemoUser | undefined;
    const bindCode = field(ctx, 'bindCode');
    if (bindCode) {
      const found = bindCodeOf(ctx.state, bindCode);
      if (typeof found === 'string') return oldFail(found);
      account = found.user;
      ctx.state.auth.usedBindCodes.add(bindCode);
    } else {
      const pending = ctx.state.auth.bindSms;
      const sms = pending.get(me.userId);
      if (!sms || sms.userCode !== field(ctx, 'userCode') || sms.code !== field(ctx, 'smsCode') || ctx.state.now().getTime() > sms.expiresAt) {
        // Five wrong codes void the one sent: guessing six digits is not an option.
        if (sms && (sms.tries ?? 0) + 1 >= BIND_SMS_TRIES) {
          pending.delete(me.userId);
          return oldFail('验证码错误次数过多，请重新获取验证码');
        }
        if (sms) pending.set(me.userId, { ...sms, tries: (sms.tries ?? 0) + 1 });
        return oldFail('短信验证码错误或已过期');
      }
      pending.delete(me.userId);
      account = staffByCode(sms.userCode);
    }
    if (!account) return oldFail('用户不存在于营销管理系统中');
    const taken = wecomOf(ctx.state, account.userCode);
    if (taken && taken !== me.userId) return oldFail('该工号已绑定其他企业微信账号');
    ctx.state.auth.qwBindings.set(me.userId, account.userCode);
    return oldOk({ token: tokenFor(ctx.state, tokenPayloadOf(me, ctx.state)), userCode: account.userCode, userName: account.name });
  },
  'fwdapi/um/sendSMSValidCode': (ctx) => {
    const user = staffByCode(field(ctx, 'userCode'));
    if (!user) return oldFail('用户不存在于营销管理系统中');
    if (ctx.user?.userCode !== user.userCode) return oldFail('只能修改本人的手机号');
    const mobile = validateMobile(field(ctx, 'mobile'));
    if (!mobile.ok) return oldFail(mobile.reason);
    const now = ctx.state.now().getTime();
    const last = pendingSms(ctx.state, user.userCode);
    if (last && now - last.sentAt < SMS_RESEND_MS) return oldFail(`验证码已发送，请 ${Math.ceil((SMS_RESEND_MS - (now - last.sentAt)) / 1000)} 秒后再试`);
    const count = (ctx.state.auth.smsSent.get(user.userCode) ?? 0) + 1;
    ctx.state.auth.smsSent.set(user.userCode, count);
    const code = String(parseInt(sha1(`${user.userCode}|${mobile.value}|${count}`).slice(0, 8), 16) % 1_000_000).padStart(6, '0');
    ctx.state.auth.smsCodes.set(user.userCode, { mobile: mobile.value, code, sentAt: now, expiresAt: now + SMS_TTL_MS });
    return oldOk({ mobile: maskPhone(mobile.value), expiresInSeconds: SMS_TTL_MS / 1000, resendAfterSeconds: SMS_RESEND_MS / 1000, demoSmsCode: code });
  },
  'fwdapi/um/updateUserQWBySMSValid': (ctx) => {
    const userCode = ctx.query.userCode;
    const user = staffByCode(userCode);
    if (!user) return raw({ status: 200, msg: 'fail', errorMsg: '用户不存在于营销管理系统中' });
    if (ctx.user?.userCode !== user.userCode) return raw({ status: 200, msg: 'fail', errorMsg: '只能修改本人的手机号' });
    const mobile = validateMobile(ctx.body.mobile);
    if (!mobile.ok) return raw({ status: 200, msg: 'fail', errorMsg: mobile.reason });
    const sms = pendingSms(ctx.state, user.userCode);
    if (!sms || sms.mobile !== mobile.value || sms.code !== ctx.query.smsCode || ctx.state.now().getTime() > sms.expiresAt) {
      return raw({ status: 200, msg: 'fail', errorMsg: '短信验证码错误或已过期' });
    }
    ctx.state.auth.smsCodes.set(user.userCode, null);
    const mobileChangedAt = nowText(ctx.state); // China time, as every upstream time
    ctx.state.auth.mobiles.set(user.userCode, { mobile: mobile.value, changedAt: mobileChangedAt });
    return raw({ status: 200, msg: 'success', data: { userCode: user.userCode, mobile: maskPhone(mobile.value), mobileChangedAt } });
  },
  // ── The encryption endpoints of spec 001 §5 ──
  toEncryptCustId: (ctx) => {
    const custId = field(ctx, 'custId');
    if (!custId) return fail('缺少客户 ID');
    if (field(ctx, 'isEncryptCustIdAndUserCode') === '1') {
      return ok(encryptId('custIdAndUserCode', custId, ctx.user?.userCode));
    }
    return ok(encryptId('custId', custId));
  },
  toEncryptTaskId: (ctx) => {
    const taskId = field(ctx, 'taskId');
    // Minted for the caller (the router checked the task is theirs): a public page opens it only for them.
    return taskId ? ok(encryptId('taskId', taskId, ctx.user?.userCode)) : fail('缺少任务 ID');
  },
  toEncryptCertificateNo: (ctx) => encrypting(ctx, 'certificateNo', '缺少证件号码'),
  toEncryptPiid: (ctx) => encrypting(ctx, 'piid', '缺少 piid'),
  // ── The route-entry checks (spec 000 §4) ──
  queryUserInfoByUserId: (ctx) => {
    const user = userById(field(ctx, 'userId') ?? '');
    if (!user) return fail('未查询到该用户信息');
    const marketing = marketingMobileOf(ctx.state, user);
    return ok({
      mobile: maskPhone(user.mobile),
      avatar: user.avatar,
      marketingMobile: maskPhone(marketing.mobile),
      ...(marketing.changedAt ? { mobileChangedAt: marketing.changedAt } : {}),
    });
  },
  queryManagerInfo: (ctx) => {
    const user = userByCode(field(ctx, 'userCode') ?? '');
    const manager = user ? managerOf(ctx.state, user) : null;
    if (!user || !manager) return fail(NO_MANAGER_MESSAGE);
    return ok({ userCode: user.userCode, ...manager });
  },
};
