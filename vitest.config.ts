import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests, integration tests (buildApp against the demo upstream on
// loopback) and browser tests (Debian's Chromium through playwright-core, on the built client).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      // The integration suite logs at info and its whole log is searched for PII afterwards.
      { test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 30_000, globalSetup: ['tests/helpers/log-setup.ts'] } },
      { test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000, fileParallelism: false } },
    ],
  },
});
