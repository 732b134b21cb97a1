import { fileURLToPath } from 'node:url';

/** `@/…` is `src/…` (tsconfig.json's `paths` says the same to TypeScript and tsx; eslint reads it from there). */
export const srcAlias = { find: /^@\//, replacement: fileURLToPath(new URL('../../src/', import.meta.url)) };
