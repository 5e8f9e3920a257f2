// The client IP behind proxies: a forged X-Forwarded-For must not change whose limit a request counts against.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { parseEnv } from '@server/env.js';
import { resolveClientIp } from './session.js';

describe('resolveClientIp', () => {
  it('ignores the header when no proxy is trusted', () => {
    expect(resolveClientIp(0, '198.51.100.7', '1.2.3.4')).toBe('198.51.100.7');
  });

  it('takes the entry the trusted hop wrote, not the left-most one the client wrote', () => {
    // the client sent "X-Forwarded-For: 1.2.3.4"; our one proxy appended the address it saw
    expect(resolveClientIp(1, '10.0.0.2', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(resolveClientIp(1, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    // two proxies (CDN, then the load balancer)
    expect(resolveClientIp(2, '10.0.0.2', '1.2.3.4, 203.0.113.9, 172.16.0.1')).toBe('203.0.113.9');
    // fewer entries than hops: the left-most there is, never undefined
    expect(resolveClientIp(3, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('walks left past listed proxy addresses and ranges only', () => {
    const proxies = ['10.0.0.0/8', '172.16.0.1', 'fd00::/8'];
    expect(resolveClientIp(proxies, '10.0.0.2', '1.2.3.4, 203.0.113.9, 172.16.0.1')).toBe('203.0.113.9');
    expect(resolveClientIp(proxies, '::ffff:10.0.0.2', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(resolveClientIp(proxies, 'fd00::5', '203.0.113.9')).toBe('203.0.113.9');
    // a direct connection from outside the list: its own address, whatever the header says
    expect(resolveClientIp(proxies, '198.51.100.7', '1.2.3.4, 10.0.0.9')).toBe('198.51.100.7');
  });
});

describe('TRUST_PROXY setting', () => {
  afterEach(() => vi.restoreAllMocks());
  const secret = { AUTH_SECRET: 'x'.repeat(32) };
  it('reads false, true, hops and address lists', () => {
    expect(parseEnv(secret).TRUST_PROXY).toBe(0);
    expect(parseEnv({ ...secret, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ ...secret, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ ...secret, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ ...secret, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
    ]);
  });

  it('refuses anything else at start', () => {
    vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => parseEnv({ ...secret, TRUST_PROXY: 'proxy.example' })).toThrow('exit 1');
    expect(() => parseEnv({ ...secret, TRUST_PROXY: '10.0.0.0/99' })).toThrow('exit 1');
    expect(String(error.mock.calls.at(-1)?.[0])).toContain('TRUST_PROXY');
  });
});

describe('rate limits behind a proxy', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('a forged X-Forwarded-For does not dodge the per-IP limit', async () => {
    const body = { name: 'A', email: 'a@b.se', subject: 'S', message: 'M' };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.request('/api/contact', {
        method: 'POST',
        json: body,
        // a new forged address each time; the proxy appends the one it really saw
        headers: { 'x-forwarded-for': `10.66.${i}.${i + 1}, 203.0.113.50` },
      });
      statuses.push(res.status);
    }
    const limited = statuses.filter((s) => s === 429).length;
    expect(statuses[0]).toBe(201);
    expect(limited).toBeGreaterThan(0);
    // another real client behind the same proxy is not affected
    const other = await t.request('/api/contact', {
      method: 'POST',
      json: body,
      headers: { 'x-forwarded-for': '10.66.0.1, 203.0.113.51' },
    });
    expect(other.status).toBe(201);
  });
});
