import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = new Map();
for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
const self = new Map(), incl = new Map();
let total = 0;
for (const [id, t] of dt) {
  total += t;
  const n = byId.get(id);
  const k = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace(/.*wt-perf\//, '')}:${n.callFrame.lineNumber}`;
  self.set(k(n), (self.get(k(n)) ?? 0) + t);
  const seen = new Set();
  for (let x = id; x !== undefined; x = parent.get(x)) { const kk = k(byId.get(x)); if (!seen.has(kk)) { seen.add(kk); incl.set(kk, (incl.get(kk) ?? 0) + t); } }
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, t]) => `${(100 * t / total).toFixed(1).padStart(5)}% ${k}`).join('\n');
console.log('SELF\n' + top(self, Number(process.argv[3] ?? 35)));
console.log('INCL\n' + top(incl, Number(process.argv[4] ?? 70)));
