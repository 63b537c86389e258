import { readFileSync } from 'node:fs';
function load(file, reqs, windowS) {
  const p = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map(), incl = new Map();
  let t = p.endTime;
  const k = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace(/.*wt-perf\//, '')}:${n.callFrame.lineNumber}`;
  for (let i = p.samples.length - 1; i >= 0 && p.endTime - t < windowS * 1e6; i--) {
    const d = p.timeDeltas[i]; t -= d; const id = p.samples[i];
    const kk = k(byId.get(id)); self.set(kk, (self.get(kk) ?? 0) + d);
    const seen = new Set();
    for (let x = id; x !== undefined; x = parent.get(x)) { const q = k(byId.get(x)); if (!seen.has(q)) { seen.add(q); incl.set(q, (incl.get(q) ?? 0) + d); } }
  }
  for (const m of [self, incl]) for (const [kk, v] of m) m.set(kk, v / reqs);
  return { self, incl };
}
const [fa, ra, fb, rb, mode] = process.argv.slice(2);
const A = load(fa, Number(ra), 11), B = load(fb, Number(rb), 11);
const m = mode === 'incl' ? 'incl' : 'self';
const keys = new Set([...A[m].keys(), ...B[m].keys()]);
const rows = [...keys].map((kk) => [kk, (A[m].get(kk) ?? 0), (B[m].get(kk) ?? 0)]).sort((x, y) => (y[1] - y[2]) - (x[1] - x[2]));
for (const [kk, a, b] of rows.slice(0, Number(process.argv[7] ?? 50))) console.log(a.toFixed(2).padStart(7), b.toFixed(2).padStart(7), kk);
