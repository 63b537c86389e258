import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { cookieFor } from '../helpers/session.js';

// `npm run soak`: does the BFF's memory stay flat under hostile traffic? On loopback only. First a
// fill phase fills the bounded caches to their maximum (SOAK_FILL requests with fresh customer
// ids and config codes: the id cache holds 50,000, the config cache 2,000). Then SOAK_REQUESTS
// (50,000) requests, each with fresh random ids — customer ids the id cache keeps, config codes
// the config cache keeps, 8 KB ids that must be refused — or a random junk token (up to 6 KB)
// that must not be kept. It prints the BFF's RSS at the start, once the caches are full, and at
// the end, and fails (exit 1) when the end is 50 MB or more above the full state. Stops by
// itself: after the requests, or after SOAK_MAX_SECONDS whatever happened.

const TOTAL = Number(process.env['SOAK_REQUESTS'] ?? 50_000);
const FILL = Number(process.env['SOAK_FILL'] ?? 53_000);
const MAX_SECONDS = Number(process.env['SOAK_MAX_SECONDS'] ?? 600);
const LIMIT_MB = 50;
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

type Kind = [weight: number, make: () => { path: string; cookie: string }];
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
function pick(kinds: Kind[]) {
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
          const { path, cookie } = pick(kinds);
          return { ...req, method: 'GET', path, headers: { ...req.headers, cookie } };
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
  console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  stopAll(growth < LIMIT_MB * 1024 * 1024 ? 0 : 1);
} catch (err) {
  console.error(err);
  stopAll(1);
}
