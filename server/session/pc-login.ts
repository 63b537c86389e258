import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

// PC scan-code logins the BFF issued: each loginId is bound to the PC browser that asked for it
// (a secret kept in that browser's cookie), may be confirmed once by a signed-in staff member on
// the phone, is handed over once to that PC browser only, and expires after 2 minutes.

export const PC_LOGIN_TTL_MS = 2 * 60_000;

interface PcLogin {
  secretHash: Buffer;
  confirmed: boolean;
}

const hash = (secret: string) => createHash('sha256').update(secret).digest();

export class PcLogins {
  private readonly logins: LRUCache<string, PcLogin>;

  /** `now`: the clock of the 2-minute expiry (tests move it). */
  constructor(now: () => number = Date.now) {
    this.logins = new LRUCache<string, PcLogin>({ max: 20_000, ttl: PC_LOGIN_TTL_MS, perf: { now } });
  }

  /** A new loginId and the secret the PC browser keeps. */
  issue(): { loginId: string; secret: string } {
    const loginId = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    this.logins.set(loginId, { secretHash: hash(secret), confirmed: false });
    return { loginId, secret };
  }

  /** Whether the loginId is live and this browser's secret is the one it was issued with. */
  ownedBy(loginId: string, secret: string | undefined): 'ok' | 'expired' | 'other-browser' {
    const login = this.logins.get(loginId);
    if (!login) return 'expired';
    const given = hash(secret ?? '');
    return secret && timingSafeEqual(given, login.secretHash) ? 'ok' : 'other-browser';
  }

  isConfirmed(loginId: string): boolean {
    return this.logins.get(loginId)?.confirmed === true;
  }

  /** Mark a live, unconfirmed loginId confirmed; false when it is unknown, expired or already confirmed. */
  confirm(loginId: string): boolean {
    const login = this.logins.get(loginId);
    if (!login || login.confirmed) return false;
    login.confirmed = true;
    return true;
  }

  /** The upstream refused the confirmation: the loginId may be confirmed again. */
  release(loginId: string) {
    const login = this.logins.get(loginId);
    if (login) login.confirmed = false;
  }

  /** Single use: after the PC has its session the loginId is gone. */
  finish(loginId: string) {
    this.logins.delete(loginId);
  }
}
