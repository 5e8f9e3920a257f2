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
}

export async function openTwoInstances(overrides: Record<string, string> = {}): Promise<TwoInstances> {
  const t = await createTestContext(overrides);
  const deps = await createDeps(t.env, { database: t.deps.database });
  return { t, second: { app: createApp(deps), deps } };
}

/** Stops what openTwoInstances started (either may be missing when it failed half-way). */
export async function closeTwoInstances(t: TestContext | undefined, second: SecondInstance | undefined) {
  await second?.deps.hub.stop();
  await t?.close();
}
