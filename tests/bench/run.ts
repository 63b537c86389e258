import { fork, type ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { CATALOGUE } from '../../shared/catalogue/index.js';
import { cookieFor } from '../helpers/session.js';

// `npm run bench`: throughput and p50/p99 latency, side by side in one run, with the ratios:
//   (a) a catalogue call through the BFF vs (b) the same upstream call through a bare
//   @fastify/http-proxy, both against the same demo upstream; (c) a cached config call through
//   the BFF vs a bare Fastify route. Figures, never assertions: machines here are noisy.

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

function start<T>(script: string, args: string[] = []): Promise<{ child: ChildProcess; info: T }> {
  const child = fork(script, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (info) => resolve({ child, info: info as T }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string>): Promise<Figures> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const demo = await start<{ url: string }>('tests/bench/demo-server.ts');
const servers = await start<{ bff: string; bare: string }>('tests/bench/bff-server.ts', [demo.info.url]);
const cookie = cookieFor();
const custId = String(CATALOGUE.find((e) => e.name === 'weixinCustPortraitDetail')!.example.custId);

try {
  const a = await measure('(a) BFF  GET /api/weixinCustPortraitDetail', `${servers.info.bff}/api/weixinCustPortraitDetail?custId=${custId}`, { cookie });
  const b = await measure('(b) bare proxy  GET /wecom/api/weixinCustPortraitDetail.do', `${servers.info.bare}/wecom/api/weixinCustPortraitDetail.do?custId=${custId}`, { cookie });
  const c = await measure('(c) BFF cached  GET /api/queryAppConfig', `${servers.info.bff}/api/queryAppConfig?comId=44000000`, { cookie });
  const d = await measure('(d) bare Fastify route  GET /bare/config', `${servers.info.bare}/bare/config`, {});

  const row = (f: Figures) =>
    `${f.name.padEnd(58)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors}`;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`);
  for (const f of [a, b, c, d]) console.log(row(f));
  console.log(`\n(a)/(b) throughput ratio: ${(a.rps / b.rps).toFixed(2)}   (aim ≥ 0.85)`);
  console.log(`(c)/(d) throughput ratio: ${(c.rps / d.rps).toFixed(2)}   (aim ≥ 0.90)`);

  // Client size (issue: initial JavaScript at most 90 KB gzip).
  const meta = JSON.parse(readFileSync('dist/client/meta.json', 'utf8')) as { outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }> };
  const entry = Object.keys(meta.outputs).find((f) => meta.outputs[f]!.entryPoint === 'client/src/main.tsx' && f.endsWith('.js'))!;
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const i of meta.outputs[f]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entry);
  const bytes = [...seen].reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
  console.log(`initial JavaScript: ${(bytes / 1024).toFixed(1)} KB gzip in ${seen.size} files (budget 90 KB)\n`);
} finally {
  servers.child.kill();
  demo.child.kill();
}
