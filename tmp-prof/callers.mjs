import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = new Map(); for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + p.timeDeltas[i]);
const k = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace(/.*wt-perf\//, '')}:${n.callFrame.lineNumber}`;
const stacks = new Map();
for (const [id, t] of dt) {
  if (!byId.get(id).callFrame.functionName.includes(process.argv[3])) continue;
  const chain = []; for (let x = parent.get(id), i = 0; x !== undefined && i < 8; x = parent.get(x), i++) chain.push(k(byId.get(x)));
  const key = chain.join(' < '); stacks.set(key, (stacks.get(key) ?? 0) + t);
}
for (const [s, t] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log((t / 1000).toFixed(0), 'ms', s, '\n');
