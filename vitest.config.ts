import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests, integration tests (buildApp against the demo upstream on
// loopback) and browser tests (Debian's Chromium through playwright-core, on the built client).
export default defineConfig({
  test: {
    // Two workers (vitest's default is one fewer than the cores: one here): the unit files run
    // beside the integration files, each project's files over both.
    maxWorkers: 2,
    projects: [
      // Property tests of a few thousand runs share the two cores with the integration files.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      // The integration suite logs at info and its whole log is searched for PII afterwards.
      { test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 30_000, globalSetup: ['tests/helpers/log-setup.ts'] } },
      // Two files at a time (each drives its own BFF and Chromium pages), each worker without
      // re-importing the server per file (isolate: false), after the other two projects.
      { test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000, maxWorkers: 2, isolate: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
