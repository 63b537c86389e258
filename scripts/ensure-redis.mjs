// The replica tests (and the Redis store's tests) start a real redis-server on loopback. Install
// Debian's package with apt-get when we can (root, apt present); otherwise stop with a message
// that says how. Never skip those tests silently.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

if (existsSync(REDIS_SERVER)) process.exit(0);

const how = 'Install it with: sudo apt-get update && sudo apt-get install -y redis-server (or set REDIS_SERVER_PATH).';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(`redis-server is missing at ${REDIS_SERVER} and cannot be installed automatically. ${how}`);
  process.exit(1);
}
console.log("redis-server is missing: installing Debian's redis-server with apt-get …");
try {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  // Only the binary is needed: the tests start their own server; Debian's service may stay as it is.
  execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env });
} catch {
  console.error(`Installing redis-server failed. ${how}`);
  process.exit(1);
}
if (!existsSync(REDIS_SERVER)) {
  console.error(`apt-get finished but ${REDIS_SERVER} is still missing. ${how}`);
  process.exit(1);
}
