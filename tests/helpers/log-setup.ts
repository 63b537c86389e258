import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findPii } from './pii.js';

// Global setup of the integration project: every buildApp() of the suite logs at info into one
// folder (tests/helpers/app.ts), and after the last test the whole log is searched for the seeded
// customers' ID numbers, mobiles, plates and names. Any hit fails the run (design.md: logs never
// hold PII).

declare module 'vitest' {
  export interface ProvidedContext {
    integrationLogDir: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'bff-integration-log-'));
  project.provide('integrationLogDir', dir);
  return () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.log'));
    const text = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('');
    const hits = findPii(text);
    const lines = text.split('\n').filter(Boolean).length;
    rmSync(dir, { recursive: true, force: true });
    if (hits.length > 0) {
      // Vitest reports a teardown error but does not fail the run for it: fail it here.
      process.exitCode = 1;
      throw new Error(`FAIL: the integration suite's log holds personal data: ${hits.slice(0, 10).join(', ')}`);
    }
    console.log(`integration log: ${lines} lines from ${files.length} workers searched, no seeded PII found`);
  };
}
