// The statements a database was given while some code ran: what a request costs in round trips.
import type { Database } from '@server/db/client.js';

export async function statementsOf(database: Database, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = database.onQuery((sql) => seen.push(sql));
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}
