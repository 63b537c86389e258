// `npm test`: every check of the suite in as little wall time as two cores allow, then each phase's
// time, so that a slow phase is seen. Order: the browser and Redis installs, the build (the browser
// and some integration tests serve dist/), then vitest (unit and integration in parallel, browser
// after) while the type checks and the lint run beside it with their output held until the end.
// Exits non-zero if any phase failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { stripVTControlCharacters } from 'node:util';

const node = process.execPath;
const phases = [];

/** Run a command; `quiet` holds its output and prints it only if it fails. */
function run(name, command, args, { quiet = false, env } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (c) => (output += c));
      child.stderr.on('data', (c) => (output += c));
    }
    child.on('close', (code, signal) => {
      const phase = { name, seconds: (performance.now() - started) / 1000, ok: code === 0, output, code: code ?? signal };
      phases.push(phase);
      resolve(phase);
    });
  });
}

function report() {
  for (const p of phases.filter((p) => !p.ok && p.output)) {
    console.error(`\n── ${p.name} failed (${p.code}) ──\n${p.output}`);
  }
  console.log('\nPhase times (wall clock; the checks beside vitest share its two cores):');
  for (const p of phases) console.log(`  ${p.ok ? 'ok  ' : 'FAIL'} ${p.name.padEnd(34)} ${p.seconds.toFixed(1).padStart(6)} s`);
  const total = (performance.now() - begun) / 1000;
  console.log(`  total${' '.repeat(34)}${total.toFixed(1).padStart(6)} s`);
  failedTests();
}

/**
 * The failed tests again, last, with the first line of each error: a CI log shown by its tail
 * then names them (vitest's own report of them is far above, amid the passing files).
 */
function failedTests() {
  if (!existsSync(vitestReport)) return;
  const failed = [];
  for (const file of JSON.parse(readFileSync(vitestReport, 'utf8')).testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') failed.push(`${name}: ${firstLine(file.message)}`);
    for (const t of tests) failed.push(`${name} > ${[...(t.ancestorTitles ?? []), t.title].join(' > ')}: ${firstLine(t.failureMessages?.[0])}`);
  }
  if (failed.length === 0) return;
  console.log(`\nFailed tests (${failed.length}):`);
  for (const f of failed) console.log(`  ${f}`);
}
const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0].slice(0, 300);

const begun = performance.now();
const tsc = 'node_modules/typescript-native/bin/tsc';
const setup = [
  ['chromium (Debian, installed if missing)', node, ['scripts/ensure-chromium.mjs']],
  ['redis-server (Debian, installed if missing)', node, ['scripts/ensure-redis.mjs']],
  ['build (client and server)', node, ['scripts/build.mjs']],
];
for (const [name, cmd, args] of setup) {
  if (!(await run(name, cmd, args)).ok) {
    report();
    process.exit(1);
  }
}

const beside = [
  // The typed client package as it builds on its own (its tsconfig, under a second), after the server's in the same slot.
  run('typecheck server, demo, tests', node, [tsc, '-p', 'tsconfig.json', '--noEmit'], { quiet: true }).then(() =>
    run('typecheck packages/bff-client', node, [tsc, '-p', 'packages/bff-client/tsconfig.json', '--noEmit'], { quiet: true }),
  ),
  run('typecheck client', node, [tsc, '-p', 'client/tsconfig.json', '--noEmit'], { quiet: true }),
  run('lint (eslint)', node, ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'], { quiet: true }),
  run('dead exports (knip)', node, ['node_modules/knip/bin/knip.js', '--no-progress'], { quiet: true }),
];
// Vitest's JSON report beside its usual output, for the list of failed tests at the end.
const vitestReport = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
const reporters = process.argv.some((a) => a.startsWith('--reporter')) ? [] : ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`];
const vitest = run('vitest (unit, integration, browser)', node, ['node_modules/vitest/vitest.mjs', 'run', ...reporters, ...process.argv.slice(2)], {
  env: { SHOTS: process.env.SHOTS ?? '0' },
});
await Promise.all([vitest, ...beside]);
report();
process.exit(phases.every((p) => p.ok) ? 0 : 1);
