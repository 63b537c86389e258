import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { cookieFor } from '../tests/helpers/session.js';
import { CATALOGUE } from '../shared/catalogue/index.js';
const custId = String(CATALOGUE.find((e) => e.name === 'weixinCustPortraitDetail')!.example.custId);
const start = (script: string, args: string[] = []) => {
  const child = fork(script, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<{ child: any; info: any }>((r) => child.once('message', (info) => r({ child, info })));
};
const demo = await start('tests/bench/demo-server.ts');
const s = await start('tests/bench/bff-server.ts', [demo.info.url]);
const cookie = cookieFor();
const which = process.argv[2] ?? 'cd';
const T = which === 'cd'
  ? [[`${s.info.bff}/api/queryAppConfig?comId=44000000`, { cookie }], [`${s.info.bare}/bare/config`, {}]]
  : [[`${s.info.bff}/api/weixinCustPortraitDetail?custId=${custId}`, { cookie }], [`${s.info.bare}/wecom/api/weixinCustPortraitDetail.do?custId=${custId}`, { cookie }]];
for (const [url, headers] of T) await autocannon({ url, headers, connections: 10, duration: 1 });
const best = [0, 0];
const ratios = [];
for (let r = 0; r < 3; r++) {
  const x = [];
  for (let i = 0; i < T.length; i++) { const res = await autocannon({ url: T[i][0], headers: T[i][1], connections: 10, duration: 2 }); x.push(res.requests.average); if (res.non2xx) console.log('non2xx', res.non2xx); best[i] = Math.max(best[i], res.requests.average); }
  ratios.push((x[0] / x[1]).toFixed(2));
}
console.log(which, best.map(Math.round), 'best ratio', (best[0] / best[1]).toFixed(2), 'rounds', ratios.join(' '));
s.child.kill('SIGTERM'); demo.child.kill();
