import { readFileSync } from 'node:fs';
function load(file, reqs, windowS) {
  const p = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map(); let t = p.endTime;
  for (let i = p.samples.length - 1; i >= 0 && p.endTime - t < windowS * 1e6; i--) {
    const d = p.timeDeltas[i]; t -= d; const n = byId.get(p.samples[i]);
    const k = `${n.callFrame.functionName}|${n.callFrame.url}`; self.set(k, (self.get(k) ?? 0) + d);
  }
  const groups = new Map();
  const rules = [
    ['idle', /^\(idle\)/], ['socket writes (kernel)', /^(writev|writeUtf8String|writeLatin1String|writeBuffer)\|/], ['garbage collection', /^\(garbage/],
    ['security headers + cross-site/CSRF (security.ts)', /security\.ts/], ['request id (request-id.ts, randomUUID)', /request-id\.ts|randomUUID|randomFill|secureBuffer/],
    ['bearer access (internal-apps.ts)', /internal-apps\.ts/], ['load shedding (under-pressure)', /under-pressure/], ['cookies (@fastify/cookie)', /@fastify\/cookie|\/cookie\/dist/],
    ['compression hooks (@fastify/compress)', /@fastify\/compress/], ['metrics (metrics.ts, prom-client)', /metrics\.ts|prom-client/],
    ['session token (token.ts)', /session\/token\.ts/], ['answer cache (upstream.ts, caches.ts, store, lru-cache)', /upstream\/upstream\.ts|caches\.ts|embedded-store\.ts|lru-cache|outbound-urls/],
    ['mirror handler (mirror.ts, gates, caller rules, enumeration)', /mirror\.ts|gates\.ts|caller\.ts|enumeration\.ts|public-base|reveals\.ts|session\.ts/],
    ['serialisation (fast-json-stringify, JSON)', /fast-json-stringify|answer-serializer|stringify/i], ['routing, query string (find-my-way)', /find-my-way|fast-querystring/],
    ['request logger (childLoggerFactory)', /logger-factory|tracing\.ts|pino/], ['socket idle timeouts (timers)', /_unrefTimer|timers|getLibuvNow/], ['Fastify core', /fastify\/lib|fastify\.js|avvio/],
    ['Node HTTP (parse, headers, streams)', /node:|^\w*\|$/],
  ];
  for (const [k, v] of self) { const g = rules.find(([, r]) => r.test(k))?.[0] ?? 'other'; groups.set(g, (groups.get(g) ?? 0) + v / reqs); }
  return groups;
}
const [fa, ra, fb, rb] = process.argv.slice(2);
const A = load(fa, +ra, 11), B = load(fb, +rb, 11);
const keys = [...new Set([...A.keys(), ...B.keys()])].sort((x, y) => ((A.get(y) ?? 0) - (B.get(y) ?? 0)) - ((A.get(x) ?? 0) - (B.get(x) ?? 0)));
for (const k of keys) console.log(`| ${k} | ${(A.get(k) ?? 0).toFixed(1)} | ${(B.get(k) ?? 0).toFixed(1)} |`);
