import { fork } from 'node:child_process';
import { cookieFor } from '../tests/helpers/session.js';
const start = (script: string, args: string[] = []) => {
  const child = fork(script, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<{ child: any; info: any }>((r) => child.once('message', (info) => r({ child, info })));
};
const demo = await start('tests/bench/demo-server.ts');
const s = await start('tests/bench/bff-server.ts', [demo.info.url]);
const { execSync } = await import('node:child_process');
console.log(execSync(`curl -si -H 'cookie: ${cookieFor()}' '${s.info.bff}/api/queryAppConfig?comId=44000000'; echo; curl -si '${s.info.bare}/bare/config'`).toString());
s.child.kill(); demo.child.kill();
