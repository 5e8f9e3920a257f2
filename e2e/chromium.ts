import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH); the browser tests fail with install advice when none is found. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'Ingen Chromium hittades för webbläsartesterna. Installera den med `apt-get update && apt-get install -y chromium` ' +
        'eller peka CHROMIUM_PATH på en Chromium/Chrome.',
    );
  }
  return found;
}
