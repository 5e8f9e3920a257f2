// `SAMVERKA_QUERY_COUNT=true` (benchmarks and tests only): every API answer carries X-Query-Count, the
// number of statements its request sent to the database, so `bench:load` can tell round trips per kind of
// request under concurrency. Off by default: then this module is never used.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '@server/db/client.js';

export const QUERY_COUNT_HEADER = 'X-Query-Count';

export function queryCounter(database: Database): MiddlewareHandler {
  const current = new AsyncLocalStorage<{ statements: number }>();
  database.onQuery(() => {
    const request = current.getStore();
    if (request) request.statements++;
  });
  return (c, next) => {
    const request = { statements: 0 };
    return current.run(request, async () => {
      await next();
      c.header(QUERY_COUNT_HEADER, String(request.statements));
    });
  };
}
