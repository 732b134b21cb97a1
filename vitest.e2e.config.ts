import { defineConfig } from 'vitest/config';
import { srcAlias } from './scripts/build/src-alias';

/** Browser tests: the built demo in headless Chromium (npm run test:e2e; part of npm test). */
export default defineConfig({
  resolve: { alias: [srcAlias] },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
