import { defineConfig } from 'vitest/config';

/** Browser tests: the built demo in headless Chromium (npm run test:e2e; part of npm test). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
