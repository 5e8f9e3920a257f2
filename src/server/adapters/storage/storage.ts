// Where uploaded images live: a local folder under DATA_DIR (default) or an S3-compatible bucket.
import path from 'node:path';
import type { Env } from '@server/env.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import type { Storage } from './types.js';

export type { Storage, StoredObject } from './types.js';
export { isStorageKey, newImageKey } from './types.js';

/** The storage of this configuration; createDeps builds it once per process. */
export function createStorage(env: Env): Storage {
  return env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
    ? createS3Storage({
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        region: env.S3_REGION,
        publicUrl: env.S3_PUBLIC_URL,
      })
    : createLocalStorage(path.resolve(env.DATA_DIR, 'uploads'));
}
