// What every request handler can reach: the process's dependencies (built in deps.ts) and the caller.
import type { Deps } from './deps.js';

export type { Deps } from './deps.js';

export interface SessionUser {
  id: string;
  email: string;
  createdAt: Date;
  role: string;
  username: string | null;
  userType: string | null;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
  };
}
