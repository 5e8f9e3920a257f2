// What every request handler can reach: the process's dependencies and the caller.
import type { Logger } from 'pino';
import type { Auth } from './auth.js';
import type { Database, Db } from './db/client.js';
import type { Env } from './env.js';
import type { Hub } from './features/realtime/hub.js';
import type { RateLimiter } from './lib/rate-limit.js';

export interface Deps {
  env: Env;
  database: Database;
  db: Db;
  auth: Auth;
  log: Logger;
  limiter: RateLimiter;
  hub: Hub;
}

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
