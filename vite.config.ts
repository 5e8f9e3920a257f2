import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { aliases } from './aliases';
import { precompressClientBuild } from './src/server/lib/compression';

const port = Number(process.env.PORT ?? 3000);

/**
 * The chart library (only on the statistics page, in its own lazy chunk) gets its own copy of `clsx`: shared
 * with the app's `cn()`, it would be split out of the landing page's chunks into one more file they load.
 */
const privateChartDeps: Plugin = {
  name: 'samverka-private-chart-deps',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'clsx' || !importer?.includes('/node_modules/recharts/')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? `${resolved.id}?charts` : null;
  },
};

/**
 * Brotli and gzip copies beside the client build's text files, sent by the production server to a browser
 * that accepts them (issue 22: a phone on slow 4G waited for 560 KB sent uncompressed). Not for the server
 * entry (`--ssr`), which is read from disk.
 */
const precompress: Plugin = {
  name: 'samverka-precompress',
  apply: 'build',
  writeBundle(options) {
    if (this.environment.config.build.ssr || !options.dir) return;
    precompressClientBuild(options.dir);
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), privateChartDeps, precompress],
  resolve: { alias: aliases },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // which files each page needs (.vite/manifest.json): the server names a rendered page's chunks in its
    // HTML (src/server/lib/client-manifest.ts) and never serves the file itself
    manifest: true,
    chunkSizeWarningLimit: 600,
    // the toast library is imported by many pages and only lazily by the app's frame: a chunk of its own
    // keeps it out of the entry, so a visitor's first load has none of it (issue 22).
    // Everything the entry imports statically ('$initial') is loaded by every page anyway: in two files, the
    // libraries ('vendor', unchanged by a release of the app's own code) and the app's frame (the entry),
    // instead of a dozen that a later page shares (the router, TanStack Query, tailwind-merge, the API
    // client, ...): fewer requests, and each file compresses better (landing page 154.9 -> 151.1 KB gzip)
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/, includeDependenciesRecursively: false },
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 1 },
            { name: 'frame', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  // the server's render of public pages (`vite build --ssr src/client/entry-server.tsx`, issue 22) carries
  // its own React and libraries: the production server needs none of the client's dev dependencies
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${port}`, changeOrigin: false },
      '/uploads': `http://localhost:${port}`,
    },
  },
});
