// A full disk or a read-only data folder: the user gets a Swedish 5xx saying nothing was saved (not a
// generic 500), the operator a log line naming the cause; at start the folder's problem is named.
import sharp from 'sharp';
import { afterAll, beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { TEXTS } from '@shared/texts.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const errno = (code: string, message: string) =>
  Object.assign(new Error(message), { code, errno: -28, syscall: 'write' });

async function uploadForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  return data;
}

describe('writes that fail for want of storage', () => {
  it('an upload on a full disk answers 507 with a Swedish message', async () => {
    const user = await t.signUp();
    vi.spyOn(t.deps.storage, 'put').mockRejectedValueOnce(errno('ENOSPC', 'ENOSPC: no space left on device, write'));
    const res = await t.request('/api/uploads', { method: 'POST', cookie: user.cookie, body: await uploadForm() });
    expect(res.status).toBe(507);
    expect((await res.json()).error).toEqual({ code: 'STORAGE_UNAVAILABLE', message: TEXTS.errors.storageFull });
  });

  it('a read-only folder answers the same', async () => {
    const user = await t.signUp();
    vi.spyOn(t.deps.storage, 'put').mockRejectedValueOnce(errno('EROFS', 'EROFS: read-only file system, open'));
    const res = await t.request('/api/uploads', { method: 'POST', cookie: user.cookie, body: await uploadForm() });
    expect(res.status).toBe(507);
    expect((await res.json()).error.message).toBe(TEXTS.errors.storageFull);
  });

  it('a database out of disk (SQLSTATE 53100) answers the same', async () => {
    vi.spyOn(t.deps.limiter, 'hit').mockRejectedValueOnce(
      Object.assign(new Error('could not extend file "base/16384/2619": No space left on device'), { code: '53100' }),
    );
    const res = await t.request('/api/contact', {
      method: 'POST',
      json: { name: 'Karin', email: 'karin@exempel.se', subject: 'Fråga', message: 'Hej' },
    });
    expect(res.status).toBe(507);
    expect((await res.json()).error.code).toBe('STORAGE_UNAVAILABLE');
  });
});
