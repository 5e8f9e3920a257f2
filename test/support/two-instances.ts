// Two app instances with their own deps (as two server processes would have) on one test database.
import { createApp } from '@server/app.js';
import { createDeps, type Deps } from '@server/deps.js';
import { createTestContext, type TestContext } from './harness.js';

export interface SecondInstance {
  app: ReturnType<typeof createApp>;
  deps: Deps;
}

export interface TwoInstances {
  /** instance one, with the test helpers */
  t: TestContext;
  /** instance two on the same database */
  second: SecondInstance;
  close: () => Promise<void>;
}

export async function openTwoInstances(overrides: Record<string, string> = {}): Promise<TwoInstances> {
  const t = await createTestContext(overrides);
  const deps = await createDeps(t.env, { database: t.deps.database });
  const second = { app: createApp(deps), deps };
  return {
    t,
    second,
    close: async () => {
      await second.deps.hub.stop();
      await t.close();
    },
  };
}
