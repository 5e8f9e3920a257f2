// Compressed answers (issue 22): the encoding chosen for a browser, a page's HTML, the build's copies.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressText, precompressClientBuild } from './compression.js';

describe('compression', () => {
  it('answers in brotli, else gzip, and not at all when the browser refuses both', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it("compresses a page's HTML to what the browser unpacks again", async () => {
    const html = `<!doctype html><p>${'Sponsring för föreningar. '.repeat(400)}</p>`;
    const br = await compressText(html, 'br');
    expect(br.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(gunzipSync(await compressText(html, 'gzip')).toString('utf8')).toBe(html);
  });

  it("writes brotli and gzip copies beside the build's text files of 1 KB or more, not beside images", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'samverka-precompress-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      const js = 'export const x = "Samverka";\n'.repeat(100);
      writeFileSync(path.join(dir, 'assets', 'index-abc.js'), js);
      writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'p{margin:0}');
      writeFileSync(path.join(dir, 'og-image.png'), Buffer.alloc(4096));
      const done = precompressClientBuild(dir);
      expect(done.files).toBe(1);
      const file = path.join(dir, 'assets', 'index-abc.js');
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
      expect(existsSync(path.join(dir, 'assets', 'tiny.css.br'))).toBe(false);
      expect(existsSync(path.join(dir, 'og-image.png.br'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
