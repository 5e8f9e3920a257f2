// `npm run admin:grant -- <email>` / `npm run admin:revoke -- <email>`: makes a user an admin by role
// (or takes it back). Opens the database exactly like the server does. With the embedded PGlite,
// stop the server first: only one process may open its data folder, and the script refuses while
// the server holds it.
import path from 'node:path';
import { parseEnv, readProcessEnv } from '@server/env.js';
import { openDatabase } from '@server/db/client.js';
import { migrate } from '@server/db/migrate.js';
import {
  DataDirLockedError,
  DataDirUnwritableError,
  ensureWritableDataDir,
  lockDataDir,
  type DataDirLock,
} from '@server/lib/data-dir-lock.js';

const [action, rawEmail] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !rawEmail) {
  console.error('Användning: npm run admin:grant -- <e-post>   eller   npm run admin:revoke -- <e-post>');
  process.exit(2);
}
const email = rawEmail.trim().toLowerCase();

const env = parseEnv(readProcessEnv());
let lock: DataDirLock | undefined;
if (!env.DATABASE_URL) {
  try {
    ensureWritableDataDir(env.DATA_DIR);
    lock = lockDataDir(env.DATA_DIR, 'admin-script');
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `Samverka körs redan på datamappen ${error.dataDir} (pid ${error.owner.pid}). Rollen ändrades inte.\n` +
          'Stoppa servern (Ctrl+C eller kill ' +
          `${error.owner.pid}), kör kommandot igen och starta sedan servern. Den inbäddade databasen tål bara en process åt gången.\n` +
          `Samverka is already running on the data folder ${error.dataDir} (pid ${error.owner.pid}); the role was not changed. ` +
          'Stop the server, run this command again, then start the server.',
      );
      process.exit(1);
    }
    if (error instanceof DataDirUnwritableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: 1 } : { dataDir: path.join(env.DATA_DIR, 'pglite') },
);
let code = 0;
try {
  await migrate(database);
  const role = action === 'grant' ? 'admin' : 'user';
  const rows = await database.query<{ email: string }>(
    'UPDATE users SET role = $1, updated_at = now() WHERE lower(email) = $2 RETURNING email',
    [role, email],
  );
  if (rows.length === 0) {
    console.error(`Ingen användare med e-postadressen ${email} hittades.`);
    code = 1;
  } else if (action === 'grant') {
    console.log(`${rows[0].email} är nu administratör och når /admin utan lösenord.`);
  } else {
    console.log(`${rows[0].email} är inte längre administratör.`);
  }
} catch (error) {
  console.error(`Kunde inte ändra rollen: ${(error as Error).message}`);
  code = 1;
} finally {
  await database.close();
  lock?.release();
}
process.exit(code);
