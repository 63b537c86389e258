import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
let idle = 0, total = 0;
// only count samples in the last N seconds (the load window)
const window = Number(process.argv[3]) * 1e6;
let t = p.endTime; 
for (let i = p.samples.length - 1; i >= 0 && p.endTime - t < window; i--) { const d = p.timeDeltas[i]; t -= d; total += d; if (byId.get(p.samples[i]).callFrame.functionName === '(idle)') idle += d; }
console.log('busy ms', ((total - idle) / 1000).toFixed(0), 'of', (total / 1000).toFixed(0));
