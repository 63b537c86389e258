import { describe, expect, it } from 'vitest';
import { browserOf, networkOf, PC_LOGIN_MAX, PC_LOGIN_PER_NETWORK, PC_LOGIN_TTL_MS, PcLogins } from '../../server/session/pc-login.js';
import { EmbeddedStore } from '../../server/state/embedded-store.js';

// Issue 30, findings 4 and 9: a flood of PC login ids never pushes out a live one, and a login can
// be confirmed only by the phone session that scanned it, within 2 minutes of being issued.

const from = { ip: '10.1.2.3', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36' };

describe('PC login ids under a flood', () => {
  it('a full store refuses new ids (503) and keeps every live one: the live login still waits and can be confirmed', async () => {
    let t = 1_000_000;
    const logins = new PcLogins(new EmbeddedStore(() => t), () => t);
    const live = await logins.issue(from);
    // From as many networks as it takes (each within its share).
    for (let i = 1; i < PC_LOGIN_MAX; i++) await logins.issue({ ip: `10.${i >> 8}.${i & 255}.9`, userAgent: 'curl/8' });
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

describe('PC login ids per network', () => {
  it('one network (its many addresses) gets a small share of the store; other networks still get ids, and its live login still waits', async () => {
    let t = 2_000_000;
    const logins = new PcLogins(new EmbeddedStore(() => t), () => t);
    const live = await logins.issue(from);
    let refused: unknown;
    let issued = 0;
    // A /24's addresses, each within the per-address limit (auth.ts), as a botnet in one network would ask.
    for (let i = 0; i < 20 * PC_LOGIN_PER_NETWORK && !refused; i++) {
      await logins.issue({ ip: `203.0.113.${i % 256}`, userAgent: 'curl/8' }).then(
        () => issued++,
        (err: unknown) => (refused = err),
      );
    }
    expect(refused).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(issued).toBe(PC_LOGIN_PER_NETWORK);
    expect(PC_LOGIN_PER_NETWORK * 2).toBeLessThanOrEqual(PC_LOGIN_MAX / 50);
    // The same for one IPv6 /64.
    let v6 = 0;
    for (let i = 0; i <= PC_LOGIN_PER_NETWORK; i++) await logins.issue({ ip: `2001:db8:1:2::${i.toString(16)}`, userAgent: 'curl/8' }).then(() => v6++, () => undefined);
    expect(v6).toBe(PC_LOGIN_PER_NETWORK);
    // Another network is unaffected; the live login is intact.
    await expect(logins.issue({ ip: '198.51.100.7', userAgent: from.userAgent })).resolves.toMatchObject({ loginId: expect.any(String) });
    await expect(logins.issue({ ip: '2001:db8:1:3::1', userAgent: from.userAgent })).resolves.toMatchObject({ loginId: expect.any(String) });
    expect(await logins.ownedBy(live.loginId, live.secret)).toBe('ok');
    // A new window: the network gets ids again.
    t += PC_LOGIN_TTL_MS + 1_000;
    await new Promise((r) => setTimeout(r, 5));
    await expect(logins.issue({ ip: '203.0.113.1', userAgent: 'curl/8' })).resolves.toMatchObject({ loginId: expect.any(String) });
  });

  it('counts an address in its /24 (IPv4, IPv4-mapped) or its /64 (IPv6)', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
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
