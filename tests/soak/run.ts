import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { createDb } from '../../demo/data/seed.js';
import { DEMO_USERS } from '../../demo/data/users.js';
import { cookieFor } from '../helpers/session.js';

// `npm run soak`: does the BFF's memory stay flat under hostile traffic? On loopback only. First a
// fill phase fills the bounded caches to their maximum (SOAK_FILL requests with fresh customer
// ids and config codes: the id cache holds 50,000, the config cache 2,000). Then SOAK_REQUESTS
// (50,000) requests, each with fresh random ids — customer ids the id cache keeps, config codes
// the config cache keeps, 8 KB ids that must be refused — or a random junk token (up to 6 KB)
// that must not be kept. It prints the BFF's RSS at the start, once the caches are full, and at
// the end, and fails (exit 1) when the end is 50 MB or more above the full state. Stops by
// itself: after the requests, or after SOAK_MAX_SECONDS whatever happened.
//
// Then the floods of issue 30, against the state the BFF keeps per caller: a staff member's keyed
// call and a live PC login first; SOAK_IDEMPOTENT (20,000) keyed state-changing calls with large
// answers from every demo staff member (fresh keys), SOAK_ANONYMOUS (100,500) anonymous keyed calls
// to a public state-changing call, and SOAK_PC_LOGINS (20,500) PC-login requests from as many
// addresses. Each staff member spends their byte allowance of kept answers in the first half of its
// flood (1.28 MB each; the store itself no longer fills: the rest answer 429 IDEMPOTENCY_LIMITED; RSS
// is taken then); the rest must add under 50 MB, the staff member's retry must still be answered
// from the store (no second call), and the live PC login must still be waiting.

const TOTAL = Number(process.env['SOAK_REQUESTS'] ?? 50_000);
const FILL = Number(process.env['SOAK_FILL'] ?? 53_000);
const MAX_SECONDS = Number(process.env['SOAK_MAX_SECONDS'] ?? 600);
const LIMIT_MB = 50;
const IDEMPOTENT = Number(process.env['SOAK_IDEMPOTENT'] ?? 20_000);
const ANONYMOUS = Number(process.env['SOAK_ANONYMOUS'] ?? 100_500);
const PC_LOGINS = Number(process.env['SOAK_PC_LOGINS'] ?? 20_500);
const CONNECTIONS = 20;

const children: ChildProcess[] = [];
const deadline = setTimeout(() => {
  console.error(`soak: stopped after ${MAX_SECONDS} s (SOAK_MAX_SECONDS)`);
  stopAll(1);
}, MAX_SECONDS * 1000);

function stopAll(code: number): never {
  clearTimeout(deadline);
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

function start<T>(script: string, args: string[] = []): Promise<{ child: ChildProcess; info: T }> {
  const child = fork(script, args, { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (info) => resolve({ child, info: info as T }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

interface Sample {
  rss: number;
  heapUsed: number;
  caches: Record<string, number>;
  state: { idempotencyKeys: number; idempotencyMB: number; pcLogins: number };
}

function sample(child: ChildProcess): Promise<Sample> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as Sample));
    child.send('sample');
  });
}

const staff = cookieFor();
let seq = 0;
/** A fresh id of the given shape: never seen before in this run. */
const distinct = (prefix: string) => `${prefix}${(seq++).toString(36)}${randomBytes(4).toString('hex')}`;
const junkToken = () => {
  const part = () => randomBytes(1 + Math.floor(Math.random() * 1500)).toString('base64url');
  return `${part()}.${part()}.${part()}`;
};

type Req = { path: string; cookie: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
type Kind = [weight: number, make: () => Req];
const idCacheFill: Kind = [35, () => ({ path: `/api/weixinRemindInfoSearch?custId=${distinct('C')}`, cookie: staff })]; // via the encryption endpoint
const configCacheFill: Kind = [15, () => ({ path: `/api/querySystemConfig?configCode=${distinct('cfg_')}&comCode=44010000`, cookie: staff })];

/** The fill phase: only requests that add cache entries, in the caches' proportions (50,000 : 2,000). */
const FILLING: Kind[] = [[96, idCacheFill[1]], [4, configCacheFill[1]]];
/** The soak: a mix; the share of each kind is its weight. */
const MIX: Kind[] = [
  idCacheFill,
  configCacheFill,
  [10, () => ({ path: `/api/mc/customerCar?custId=${distinct('C')}`, cookie: staff })], // coalesced lookups
  [25, () => ({ path: `/api/weixinRemindInfoSearch?custId=${distinct('C')}`, cookie: `USER_TOKEN=${junkToken()}` })], // junk tokens: 401
  [15, () => ({ path: `/api/weixinCustPortraitDetail?custId=${'C'.repeat(8192)}${distinct('')}`, cookie: staff })], // 8 KB ids: 400
];
// The floods of issue 30.
const STAFF = DEMO_USERS.filter((u) => u.systemRole === 'qyUser' && u.userCode).map((u) => cookieFor(u.userCode));
const CUST_IDS = createDb().customers.filter((c) => c.comId === '44000000').map((c) => c.custId);
/** A mass-message draft to every Guangdong customer with 1,000 characters of text: a ~4 KB answer kept per key. */
const LARGE_DRAFT = JSON.stringify({ msgType: '5', title: '节日问候', content: '节'.repeat(1000), custIds: CUST_IDS });
let staffTurn = 0;
const keyedLarge: Kind[] = [
  [1, () => ({ method: 'POST', path: '/api/saveGroupMsg', cookie: STAFF[staffTurn++ % STAFF.length]!, headers: { 'x-csrf': '1', 'content-type': 'application/json', 'idempotency-key': distinct('flood-') }, body: LARGE_DRAFT })],
];
const anonymousKeyed: Kind[] = [[1, () => ({ path: '/api/white/saveAccessHistory?newsId=N20250001&userCode=44010001&accessType=1', cookie: '', headers: { 'x-csrf': '1', 'idempotency-key': distinct('anon-') } })]];
const pcLogins: Kind[] = [
  [1, () => ({ method: 'POST', path: '/api/auth/pc-qr', cookie: '', headers: { 'x-csrf': '1', 'x-forwarded-for': `10.${randomBytes(3).join('.')}` } })],
];

function pick(kinds: Kind[]): Req {
  let r = Math.random() * kinds.reduce((n, [w]) => n + w, 0);
  for (const [w, make] of kinds) if ((r -= w) < 0) return make();
  return kinds[0]![1]();
}

async function load(url: string, amount: number, kinds: Kind[]) {
  const statuses: Record<string, number> = {};
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    timeout: 30,
    requests: [
      {
        setupRequest: (req) => {
          const { path, cookie, method = 'GET', headers = {}, body } = pick(kinds);
          return { ...req, method, path, headers: { ...req.headers, ...(cookie ? { cookie } : {}), ...headers }, ...(body ? { body } : {}) };
        },
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  return { statuses, rps: result.requests.average, errors: result.errors, timeouts: result.timeouts };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const demo = await start<{ url: string }>('tests/bench/demo-server.ts');
  const bff = await start<{ url: string }>('tests/soak/bff-server.ts', [demo.info.url]);
  const started = Date.now();
  const before = await sample(bff.child);
  console.log(`soak: ${FILL} requests to fill the caches, then ${TOTAL}; ${CONNECTIONS} connections on loopback\n`);
  console.log(`RSS at start                       ${mb(before.rss)}`);
  const fill = await load(bff.info.url, FILL, FILLING);
  const filled = await sample(bff.child);
  console.log(`RSS with the caches full           ${mb(filled.rss)}   (${FILL} requests, ${Math.round(fill.rps)} req/s; caches ${JSON.stringify(filled.caches)})`);
  const run = await load(bff.info.url, TOTAL, MIX);
  const after = await sample(bff.child);
  const growth = after.rss - filled.rss;
  console.log(`RSS after ${TOTAL} more requests   ${mb(after.rss)}   (${Math.round(run.rps)} req/s)`);
  console.log(`\nRSS growth after the caches filled: ${mb(growth)} (limit ${LIMIT_MB} MB)`);
  console.log(`heap used: ${mb(filled.heapUsed)} → ${mb(after.heapUsed)}`);
  console.log(`answers: ${JSON.stringify(run.statuses)}; errors ${run.errors}, timeouts ${run.timeouts}`);
  console.log(`cache sizes at the end: ${JSON.stringify(after.caches)}`);

  // ── The floods of issue 30 ──────────────────────────────────────────────────────────────
  const url = bff.info.url;
  const victimKey = 'victim-key-000001';
  const victimBody = JSON.stringify({ msgType: '5', title: '冬至问候', content: '{客户称谓}您好，冬至快乐！', custIds: CUST_IDS.slice(0, 2) });
  const victimSend = () =>
    fetch(`${url}/api/saveGroupMsg`, { method: 'POST', headers: { cookie: staff, 'x-csrf': '1', 'content-type': 'application/json', 'idempotency-key': victimKey }, body: victimBody });
  const first = await victimSend();
  const firstBody = (await first.json()) as { data?: { groupMsgId?: string } };
  console.log(`\nissue 30 floods: a staff member's keyed call first (${first.status}, draft ${firstBody.data?.groupMsgId})`);

  const half = Math.floor(IDEMPOTENT / 2);
  const idemFill = await load(url, half, keyedLarge);
  const idemFull = await sample(bff.child);
  console.log(`RSS after the first keyed calls   ${mb(idemFull.rss)}   (${half} keyed calls, ~${Math.round(LARGE_DRAFT.length / 1024)} KB each sent; ${JSON.stringify(idemFill.statuses)}; ${JSON.stringify(idemFull.state)})`);
  const idemRest = await load(url, IDEMPOTENT - half, keyedLarge);
  const anon = await load(url, ANONYMOUS, anonymousKeyed);
  // A live PC login (valid 2 minutes) just before its flood.
  const pcIssue = await fetch(`${url}/api/auth/pc-qr`, { method: 'POST', headers: { 'x-csrf': '1', 'x-forwarded-for': '192.0.2.10' } });
  const live = ((await pcIssue.json()) as { data: { loginId: string } }).data.loginId;
  const pcCookie = pcIssue.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const pcFlood = await load(url, PC_LOGINS, pcLogins);
  const flooded = await sample(bff.child);
  const floodGrowth = flooded.rss - idemFull.rss;
  console.log(`RSS after the floods               ${mb(flooded.rss)}   (${JSON.stringify(flooded.state)})`);
  console.log(`  keyed calls, second half: ${JSON.stringify(idemRest.statuses)} (${Math.round(idemRest.rps)} req/s)`);
  console.log(`  anonymous keyed calls:    ${JSON.stringify(anon.statuses)} (${Math.round(anon.rps)} req/s)`);
  console.log(`  PC-login requests:        ${JSON.stringify(pcFlood.statuses)} (${Math.round(pcFlood.rps)} req/s)`);
  const retry = await victimSend();
  const retryBody = (await retry.json()) as { data?: { groupMsgId?: string } };
  const replayed = retry.headers.get('idempotent-replayed') === 'true' && retryBody.data?.groupMsgId === firstBody.data?.groupMsgId;
  const poll = await fetch(`${url}/api/auth/pc-qr/${live}`, { headers: { cookie: pcCookie } });
  const pollStatus = ((await poll.json()) as { data?: { status?: string } }).data?.status;
  console.log(`RSS growth after the first keyed calls: ${mb(floodGrowth)} (limit ${LIMIT_MB} MB)`);
  console.log(`the staff member's retry: ${retry.status}, ${replayed ? 'answered from the store (same draft, no second call)' : 'NOT answered from the store'}`);
  console.log(`the live PC login: ${pollStatus}`);
  console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const ok = growth < LIMIT_MB * 1024 * 1024 && floodGrowth < LIMIT_MB * 1024 * 1024 && replayed && pollStatus === 'waiting';
  stopAll(ok ? 0 : 1);
} catch (err) {
  console.error(err);
  stopAll(1);
}
