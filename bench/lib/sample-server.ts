// The server the page benches (bench:lighthouse, bench:hydration) measure: as `npm start` runs it
// (NODE_ENV=production, a fresh PGlite folder, the sample data), its folder removed when it stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '@test/support/server-process.js';

export interface SampleServer {
  url: string;
  /** the first sample offer of a business, for /sponsorship/:id */
  offerId: number;
  stop(): Promise<void>;
}

export async function startSampleServer(name: string, env: Record<string, string>): Promise<SampleServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `samverka-${name}-`));
  const server = await startServerProcess({
    group: true,
    stdio: 'capture',
    readyTimeoutMs: 180_000,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_SAMPLES: 'true',
      WORKERS: 'inline',
      ...env,
    },
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const offers = (await (await fetch(`${server.url}/api/offers?type=business`)).json()) as { items: { id: number }[] };
  const offerId = offers.items[0]?.id;
  if (!offerId) {
    await stop();
    throw new Error('no sample offer: is SEED_SAMPLES on?');
  }
  return { url: server.url, offerId, stop };
}

/**
 * The pages `list` (comma-separated, from the bench's env) names — a page or its prefix, e.g. /sponsorship —
 * else all; each asked for once unmeasured: the server's first answers (module loading, caches) are not the user's.
 */
export async function choosePages(url: string, all: string[], list: string | undefined): Promise<string[]> {
  const wanted = list?.split(',');
  const pages = wanted ? all.filter((p) => wanted.some((w) => p === w || p.startsWith(`${w}/`))) : all;
  for (const page of pages) await fetch(`${url}${page}`);
  return pages;
}
