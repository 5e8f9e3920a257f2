// Counting statements (issue 21): every statement a database is given, Drizzle's, raw ones, a transaction's
// and the job queue's, can be heard by listeners (tests and `bench:load` count round trips with it).
import type { PGlite, Transaction } from '@electric-sql/pglite';

export type QueryListener = (text: string) => void;

/** The listeners of one database and the function that tells them of a statement. */
export function queryTaps() {
  const listeners = new Set<QueryListener>();
  return {
    tell(text: unknown) {
      if (listeners.size === 0) return;
      const sql = typeof text === 'string' ? text : String((text as { text?: string })?.text ?? '');
      for (const listener of listeners) listener(sql);
    },
    onQuery(listener: QueryListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Tells `tell` of each statement PGlite is given: query and exec, and those of a transaction with its BEGIN and COMMIT. */
export function tapPglite(client: PGlite, tell: (text: unknown) => void) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    tell(text);
    return (query as (...a: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) => {
    tell(text);
    return (exec as (...a: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.exec;
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) => {
    tell('BEGIN');
    return transaction(async (tx: Transaction) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((text: string, ...rest: unknown[]) => {
        tell(text);
        return (txQuery as (...a: unknown[]) => unknown)(text, ...rest);
      }) as typeof tx.query;
      tx.exec = ((text: string, ...rest: unknown[]) => {
        tell(text);
        return (txExec as (...a: unknown[]) => unknown)(text, ...rest);
      }) as typeof tx.exec;
      const result = await callback(tx);
      tell('COMMIT');
      return result;
    });
  }) as typeof client.transaction;
}
