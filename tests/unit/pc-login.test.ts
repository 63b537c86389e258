import { describe, expect, it } from 'vitest';
import { browserOf, PC_LOGIN_MAX, PC_LOGIN_TTL_MS, PcLogins } from '../../server/session/pc-login.js';
import { EmbeddedStore } from '../../server/state/embedded-store.js';

// Issue 30, findings 4 and 9: a flood of PC login ids never pushes out a live one, and a login can
// be confirmed only by the phone session that scanned it, within 2 minutes of being issued.

const from = { ip: '10.1.2.3', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36' };

describe('PC login ids under a flood', () => {
  it('a full store refuses new ids (503) and keeps every live one: the live login still waits and can be confirmed', async () => {
    let t = 1_000_000;
    const logins = new PcLogins(new EmbeddedStore(() => t), () => t);
    const live = await logins.issue(from);
    for (let i = 1; i < PC_LOGIN_MAX; i++) await logins.issue({ ip: `10.9.${i >> 8}.${i & 255}`, userAgent: 'curl/8' });
    await expect(logins.issue(from)).rejects.toMatchObject({ statusCode: 503, code: 'STATE_STORE_FULL' });
    expect(await logins.ownedBy(live.loginId, live.secret)).toBe('ok');
    expect((await logins.scan(live.loginId, 'phone-session')).ok).toBe(true);
    expect(await logins.confirm(live.loginId, 'phone-session')).toBe(true);
    // Once the flood's ids expire, new ones are issued again.
    t += PC_LOGIN_TTL_MS + 2_000;
    // lru-cache reads its clock once per timer turn: let one pass.
    await new Promise((r) => setTimeout(r, 5));
    await expect(logins.issue(from)).resolves.toMatchObject({ loginId: expect.any(String) });
  });
});

describe('PC login confirmation is tied to the phone session that scanned it', () => {
  it('shows what is being signed in; only the scanning session confirms; expired after 2 minutes', async () => {
    let t = 5_000_000;
    const logins = new PcLogins(new EmbeddedStore(() => t), () => t);
    const a = await logins.issue(from);
    // Not scanned yet: nothing to confirm.
    expect(await logins.confirm(a.loginId, 'victim')).toBe(false);
    const scanned = await logins.scan(a.loginId, 'victim');
    expect(scanned).toEqual({ ok: true, details: { ip: '10.1.2.3', browser: 'Chrome · Windows', issuedAt: new Date(5_000_000).toISOString(), expiresAt: new Date(5_000_000 + PC_LOGIN_TTL_MS).toISOString() } });
    expect(await logins.scan(a.loginId, 'someone-else')).toEqual({ ok: false, reason: 'scanned-elsewhere' });
    expect(await logins.confirm(a.loginId, 'someone-else')).toBe(false);
    expect(await logins.confirm(a.loginId, 'victim')).toBe(true);
    const b = await logins.issue(from);
    expect((await logins.scan(b.loginId, 'victim')).ok).toBe(true);
    t += PC_LOGIN_TTL_MS + 1;
    expect(await logins.confirm(b.loginId, 'victim')).toBe(false);
    expect(await logins.scan(b.loginId, 'victim')).toEqual({ ok: false, reason: 'expired' });
  });

  it('reads a browser and system from a User-Agent, and says when it cannot', () => {
    expect(browserOf(from.userAgent)).toBe('Chrome · Windows');
    expect(browserOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).toBe('Safari · macOS');
    expect(browserOf('curl/8.5.0')).toBe('脚本程序 · 未知系统');
    expect(browserOf(undefined)).toBe('未知浏览器 · 未知系统');
  });
});
