// Creates the embedded database's cluster in a new folder and ends (pglite-create.ts starts it as a child
// process of its own, so that initdb's memory is given back to the system the moment it is done).
// Plain JavaScript: it runs under node without tsx. Usage: node pglite-initdb.mjs <folder>
import { PGlite } from '@electric-sql/pglite';

// initdb's own runs need no buffer cache: 16 MB instead of 128 MB while the cluster is made …
const small = ['-c', 'shared_buffers=16MB'];
const pg = await PGlite.create(process.argv[2], {
  initDbStartParams: ['--set', 'shared_buffers=16MB'],
  startParams: [...PGlite.defaultStartParams, ...small],
});
// … and the database keeps PGlite's usual 128 MB from its first real start on
await pg.exec("ALTER SYSTEM SET shared_buffers = '128MB'");
await pg.close();
