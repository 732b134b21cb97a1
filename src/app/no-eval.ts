// The Content-Security-Policy has no 'unsafe-eval' (scripts/build/csp.ts). zod compiles fast object parsers with
// `new Function` after probing whether it may, and the browser reports even that caught probe as a violation:
// jitless, it does neither. Each schema reads the setting when it is created, so the entry sets it first. zod keeps
// its settings on `globalThis.__zod_globalConfig` and adopts an existing object: setting it there keeps zod itself
// out of the first page (src/app/no-eval.test.ts checks that zod sees it).
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
export {};
