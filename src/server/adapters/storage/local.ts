// Uploaded images in a local folder under DATA_DIR (the default).
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isStorageKey, LOCAL_PREFIX, type Storage } from './types.js';

export function createLocalStorage(dir: string): Storage {
  return {
    kind: 'local',
    async put(key, body) {
      if (!isStorageKey(key)) throw new Error('invalid storage key');
      await mkdir(dir, { recursive: true });
      // write then rename, so a reader never sees half a file
      const tmp = path.join(dir, `.${key}.${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(tmp, body, { flag: 'wx' });
      await rename(tmp, path.join(dir, key));
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return { body: await readFile(path.join(dir, key)), contentType: 'image/webp' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await rm(path.join(dir, key), { force: true });
    },
    publicUrl: (key) => `${LOCAL_PREFIX}${key}`,
    keyFromUrl(url) {
      if (!url.startsWith(LOCAL_PREFIX)) return null;
      const key = url.slice(LOCAL_PREFIX.length);
      return isStorageKey(key) ? key : null;
    },
  };
}
