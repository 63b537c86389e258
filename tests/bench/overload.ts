import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { cookieFor } from '../helpers/session.js';

// `npm run bench:overload`: a bounded overload run. The demo upstream and the BFF each in their own
// process; autocannon sends a customer call (through to the upstream) over OVERLOAD_CONNECTIONS
// connections (default 200) for OVERLOAD_SECONDS (default 10), once with load shedding at a low
// event-loop-delay threshold (SHED_EVENT_LOOP_DELAY_MS=OVERLOAD_SHED_MS, default 50) and once with
// shedding off. Meanwhile a probe asks /healthz and /readyz every 250 ms. It prints, per run, the
// answers by status, throughput, latency, and what the probes saw. Figures, not assertions.

const SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.OVERLOAD_CONNECTIONS ?? 200);
const SHED_MS = process.env.OVERLOAD_SHED_MS ?? '50';

function start(script: string, args: string[], env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(script, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.once('message', (info) => resolve({ child, url: (info as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function probe(url: string, stop: { done: boolean }) {
  const health: number[] = [];
  const ready: Record<string, number> = {};
  let healthFailures = 0;
  while (!stop.done) {
    const t = performance.now();
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.ok) health.push(performance.now() - t);
      else healthFailures++;
    } catch {
      healthFailures++;
    }
    try {
      const r = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) });
      await r.arrayBuffer();
      ready[r.status] = (ready[r.status] ?? 0) + 1;
    } catch {
      ready.timeout = (ready.timeout ?? 0) + 1;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  health.sort((a, b) => a - b);
  const pct = (p: number) => (health.length ? Math.round(health[Math.min(health.length - 1, Math.floor(health.length * p))]!) : NaN);
  return { healthOk: health.length, healthFailures, healthP50: pct(0.5), healthMax: pct(1), ready };
}

async function run(label: string, upstream: string, env: Record<string, string>) {
  const bff = await start('tests/bench/overload-server.ts', [upstream], env);
  try {
    const target = `${bff.url}/api/weixinCustPortraitDetail?custId=C4400000001`;
    const headers = { cookie: cookieFor() };
    await autocannon({ url: target, headers, connections: 10, duration: 2 });
    // Past the start's samples (shedding decides nothing in its first two seconds).
    await new Promise((r) => setTimeout(r, 2500));
    const stop = { done: false };
    const probing = probe(bff.url, stop);
    const r = await autocannon({ url: target, headers, connections: CONNECTIONS, duration: SECONDS, timeout: 30 });
    stop.done = true;
    const seen = await probing;
    const codes = Object.fromEntries(Object.entries((r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
    return { label, codes, rps: Math.round(r.requests.average), ok200PerS: Math.round((codes['200'] ?? 0) / SECONDS), p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, timeouts: r.timeouts, errors: r.errors, ...seen };
  } finally {
    bff.child.kill('SIGTERM');
  }
}

const demo = await start('tests/bench/demo-server.ts', []);
try {
  const shed = await run(`shedding at ${SHED_MS} ms event-loop delay`, demo.url, { SHED_EVENT_LOOP_DELAY_MS: SHED_MS, SHED_RETRY_AFTER_S: '2' });
  const off = await run('shedding off', demo.url, { SHED_EVENT_LOOP_DELAY_MS: '0', SHED_HEAP_USED_RATIO: '0' });
  console.log(`\nOverload: ${CONNECTIONS} connections for ${SECONDS} s on GET /api/weixinCustPortraitDetail (through to the demo upstream)\n`);
  console.log('| Run | answers by status | 200/s | all req/s | p50 | p99 | max | /healthz ok / failed (p50, max) | /readyz statuses |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const f of [shed, off]) {
    console.log(`| ${f.label} | ${JSON.stringify(f.codes)} | ${f.ok200PerS} | ${f.rps} | ${f.p50} ms | ${f.p99} ms | ${f.max} ms | ${f.healthOk} / ${f.healthFailures} (${f.healthP50} ms, ${f.healthMax} ms) | ${JSON.stringify(f.ready)} |`);
  }
} finally {
  demo.child.kill('SIGTERM');
}
