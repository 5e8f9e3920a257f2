import { defineConfig } from 'vitest/config';
import { aliases } from './aliases';

// The long gates (`npm run test:long`): durability under SIGKILL and SIGTERM, and event streams that do
// not leak over SOAK_SECONDS (default 600) of churn, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
// One file at a time: they start and kill real server processes, and the soak measures one's memory.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['test/long/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20 * 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
