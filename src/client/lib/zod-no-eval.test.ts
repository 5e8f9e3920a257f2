// The browser's zod never asks to compile code (the CSP would refuse it and Chromium report an issue).
import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('is jitless once the entry has set its global config, whenever zod is loaded', async () => {
    await import('./zod-no-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const probe = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(probe, {
      construct(target, args) {
        compiled++;
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const schema = z.object({ name: z.string(), count: z.number() });
      expect(schema.parse({ name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
    } finally {
      globalThis.Function = probe;
    }
    expect(compiled).toBe(0);
  });
});
