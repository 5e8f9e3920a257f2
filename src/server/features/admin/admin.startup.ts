import type { Deps } from '../../context.js';

/** Runs once at start, before the server listens (the admin password is prepared here). */
export async function prepareAdmin(_deps: Deps): Promise<void> {}
