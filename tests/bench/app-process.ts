import { spawn } from 'node:child_process';

/** The built app as `npm start` runs it (dist/server/main.js, the demo upstream), on a free port. */
export function startBuiltApp(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', TRUST_PROXY: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /App ready: open (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, stop: () => child.kill() });
    });
    child.once('exit', (code) => reject(new Error(`dist/server/main.js exited with ${code}`)));
  });
}

/** The demo staff member the benchmarks sign in as, and the province the guard remembers. */
export const BENCH_USER = { userId: 'zhangwei', comId: '44000000' };
