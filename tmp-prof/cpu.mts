import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { cookieFor } from '../tests/helpers/session.js';
const start = (script: string, args: string[] = []) => {
  const child = fork(script, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<{ child: any; info: any }>((r) => child.once('message', (info) => r({ child, info })));
};
const cpu = (child: any) => new Promise<number>((r) => { const on = (m: any) => { if (m?.cpu !== undefined) { child.off('message', on); r(m.cpu); } }; child.on('message', on); child.send('cpu'); });
const demo = await start('tests/bench/demo-server.ts');
const s = await start('tests/bench/bff-server.ts', [demo.info.url]);
const T: [string, any][] = [[`${s.info.bff}/api/queryAppConfig?comId=44000000`, { cookie: cookieFor() }], [`${s.info.bare}/bare/config`, {}]];
for (const [url, headers] of T) await autocannon({ url, headers, connections: 10, duration: 1 });
const best = [Infinity, Infinity];
for (let r = 0; r < 3; r++) for (let i = 0; i < 2; i++) { const b = await cpu(s.child); const res = await autocannon({ url: T[i][0], headers: T[i][1], connections: 10, duration: 2 }); best[i] = Math.min(best[i], ((await cpu(s.child)) - b) / res.requests.total); }
console.log('c µs', best[0].toFixed(1), 'd µs', best[1].toFixed(1), 'ratio', (best[1] / best[0]).toFixed(2));
s.child.kill('SIGTERM'); demo.child.kill();
