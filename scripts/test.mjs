// `npm test`: every check of the suite in as little wall time as two cores allow, then each phase's
// time, so that a slow phase is seen. Order: the browser and Redis installs, the build (the browser
// and some integration tests serve dist/), then vitest (unit and integration in parallel, browser
// after) while the type checks and the lint run beside it with their output held until the end.
// Exits non-zero if any phase failed.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

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
}

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
  run('typecheck server, demo, tests', node, [tsc, '-p', 'tsconfig.json', '--noEmit'], { quiet: true }),
  run('typecheck client', node, [tsc, '-p', 'client/tsconfig.json', '--noEmit'], { quiet: true }),
  run('lint (eslint)', node, ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'], { quiet: true }),
  run('dead exports (knip)', node, ['node_modules/knip/bin/knip.js', '--no-progress'], { quiet: true }),
];
const vitest = run('vitest (unit, integration, browser)', node, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
  env: { SHOTS: process.env.SHOTS ?? '0' },
});
await Promise.all([vitest, ...beside]);
report();
process.exit(phases.every((p) => p.ok) ? 0 : 1);
