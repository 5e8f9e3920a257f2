// Offer images: judged by their bytes, re-encoded with sharp (no metadata, ≤ 1600 px, WebP), then stored.
import sharp, { type Metadata } from 'sharp';
import type { Db } from '@server/db/client.js';
import { uploads } from '@server/db/schema.js';
import { AppError } from '@server/lib/errors.js';
import type { Storage } from '@server/adapters/storage/storage.js';
import { newImageKey } from '@server/adapters/storage/storage.js';
import { LIMITS } from '@shared/constants.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';
import type { TUploadResult } from '@shared/schemas/common.response.js';

const T = OFFER_TEXTS.uploads;

/** Longest side of a stored image. */
export const IMAGE_MAX_SIDE = 1600;
/** Refuse images above ~40 megapixels before decoding them (a decompression bomb is small on disk). */
export const IMAGE_MAX_PIXELS = 40_000_000;

type ImageFormat = 'png' | 'jpeg' | 'webp';

/** The format named by the file's first bytes, whatever its name or declared type says. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

const unsupported = () => new AppError('UNSUPPORTED_IMAGE', 415, T.unsupported);
export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, T.tooLarge);

/** Re-encodes an uploaded image to a clean WebP. Throws 413/415 with Swedish messages. */
export async function processImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > LIMITS.imageBytes) throw tooLarge();
  const format = sniffImage(bytes);
  if (!format) throw unsupported();
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch {
    throw unsupported();
  }
  if (meta.format !== format && !(format === 'jpeg' && meta.format === 'jpeg')) throw unsupported();
  if (!meta.width || !meta.height || meta.width * meta.height > IMAGE_MAX_PIXELS) throw unsupported();
  try {
    return await sharp(bytes, options)
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupported();
  }
}

/** Stores the re-encoded image and records the upload, so it can be swept if no offer ever shows it. */
export async function storeImage(opts: {
  db: Db;
  storage: Storage;
  bytes: Buffer;
  userId: string;
}): Promise<TUploadResult> {
  const webp = await processImage(opts.bytes);
  const key = newImageKey();
  const url = opts.storage.publicUrl(key);
  await opts.storage.put(key, webp, 'image/webp');
  try {
    await opts.db.insert(uploads).values({ key, url, userId: opts.userId });
  } catch (error) {
    await opts.storage.delete(key).catch(() => {});
    throw error;
  }
  return { url };
}
