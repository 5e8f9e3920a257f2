import { defineConfig } from 'vitest/config';
import { aliases } from './aliases';

// Unit and API tests. API tests run on PGlite in memory and, when TEST_DATABASE_URL is set,
// once more against that PostgreSQL (each test file in a fresh schema). Browser journeys: vitest.e2e.config.ts.
const alias = aliases;
const shared = {
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          ...shared,
          name: 'pglite',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/quality/**/*.test.ts'],
          env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', SAMVERKA_TEST_DB: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                ...shared,
                name: 'postgres',
                include: ['src/server/**/*.test.ts', 'test/quality/**/*.test.ts'],
                env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', SAMVERKA_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
