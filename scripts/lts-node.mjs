// Runs a command on the supported Node.js line (LTS_MAJOR: the current LTS, as in package.json's
// engines and the Dockerfile) while the machines still have an older Node: the npm registry's `node`
// package ships real Node binaries, installed once into a cache folder; the command runs with that
// binary first on PATH (so npm, npx and vitest run on it too).
//
//   node scripts/lts-node.mjs npm ci
//   node scripts/lts-node.mjs npx vitest run --project unit --project integration
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

export const LTS_MAJOR = 26;
const dir = process.env.LTS_NODE_DIR || join(homedir(), '.cache', `wecom-bff-node${LTS_MAJOR}`);
const bin = join(dir, 'node_modules', '.bin');
const node = join(bin, 'node');

const versionOf = (file) => (existsSync(file) ? spawnSync(file, ['--version'], { encoding: 'utf8' }).stdout.trim() : '');
if (!versionOf(node).startsWith(`v${LTS_MAJOR}.`)) {
  console.log(`installing Node ${LTS_MAJOR} (npm package node@${LTS_MAJOR}) into ${dir} …`);
  execFileSync('npm', ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `node@${LTS_MAJOR}`], { stdio: 'inherit' });
}
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.log(node);
  process.exit(0);
}
console.log(`on Node ${versionOf(node)}: ${[command, ...args].join(' ')}`);
// Node ≥ 25 has a localStorage global of its own (Web Storage, empty without --localstorage-file),
// which hides happy-dom's in the client's unit tests: off, as on the older line.
const nodeOptions = [process.env.NODE_OPTIONS, '--no-experimental-webstorage'].filter(Boolean).join(' ');
const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, NODE_OPTIONS: nodeOptions } });
process.exit(run.status ?? 1);
