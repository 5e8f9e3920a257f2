// What every request handler can reach: the process's dependencies (built in deps.ts) and the caller.
import type { Deps } from './deps.js';

export type { Deps } from './deps.js';

export interface SessionUser {
  id: string;
  email: string;
  /** the address was confirmed through the mailed link (or the account predates verification) */
  emailVerified: boolean;
  createdAt: Date;
  role: string;
  username: string | null;
  userType: string | null;
  /** TOTP second factor on (better-auth's two-factor plugin) */
  twoFactorEnabled?: boolean;
  /** the id of the session this request came with (issue 15: 'Den här enheten') */
  sessionId?: string;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
  };
}
