// Browser tests need Debian's chromium. Install it with apt-get when we can (root, apt present);
// otherwise stop with a message that says how. Never skip the browser tests silently.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const how = 'Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(`Chromium is missing at ${CHROMIUM} and cannot be installed automatically. ${how}`);
  process.exit(1);
}
console.log('Chromium is missing: installing Debian\'s chromium with apt-get …');
try {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
} catch {
  console.error(`Installing chromium failed. ${how}`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing. ${how}`);
  process.exit(1);
}
