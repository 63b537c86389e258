import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { ApiError, MESSAGES } from '../http/answer.js';
import { required, type StateStore, type StoreSpace } from '../state/store.js';

// PC scan-code logins the BFF issued: each loginId is bound to the PC browser that asked for it
// (a secret kept in that browser's cookie; the store keeps only its SHA-256), is scanned by one
// phone session, may be confirmed once by that session only, is handed over once to that PC
// browser only, and expires 2 minutes after it was issued. Kept in the state store, so any replica
// can serve any step; a store that cannot be reached answers 503 (fail closed), never "confirmed".
// Live ids are never evicted to make room for new ones: a full store refuses new ids (503) and the
// issuing is rate limited per address (auth.ts), so a flood cannot log anyone out of a live login.
// And per network (a /24 of IPv4, a /64 of IPv6: what one host or one hosting customer commonly
// holds): at most PC_LOGIN_PER_NETWORK ids in a 2-minute window, a hundredth of the store, so a flood
// from the many addresses of one network cannot fill it for everyone (issue 30).

export const PC_LOGIN_TTL_MS = 2 * 60_000;
/** Live logins the embedded store holds at most; past that new ones are refused, live ones kept. */
export const PC_LOGIN_MAX = 20_000;
/** Ids one network may be issued within PC_LOGIN_TTL_MS (so at most twice that live): a hundredth of the store. */
export const PC_LOGIN_PER_NETWORK = PC_LOGIN_MAX / 100;

/** The network an address is counted in: its /24 (IPv4, also IPv4-mapped IPv6) or its /64 (IPv6). */
export function networkOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.toLowerCase().split('::');
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [h, t] = [groupsOf(head), tail === undefined ? [] : groupsOf(tail)];
  const all = [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${all.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** What the phone is shown before confirming: which computer is being signed in (issue 30, QR login jacking). */
export interface PcLoginDetails {
  /** The address the PC asked from (as the BFF saw it, through TRUST_PROXY). */
  ip: string;
  /** The PC's browser and system, read from its User-Agent (e.g. "Chrome · Windows"). */
  browser: string;
  /** When the QR code was issued (ISO time). */
  issuedAt: string;
  /** When it stops working (ISO time). */
  expiresAt: string;
}

interface PcLogin extends PcLoginDetails {
  /** SHA-256 of the browser's secret, hex. */
  secretHash: string;
}

const hash = (secret: string) => createHash('sha256').update(secret).digest();
/** The phone session, named without keeping its token: SHA-256 of the token, hex. */
export const sessionKeyOf = (token: string) => createHash('sha256').update(token).digest('hex');

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/wxwork\//i, '企业微信'],
  [/MicroMessenger\//, '微信'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(?:e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\/|python|Go-http|okhttp|Java\//i, '脚本程序'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short, bounded reading of a User-Agent: browser and system, never the raw header. */
export function browserOf(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const first = (table: readonly [RegExp, string][], none: string) => table.find(([re]) => re.test(ua))?.[1] ?? none;
  return `${first(BROWSERS, '未知浏览器')} · ${first(SYSTEMS, '未知系统')}`;
}

export type ScanOutcome = { ok: true; details: PcLoginDetails } | { ok: false; reason: 'expired' | 'scanned-elsewhere' };

export class PcLogins {
  private readonly logins: StoreSpace;
  /** The phone session that scanned each loginId, claimed with set-if-absent: one phone per login. */
  private readonly scans: StoreSpace;
  /** One key per confirmed loginId, claimed with set-if-absent: two replicas never both confirm. */
  private readonly confirmations: StoreSpace;
  /** Ids issued per network in the current 2-minute window. */
  private readonly networks: StoreSpace;

  constructor(
    store: StateStore,
    private readonly now: () => number = Date.now,
  ) {
    const limits = { evict: false } as const;
    this.logins = store.space('pc-login', PC_LOGIN_MAX, limits);
    this.scans = store.space('pc-login-scanned', PC_LOGIN_MAX, limits);
    this.confirmations = store.space('pc-login-confirmed', PC_LOGIN_MAX, limits);
    this.networks = store.space('pc-login-networks', PC_LOGIN_MAX);
  }

  /** A new loginId and the secret the PC browser keeps; `from` is what the phone will be shown. */
  async issue(from: { ip: string; userAgent: string | undefined }): Promise<{ loginId: string; secret: string }> {
    // Within the network's share of the store first: past it, 429 to that network only.
    const { count } = await required(this.networks.increment(networkOf(from.ip), PC_LOGIN_TTL_MS));
    if (count > PC_LOGIN_PER_NETWORK) throw new ApiError(429, 'RATE_LIMITED', MESSAGES.rateLimited);
    return this.issueId(from);
  }

  private async issueId(from: { ip: string; userAgent: string | undefined }): Promise<{ loginId: string; secret: string }> {
    const loginId = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const t = this.now();
    const login: PcLogin = {
      secretHash: hash(secret).toString('hex'),
      ip: from.ip,
      browser: browserOf(from.userAgent),
      issuedAt: new Date(t).toISOString(),
      expiresAt: new Date(t + PC_LOGIN_TTL_MS).toISOString(),
    };
    // A UUID never repeats in practice; set-if-absent makes sure no live login is ever overwritten.
    if (!(await required(this.logins.setIfAbsent(loginId, login, PC_LOGIN_TTL_MS)))) return this.issueId(from);
    return { loginId, secret };
  }

  /** Whether the loginId is live and this browser's secret is the one it was issued with. */
  async ownedBy(loginId: string, secret: string | undefined): Promise<'ok' | 'expired' | 'other-browser'> {
    const login = await required(this.logins.get<PcLogin>(loginId));
    if (!login) return 'expired';
    const kept = Buffer.from(login.secretHash, 'hex');
    const given = hash(secret ?? '');
    return secret && kept.length === given.length && timingSafeEqual(given, kept) ? 'ok' : 'other-browser';
  }

  /**
   * The phone session `sessionKey` scanned the code: it becomes the only session that may confirm it.
   * Answers what is being signed in, for the phone to show; the same session may scan again.
   */
  async scan(loginId: string, sessionKey: string): Promise<ScanOutcome> {
    const login = await required(this.logins.get<PcLogin>(loginId));
    if (!login || Date.parse(login.expiresAt) <= this.now()) return { ok: false, reason: 'expired' };
    const claimed = await required(this.scans.setIfAbsent(loginId, sessionKey, PC_LOGIN_TTL_MS));
    if (!claimed && (await required(this.scans.get<string>(loginId))) !== sessionKey) return { ok: false, reason: 'scanned-elsewhere' };
    const { secretHash: _secret, ...details } = login;
    return { ok: true, details };
  }

  async isConfirmed(loginId: string): Promise<boolean> {
    return (await required(this.confirmations.get<boolean>(loginId))) === true;
  }

  /**
   * Mark a live, unconfirmed loginId confirmed by the phone session that scanned it; false when it
   * is unknown, expired, already confirmed, or was scanned by another session (or not scanned).
   */
  async confirm(loginId: string, sessionKey: string): Promise<boolean> {
    const login = await required(this.logins.get<PcLogin>(loginId));
    if (!login || Date.parse(login.expiresAt) <= this.now()) return false;
    if ((await required(this.scans.get<string>(loginId))) !== sessionKey) return false;
    return required(this.confirmations.setIfAbsent(loginId, true, PC_LOGIN_TTL_MS));
  }

  /** The upstream refused the confirmation: the loginId may be confirmed again. */
  async release(loginId: string): Promise<void> {
    await required(this.confirmations.delete(loginId));
  }

  /** Single use: after the PC has its session the loginId is gone. */
  async finish(loginId: string): Promise<void> {
    await required(this.logins.delete(loginId));
    await required(this.scans.delete(loginId));
    await required(this.confirmations.delete(loginId));
  }
}
