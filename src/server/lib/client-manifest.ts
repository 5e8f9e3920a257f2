// The client build's manifest (`dist/client/.vite/manifest.json`, Vite's `build.manifest`): which files a
// module needs. The server names a rendered page's chunks in its HTML (issue 22): the browser starts
// fetching them while it parses the page, and the app's preload helper finds them there instead of adding
// one <link> per file from script, on the main thread, while the page hydrates. The bundle check
// (scripts/check-bundle.ts) reads the same manifest.
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

/**
 * `<link>` tags for a page module's chunks and stylesheets beyond what index.html already loads (the
 * entry's), as its preload helper would add them: modulepreload with crossorigin, at low priority like the
 * entry's own (they hydrate a page already painted). '' for an unknown module.
 */
export function pageAssetLinks(manifest: Manifest): (module: string) => string {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const entry = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const loaded = new Set([...entry].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]));
  const cache = new Map<string, string>();
  return (module) => {
    const key = `${PAGE_MODULE_PREFIX}${module}.tsx`;
    let links = cache.get(key);
    if (links === undefined) {
      const chunks = manifest[key] ? [...closure(manifest, key, new Set(entry))].filter((k) => !entry.has(k)) : [];
      const scripts = chunks.map((k) => manifest[k]!.file).filter((f) => !loaded.has(f));
      const styles = [...new Set(chunks.flatMap((k) => manifest[k]!.css ?? []))].filter((f) => !loaded.has(f));
      links = [
        ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" fetchpriority="low">`),
      ].join('\n    ');
      cache.set(key, links);
    }
    return links;
  };
}
