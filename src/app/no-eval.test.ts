import { expect, it } from 'vitest';

it('makes zod jitless before zod is loaded, so no schema probes or uses eval', async () => {
  await import('./no-eval');
  const { config, z } = await import('zod');
  expect(config().jitless).toBe(true);
  const evalSpy = globalThis.Function;
  let compiled = 0;
  globalThis.Function = new Proxy(evalSpy, {
    construct(target, args) {
      compiled += 1;
      return Reflect.construct(target, args);
    },
  });
  try {
    expect(z.object({ name: z.string(), age: z.number() }).parse({ name: 'Anna', age: 40 })).toEqual({
      name: 'Anna',
      age: 40,
    });
  } finally {
    globalThis.Function = evalSpy;
  }
  expect(compiled).toBe(0);
});
