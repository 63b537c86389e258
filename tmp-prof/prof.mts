import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { cookieFor } from '../tests/helpers/session.js';
const start = (script: string, args: string[] = [], execArgv: string[] = []) => {
  const child = fork(script, args, { execArgv: ['--import', 'tsx', ...execArgv], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<{ child: any; info: any }>((r) => child.once('message', (info) => r({ child, info })));
};
const demo = await start('tests/bench/demo-server.ts');
const s = await start('tests/bench/bff-server.ts', [demo.info.url], ['--cpu-prof', '--cpu-prof-dir=/tmp/perfprof']);
const path = (process.argv[2] ?? '/api/queryAppConfig?comId=44000000').replace('CUST', String((await import('../shared/catalogue/index.js')).CATALOGUE.find((e) => e.name === 'weixinCustPortraitDetail')!.example.custId)); const base = process.argv[3] === 'bare' ? s.info.bare : s.info.bff;
const r = await autocannon({ url: base + path, headers: { cookie: cookieFor() }, connections: 10, duration: 12 });
console.log(r.requests.average, r.requests.total);
s.child.kill('SIGTERM'); demo.child.kill();
