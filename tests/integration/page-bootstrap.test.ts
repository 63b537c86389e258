import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../demo/data/users.js';
import { signToken } from '../../demo/token.js';
import { BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from '../../shared/session-api.js';
import { FIRST_CALLS, FIRST_DATA_ELEMENT_ID, type FirstAnswer, type FirstCall } from '../../shared/first-calls.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { cookieFor } from '../helpers/session.js';

// Issue 34: a signed-in staff member's page carries the session, the app config and the route's
// permission decision (the same answers as the session calls), and every page names the chunks
// its route needs as modulepreload links (dist/client/preload.json, from the build's metafile).

const HOME = '/home/customer-home-page';
const PROVINCE = 'WEIXIN_USER_COMID=44000000';
const signedIn = (userCode?: string) => `${cookieFor(userCode)}; ${PROVINCE}`;

const BOOT = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`, 's');
const bootOf = (html: string): PageBootstrap | undefined => {
  const m = BOOT.exec(html);
  return m ? (JSON.parse(m[1]!) as PageBootstrap) : undefined;
};
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="assets\/([^"]+)" \/>/g)].map((m) => m[1]!);
const sheetsOf = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="assets\/([^"]+)" \/>/g)].map((m) => m[1]!);

describe('page bootstrap and modulepreload (issue 34)', () => {
  let stack: TestStack;
  const server = () => stack.app.server;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('a signed-in page carries what the session calls answer, is never stored, and varies by cookie', async () => {
    const cookie = signedIn();
    const page = await request(server()).get(HOME).set('cookie', cookie).set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['vary']).toMatch(/cookie/i);
    const boot = bootOf(page.text);
    expect(boot).toBeDefined();
    const session = await request(server()).get('/api/session?comId=44000000').set('cookie', cookie);
    const config = await request(server()).get('/api/session/config?comId=44000000').set('cookie', cookie);
    const permission = await request(server()).get(`/api/session/permission?path=${encodeURIComponent(HOME)}`).set('cookie', cookie);
    expect(boot).toEqual({ comId: '44000000', session: session.body.data, config: config.body.data, permission: { path: HOME, decision: permission.body.data } });
    // No more than the session call gives this user: the mobile masked.
    expect(page.text).not.toContain(DEMO_USERS.find((u) => u.userCode === '44010001')!.mobile);
  });

  it('anonymous pages, public paths and a query comId of another province carry none', async () => {
    const anonymous = await request(server()).get(HOME).set('accept', 'text/html');
    expect(anonymous.status).toBe(200);
    expect(anonymous.text).not.toContain(BOOTSTRAP_ELEMENT_ID);
    const publicPage = await request(server()).get('/news/news-detail?id=1').set('cookie', signedIn());
    expect(publicPage.text).not.toContain(BOOTSTRAP_ELEMENT_ID);
    const otherProvince = await request(server()).get(`${HOME}?comId=11000000`).set('cookie', signedIn());
    expect(otherProvince.text).not.toContain(BOOTSTRAP_ELEMENT_ID);
    expect(otherProvince.headers['set-cookie']).toBeUndefined();
    // A token the BFF does not accept is no session.
    const forged = await request(server()).get(HOME).set('cookie', `USER_TOKEN=${'x'.repeat(40)}; ${PROVINCE}`);
    expect(forged.text).not.toContain(BOOTSTRAP_ELEMENT_ID);
  });

  it('each page is its own person’s: one after another, nothing of the first in the second', async () => {
    const first = bootOf((await request(server()).get(HOME).set('cookie', signedIn('44010001'))).text);
    const second = bootOf((await request(server()).get(HOME).set('cookie', signedIn('44010002'))).text);
    const anonymous = await request(server()).get(HOME);
    expect(first?.session.user.userCode).toBe('44010001');
    expect(second?.session.user.userCode).toBe('44010002');
    expect(JSON.stringify(second)).not.toContain('44010001');
    expect(anonymous.text).not.toContain('44010002');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
  });

  it('is escaped against </script> and comments inside the data', async () => {
    const u = DEMO_USERS.find((x) => x.userCode === '44010001')!;
    const hostile = '</script><script>alert(1)</script><!--';
    const token = signToken({ comId: u.comId, comCode: u.comCode, userCode: u.userCode, userId: hostile, mobile: u.mobile, systemRole: u.systemRole });
    const page = await request(server()).get(HOME).set('cookie', `USER_TOKEN=${token}; ${PROVINCE}`);
    expect(page.text).not.toContain('<script>alert(1)');
    expect(page.text).not.toContain('<!--');
    expect(bootOf(page.text)?.session.user.userId).toBe(hostile);
  });

  it('names exactly the chunks the route needs as modulepreload, each served', async () => {
    const preload = JSON.parse(readFileSync('dist/client/preload.json', 'utf8')) as { common: string[]; routes: Record<string, string[]> };
    const html = (await request(server()).get(HOME).set('cookie', signedIn())).text;
    const links = preloadsOf(html);
    expect(new Set(links)).toEqual(new Set([...preload.common, ...preload.routes['CustomerHomePage']!]));
    expect(preload.routes['CustomerHomePage']!.length).toBeGreaterThan(0);
    // The entry's static imports are all among them (fetched beside the entry, not after it).
    const meta = JSON.parse(readFileSync('dist/client/meta.json', 'utf8')) as { outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }> };
    const entry = Object.keys(meta.outputs).find((f) => meta.outputs[f]!.entryPoint === 'client/src/app/main.tsx' && f.endsWith('.js'))!;
    for (const imp of meta.outputs[entry]!.imports.filter((i) => i.kind === 'import-statement')) expect(links).toContain(imp.path.split('/').pop());
    for (const file of links) expect(existsSync(`dist/client/assets/${file}`), file).toBe(true);
    // Another route, other chunks; the anonymous page has the same links.
    const articles = preloadsOf((await request(server()).get('/news/articles')).text);
    expect(new Set(articles)).toEqual(new Set([...preload.common, ...preload.routes['Articles']!]));
    expect(preloadsOf((await request(server()).get(HOME)).text)).toEqual(links);
  });

  it("links the route's feature stylesheets after the global one, each served", async () => {
    const preload = JSON.parse(readFileSync('dist/client/preload.json', 'utf8')) as { styles: Record<string, string[]> };
    const meta = JSON.parse(readFileSync('dist/client/meta.json', 'utf8')) as { outputs: Record<string, { entryPoint?: string; cssBundle?: string }> };
    const entry = Object.values(meta.outputs).find((o) => o.entryPoint === 'client/src/app/main.tsx' && o.cssBundle)!;
    const global = entry.cssBundle!.split('/').pop()!;
    expect(preload.styles['home']).toHaveLength(1);
    const home = sheetsOf((await request(server()).get(HOME).set('cookie', signedIn())).text);
    expect(home).toEqual([global, ...preload.styles['home']!]);
    expect(sheetsOf((await request(server()).get(HOME)).text)).toEqual(home);
    // 文章 is the content feature's; the report feature has two (the kit's chart and its own).
    expect(sheetsOf((await request(server()).get('/news/articles')).text)).toEqual([global, ...preload.styles['content']!]);
    expect(preload.styles['report']).toHaveLength(2);
    expect(sheetsOf((await request(server()).get('/client/data-board').set('cookie', signedIn())).text)).toEqual([global, ...preload.styles['report']!]);
    // A page of the shell links the global stylesheet only.
    expect(sheetsOf((await request(server()).get('/login')).text)).toEqual([global]);
    for (const file of [global, ...Object.values(preload.styles).flat()]) {
      const asset = await request(server()).get(`/assets/${file}`);
      expect(asset.status, file).toBe(200);
      expect(asset.headers['content-type']).toMatch(/text\/css/);
    }
    // The global stylesheet holds none of a feature's own rules any more.
    const css = (await request(server()).get(`/assets/${global}`)).text;
    expect(css).toContain('.btn');
    expect(css).not.toMatch(/\.hm-search\b|\.ct-|\.as-me__row/);
  });

  it('under BASE_PATH: the bootstrap names the app path, the links resolve under the base', async () => {
    const s = await startStack({ BASE_PATH: '/staff' });
    try {
      const page = await request(s.app.server).get(`/staff${HOME}`).set('cookie', signedIn());
      expect(page.status).toBe(200);
      expect(page.text).toContain('<base href="/staff/" />');
      const boot = bootOf(page.text);
      expect(boot?.permission?.path).toBe(HOME);
      expect(boot?.session.user.userCode).toBe('44010001');
      const [first] = preloadsOf(page.text);
      const asset = await request(s.app.server).get(`/staff/assets/${first}`);
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await s.close();
    }
  });
});

const FIRST = new RegExp(`<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">(.*?)</script>`, 's');
const firstOf = (html: string): FirstAnswer[] | undefined => {
  const m = FIRST.exec(html);
  return m ? (JSON.parse(m[1]!) as FirstAnswer[]) : undefined;
};

describe('the first data in the page (shared/first-calls.ts)', () => {
  let stack: TestStack;
  const server = () => stack.app.server;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  /** What the BFF answers the person for the call, asked as the screen would. */
  const asked = async (cookie: string, c: FirstCall) => {
    const req = c.method === 'GET' ? request(server()).get(`/api/${c.name}`).query(c.fields) : request(server()).post(`/api/${c.name}`).send(c.fields);
    return (await req.set('cookie', cookie).set('x-csrf', '1')).body as { ok: boolean; data: unknown };
  };

  it('home carries the answers of its first calls, each what the BFF answers that person for it', async () => {
    for (const userCode of ['44010001', '44010002']) {
      const cookie = signedIn(userCode);
      const answers = firstOf((await request(server()).get(HOME).set('cookie', cookie)).text);
      const calls = FIRST_CALLS['CustomerHomePage']!({});
      expect(answers?.map(({ name, method, fields }) => ({ name, method, fields }))).toEqual(calls);
      for (const a of answers!) expect({ ok: true, data: a.data }).toEqual(await asked(cookie, a));
    }
    // Each person's own: 李娜's page names none of 张伟's task customers.
    const zhang = firstOf((await request(server()).get(HOME).set('cookie', signedIn('44010001'))).text)!;
    const li = (await request(server()).get(HOME).set('cookie', signedIn('44010002'))).text;
    const names = zhang.filter((a) => a.name === 'weixinCustMainQuery').flatMap((a) => (a.data as { lists: { name: string; task?: unknown }[] }).lists.filter((h) => h.task).map((h) => h.name));
    expect(names.length).toBeGreaterThan(0);
    const liNames = firstOf(li)!.filter((a) => a.name === 'weixinCustMainQuery').flatMap((a) => (a.data as { lists: { name: string }[] }).lists.map((h) => h.name));
    for (const n of names.filter((x) => !liNames.includes(x))) expect(li).not.toContain(n);
  });

  it("a customer's page carries that customer's first answers; another staff member's customer none (the upstream refuses)", async () => {
    const path = '/customer-info/customerInfo-detail';
    const own = firstOf((await request(server()).get(`${path}?custId=C4400000001`).set('cookie', signedIn('44010001'))).text)!;
    expect(own.map((a) => a.name).sort()).toEqual(FIRST_CALLS['CustomerInfoDetail']!({ custId: 'C4400000001' }).map((c) => c.name).sort());
    for (const a of own) expect({ ok: true, data: a.data }).toEqual(await asked(signedIn('44010001'), a));
    const theirs = await request(server()).get(`${path}?custId=C4400000001`).set('cookie', signedIn('44010002'));
    expect(theirs.status).toBe(200);
    expect(firstOf(theirs.text) ?? []).toEqual([]);
  });

  it('the article list carries its categories and the first page of the category and search in its URL', async () => {
    const cookie = signedIn();
    const plain = firstOf((await request(server()).get('/news/articles').set('cookie', cookie)).text)!;
    expect(plain.find((a) => a.name === 'queryMpNews')?.fields).toEqual({ pageNo: 1, pageSize: 10 });
    const searched = firstOf((await request(server()).get('/news/articles?cat=C02&q=%E4%BF%9D').set('cookie', cookie)).text)!;
    const page = searched.find((a) => a.name === 'queryMpNews')!;
    expect(page.fields).toEqual({ pageNo: 1, pageSize: 10, categoryId: 'C02', keyword: '保' });
    expect({ ok: true, data: page.data }).toEqual(await asked(cookie, page));
  });

  it('none for an anonymous page, a route without first calls, or another province', async () => {
    expect((await request(server()).get(HOME)).text).not.toContain(FIRST_DATA_ELEMENT_ID);
    expect((await request(server()).get('/poster/index').set('cookie', signedIn())).text).not.toContain(FIRST_DATA_ELEMENT_ID);
    expect((await request(server()).get(`${HOME}?comId=11000000`).set('cookie', signedIn())).text).not.toContain(FIRST_DATA_ELEMENT_ID);
  });

  it('the head, with the links to the route\'s code and styles, is sent before the BFF has the first data', async () => {
    // A slow first call: the head must reach the browser at once, so that it fetches the code meanwhile.
    stack.demo.fault('fwdapi/queryReservation', { kind: 'delay', ms: 300, times: 1 });
    const port = (server().address() as AddressInfo).port;
    const parts: { at: number; text: string }[] = [];
    const started = Date.now();
    await new Promise<void>((resolve, reject) => {
      get({ port, host: '127.0.0.1', path: HOME, headers: { cookie: signedIn(), 'accept-encoding': 'identity' } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (text: string) => parts.push({ at: Date.now() - started, text }));
        res.on('end', resolve);
      }).on('error', reject);
    });
    const [first] = parts;
    const whole = parts.map((p) => p.text).join('');
    expect(first!.text).toContain('rel="modulepreload"');
    expect(first!.text).toContain('rel="stylesheet"');
    expect(first!.text).not.toContain(FIRST_DATA_ELEMENT_ID);
    expect(first!.text).not.toContain(BOOTSTRAP_ELEMENT_ID);
    expect(parts[parts.length - 1]!.at - first!.at).toBeGreaterThanOrEqual(250);
    // The rest: the bootstrap, the first data (the slow call too: within the page's wait) and the body.
    expect(bootOf(whole)).toBeDefined();
    expect(firstOf(whole)!.map((a) => a.name)).toContain('fwdapi/queryReservation');
    expect(whole).toMatch(/<\/head>\s*<body>/);
  });

  it('a call that fails is left out (the screen asks for it itself); the page is served', async () => {
    stack.demo.fault('fwdapi/queryReservation', { kind: 'http500', times: 1 });
    const page = await request(server()).get(HOME).set('cookie', signedIn());
    expect(page.status).toBe(200);
    const answers = firstOf(page.text)!;
    expect(answers.map((a) => a.name)).not.toContain('fwdapi/queryReservation');
    expect(answers.filter((a) => a.name === 'weixinCustMainQuery')).toHaveLength(4);
  });
});
