/// <reference types="vitest/config" />
import { tanStackRouterCodeSplitter, tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { srcAlias } from './scripts/build/src-alias.ts';
import { portalBuild } from './scripts/build/vite-plugin.ts';
import { routerPluginOptions } from './scripts/route-tree.ts';
import { mantineStyles } from './scripts/vite-mantine-styles.ts';

// The SDK workspace is served pre-bundled by the dev server (as source it is ~500 modules, most of the start of
// `npm start`). Its cache is keyed by the contract, so a restart after `npm run generate` bundles it anew.
const sdkTags = readdirSync('generated/src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'model')
  .map((entry) => entry.name);
const sdkVersion = createHash('sha256').update(readFileSync('generated/openapi.json')).digest('hex').slice(0, 12);

export default defineConfig(({ mode }) => ({
  plugins: [
    // src/routes/ is the URL tree: the plugin writes the typed route tree (src/app/route-tree.gen.ts) and splits
    // each screen into its own chunk. Tests use the committed tree, and a test checks that it is current.
    mode === 'test' ? tanStackRouterCodeSplitter(routerPluginOptions) : tanstackRouter(routerPluginOptions),
    react(),
    mantineStyles(),
    // the pages, the env check, MSW's worker and the Content-Security-Policy of each build (scripts/build/)
    portalBuild(),
  ],
  resolve: { alias: [srcAlias] },
  cacheDir: `node_modules/.vite/sdk-${sdkVersion}`,
  optimizeDeps: {
    include: [
      '@portal/sdk',
      '@portal/sdk/model',
      '@portal/sdk/runtime',
      ...sdkTags.map((tag) => `@portal/sdk/mocks/${tag}`),
      // a tag whose calls take no body nor query (static files) has no schemas
      ...sdkTags
        .filter((tag) => existsSync(`generated/src/${tag}/${tag}.zod.ts`))
        .map((tag) => `@portal/sdk/zod/${tag}`),
    ],
  },
  test: {
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
    // logic, contract, SDK seam and demo backend in Node; whatever renders (*.test.tsx) in jsdom
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'generated/runtime/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
    ],
  },
}));
