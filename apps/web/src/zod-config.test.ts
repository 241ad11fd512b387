import { describe, expect, it } from 'vitest';
import './zod-config';

describe('zod-config', () => {
  it('is the settings object zod reads: parsers are interpreted, never compiled', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const compiled: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args: unknown[]) {
        compiled.push(args);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args: unknown[]) {
        compiled.push(args);
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    try {
      const schema = z.object({ a: z.string(), b: z.number() });
      for (let i = 0; i < 3; i += 1) expect(schema.parse({ a: 'x', b: i })).toEqual({ a: 'x', b: i });
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toEqual([]);
  });
});
