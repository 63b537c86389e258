import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { OutboundUrlPolicy } from '../../server/upstream/outbound-urls.js';

// Which URLs the upstream may be asked to fetch (OUTBOUND_URL_HOSTS).
const policy = new OutboundUrlPolicy(['img.insurer.example', '*.cdn.insurer.example', 'http://legacy.insurer.example', 'files.insurer.example:8443']);

describe('outbound URL allow-list', () => {
  it.each([
    'https://img.insurer.example/posters/P1.png',
    'https://a.cdn.insurer.example/x.jpg',
    'https://a.b.cdn.insurer.example/x.jpg?v=2',
    'http://legacy.insurer.example/old.png',
    'https://legacy.insurer.example/old.png',
    'https://files.insurer.example:8443/f.png',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('allows %s', (url) => expect(policy.allows(url)).toBe(true));

  it.each([
    ['http to an https-only host', 'http://img.insurer.example/p.png'],
    ['a host not on the list', 'https://evil.example/p.png'],
    ['a look-alike suffix', 'https://img.insurer.example.evil.example/p.png'],
    ['the bare domain of a *. entry', 'https://cdn.insurer.example/x.jpg'],
    ['a port the list does not name', 'https://img.insurer.example:8080/p.png'],
    ['credentials', 'https://user:pw@img.insurer.example/p.png'],
    ['an @ trick', 'https://img.insurer.example@169.254.169.254/latest/meta-data'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['loopback', 'http://127.0.0.1:8080/admin'],
    ['loopback as a decimal', 'http://2130706433/'],
    ['loopback in hex', 'http://0x7f000001/'],
    ['loopback, short form', 'http://127.1/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4-mapped IPv6', 'https://[::ffff:10.0.0.1]/'],
    ['private range', 'https://10.1.2.3/x'],
    ['localhost', 'https://localhost/x'],
    ['a *.localhost name', 'https://img.localhost/x'],
    ['file:', 'file:///etc/passwd'],
    ['gopher:', 'gopher://img.insurer.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data: URL that is not an image', 'data:text/html;base64,PHNjcmlwdD4='],
    ['not a URL', 'img.insurer.example/p.png'],
    ['empty host', 'https:///p.png'],
  ])('refuses %s', (_why, url) => expect(policy.allows(url)).toBe(false));

  it('with no hosts configured, only inline images pass', () => {
    const none = new OutboundUrlPolicy([]);
    expect(none.allows('https://img.insurer.example/p.png')).toBe(false);
    expect(none.allows('data:image/jpeg;base64,/9j/')).toBe(true);
  });
});

describe('OUTBOUND_URL_HOSTS', () => {
  it('defaults to none with a real upstream and to the demo images’ host with the demo upstream', () => {
    expect(loadConfig({ UPSTREAM_URL: 'https://api.example.com', PUBLIC_URL: 'https://wecom.example.com', TOKEN_SECRET: 'k' }).outboundUrlHosts).toEqual([]);
    expect(loadConfig({}).outboundUrlHosts).toEqual(['*.demo-insurer.cn']);
  });

  it('takes host names, *.domains, http://hosts and ports; refuses IP addresses and bare names', () => {
    expect(loadConfig({ OUTBOUND_URL_HOSTS: 'img.example.com, *.cdn.example.com,http://old.example.com,f.example.com:8443' }).outboundUrlHosts).toEqual([
      'img.example.com',
      '*.cdn.example.com',
      'http://old.example.com',
      'f.example.com:8443',
    ]);
    for (const bad of ['10.0.0.1', '169.254.169.254', 'localhost', 'http://127.0.0.1', '[::1]', 'img.example.com/path']) {
      expect(() => loadConfig({ OUTBOUND_URL_HOSTS: bad }), bad).toThrow(/OUTBOUND_URL_HOSTS/);
    }
  });
});

// Issue 30, finding 2: the check and the upstream must read the same URL. The upstream gets the
// BFF's own serialisation; a string that parsers could read two ways is refused.
describe('outbound URLs are sent as the BFF read them', () => {
  const demoPolicy = new OutboundUrlPolicy(['*.demo-insurer.cn']);

  it.each([
    ['a backslash before @ (WHATWG: img.demo-insurer.cn; java.net.URL and curl: 127.0.0.1)', 'https://img.demo-insurer.cn\\@127.0.0.1:3525/latest/meta-data'],
    ['a backslash as a path separator', 'https://img.demo-insurer.cn\\posters\\p.png'],
    ['a tab inside the host (WHATWG drops it)', 'https://img.demo-\tinsurer.cn/p.png'],
    ['a newline', 'https://img.demo-insurer.cn/p.png\nHost: 127.0.0.1'],
    ['a NUL byte', 'https://img.demo-insurer.cn/p\u0000.png'],
    ['a leading space', ' https://img.demo-insurer.cn/p.png'],
    ['an empty userinfo', 'https://@img.demo-insurer.cn/p.png'],
    ['userinfo without a password', 'https://attacker@img.demo-insurer.cn/p.png'],
    ['a percent-escaped host', 'https://img.demo-insurer%2ecn/p.png'],
    ['a fullwidth dot in the host', 'https://img.demo-insurer\uff0ecn/p.png'],
    ['a URL without its slashes (WHATWG adds them, others do not)', 'https:img.demo-insurer.cn/p.png'],
    ['a trailing dot on the host', 'https://img.demo-insurer.cn./p.png'],
  ])('refuses %s', (_why, url) => expect(demoPolicy.checked(url)).toBeUndefined());

  it('answers the URL as the BFF serialises it (new URL(v).href), which is what goes upstream', () => {
    expect(demoPolicy.checked('https://IMG.demo-insurer.cn/posters/海报 1.png'.replace(' ', ''))).toBe('https://img.demo-insurer.cn/posters/%E6%B5%B7%E6%8A%A51.png');
    expect(demoPolicy.checked('https://img.demo-insurer.cn/a/../p.png?x=1#f')).toBe('https://img.demo-insurer.cn/p.png?x=1#f');
  });
});
