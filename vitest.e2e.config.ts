import { defineConfig } from 'vitest/config';
import { aliases } from './aliases';

// Browser journeys: one real server (like `npm start`) on a free port, Chromium through playwright-core.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // a page under a loaded 2-core machine can take seconds to answer: polls wait like `visible()` does
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
