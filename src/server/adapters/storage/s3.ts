// S3-compatible bucket storage (AWS S3, Cloudflare R2, MinIO…), path-style requests.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isStorageKey, LOCAL_PREFIX, type Storage } from './types.js';

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** public base URL of the bucket (e.g. a CDN); without it images are served through GET /uploads/<key> */
  publicUrl?: string;
}

export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // many S3-compatible services do not speak the newer default checksum trailers
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
  const publicBase = options.publicUrl?.replace(/\/$/, '');
  return {
    kind: 's3',
    async put(key, body, contentType) {
      if (!isStorageKey(key)) throw new Error('invalid storage key');
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=3600',
        }),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!out.Body) return null;
        const bytes = await out.Body.transformToByteArray();
        return { body: Buffer.from(bytes), contentType: 'image/webp' };
      } catch (error) {
        if (
          error instanceof S3ServiceException &&
          (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
        ) {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    publicUrl: (key) => (publicBase ? `${publicBase}/${key}` : `${LOCAL_PREFIX}${key}`),
    keyFromUrl(url) {
      const prefix = publicBase ? `${publicBase}/` : LOCAL_PREFIX;
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isStorageKey(key) ? key : null;
    },
  };
}
