// Compressed answers (issue 22): on a phone's slow link the bytes are the time. The client build's text files
// get brotli and gzip copies beside them at build time (`precompressClientBuild`, called by vite.config.ts),
// which the static server sends to a browser that accepts them (serveStatic's `precompressed`); the HTML of a
// page, made per request, is compressed as it is sent (`compressedHtml`), with a fast brotli level.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** files that shrink when compressed (images other than SVG and fonts are compressed already) */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** below this a compressed copy saves less than its headers cost */
export const MIN_COMPRESS_BYTES = 1024;

export type TextEncoding = 'br' | 'gzip';

/** Writes `file.br` and `file.gz` beside every text file of `dir` (recursively) of at least 1 KB. */
export function precompressClientBuild(dir: string): { files: number; bytes: number; brotli: number } {
  const total = { files: 0, bytes: 0, brotli: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    // the build's manifest (.vite/) is read by the server, never sent
    if (path.relative(dir, entry.parentPath).split(path.sep)[0] === '.vite') continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    if (bytes.length < MIN_COMPRESS_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        // the best level, but not for the few very large chunks (the password dictionaries): seconds each
        [constants.BROTLI_PARAM_QUALITY]: bytes.length > 512 * 1024 ? 9 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    total.files++;
    total.bytes += statSync(file).size;
    total.brotli += br.length;
  }
  return total;
}

/** The encoding to answer with for an Accept-Encoding header: brotli before gzip, none when refused. */
export function acceptedEncoding(header: string | undefined): TextEncoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q.set(name!.trim(), weight === undefined ? 1 : Number(weight));
  }
  const allowed = (e: string) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : undefined;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page's HTML in the encoding the browser accepts. Brotli at level 5: a few milliseconds for a page of
 * 100 KB, and within a few per cent of the best level for HTML.
 */
export async function compressText(text: string, encoding: TextEncoding): Promise<Buffer> {
  const bytes = Buffer.from(text, 'utf8');
  return encoding === 'br'
    ? brotliAsync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipAsync(bytes, { level: 6 });
}
