// The client build's manifest (`dist/client/.vite/manifest.json`, Vite's `build.manifest`): which files a
// module needs. The server lists a rendered page's chunks in its HTML (issue 22, decision 220): the entry
// preloads them a few at a time (app/preload-page.ts) before it imports the page, so the app's preload
// helper finds them there instead of adding one <link> per file in one long task while the page hydrates.
// The bundle check (scripts/check-bundle.ts) reads the same manifest.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** where a route's page module sits in the manifest (its keys are paths from the project's root) */
export const PAGE_MODULE_PREFIX = 'src/client/app/routes/';

/** the manifest beside a client build, or undefined when it was built without one */
export function readClientManifest(clientDir: string): Manifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** the chunk and everything it imports statically (what the browser must load before it runs) */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** what a page module needs beyond the entry: its chunks (to preload) and its stylesheets */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * A page module's chunks and stylesheets beyond what index.html already loads (the entry's), as absolute
 * paths; none for an unknown module.
 */
export function pageAssets(manifest: Manifest): (module: string) => PageAssets {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const entry = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const loaded = new Set([...entry].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]));
  const cache = new Map<string, PageAssets>();
  return (module) => {
    const key = `${PAGE_MODULE_PREFIX}${module}.tsx`;
    let assets = cache.get(key);
    if (assets === undefined) {
      const chunks = manifest[key] ? [...closure(manifest, key, new Set(entry))].filter((k) => !entry.has(k)) : [];
      const unique = (files: string[]) => [...new Set(files)].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
      assets = {
        scripts: unique(chunks.map((k) => manifest[k]!.file)),
        styles: unique(chunks.flatMap((k) => manifest[k]!.css ?? [])),
      };
      cache.set(key, assets);
    }
    return assets;
  };
}
