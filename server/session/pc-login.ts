import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { required, type StateStore, type StoreSpace } from '../state/store.js';

// PC scan-code logins the BFF issued: each loginId is bound to the PC browser that asked for it
// (a secret kept in that browser's cookie; the store keeps only its SHA-256), may be confirmed once
// by a signed-in staff member on the phone, is handed over once to that PC browser only, and
// expires after 2 minutes. Kept in the state store, so any replica can serve any step; a store
// that cannot be reached answers 503 (fail closed), never "confirmed".

export const PC_LOGIN_TTL_MS = 2 * 60_000;

interface PcLogin {
  /** SHA-256 of the browser's secret, hex. */
  secretHash: string;
}

const hash = (secret: string) => createHash('sha256').update(secret).digest();

export class PcLogins {
  private readonly logins: StoreSpace;
  /** One key per confirmed loginId, claimed with set-if-absent: two replicas never both confirm. */
  private readonly confirmations: StoreSpace;

  constructor(store: StateStore) {
    this.logins = store.space('pc-login', 20_000);
    this.confirmations = store.space('pc-login-confirmed', 20_000);
  }

  /** A new loginId and the secret the PC browser keeps. */
  async issue(): Promise<{ loginId: string; secret: string }> {
    const loginId = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const login: PcLogin = { secretHash: hash(secret).toString('hex') };
    // A UUID never repeats in practice; set-if-absent makes sure no live login is ever overwritten.
    if (!(await required(this.logins.setIfAbsent(loginId, login, PC_LOGIN_TTL_MS)))) return this.issue();
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

  async isConfirmed(loginId: string): Promise<boolean> {
    return (await required(this.confirmations.get<boolean>(loginId))) === true;
  }

  /** Mark a live, unconfirmed loginId confirmed; false when it is unknown, expired or already confirmed. */
  async confirm(loginId: string): Promise<boolean> {
    if (!(await required(this.logins.get<PcLogin>(loginId)))) return false;
    return required(this.confirmations.setIfAbsent(loginId, true, PC_LOGIN_TTL_MS));
  }

  /** The upstream refused the confirmation: the loginId may be confirmed again. */
  async release(loginId: string): Promise<void> {
    await required(this.confirmations.delete(loginId));
  }

  /** Single use: after the PC has its session the loginId is gone. */
  async finish(loginId: string): Promise<void> {
    await required(this.logins.delete(loginId));
    await required(this.confirmations.delete(loginId));
  }
}
