/// <reference types="vitest/config" />
import { tanStackRouterCodeSplitter, tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routerPluginOptions } from './scripts/route-tree';

export default defineConfig(({ mode }) => ({
  plugins: [
    // src/routes/ is the URL tree: the plugin writes the typed route tree (src/app/route-tree.gen.ts) and splits
    // each screen into its own chunk. Tests use the committed tree, and a test checks that it is current.
    mode === 'test' ? tanStackRouterCodeSplitter(routerPluginOptions) : tanstackRouter(routerPluginOptions),
    react(),
  ],
  build: {
    // the app, and the page a silent (prompt=none) sign-in answers to
    rolldownOptions: { input: { main: 'index.html', silentRenew: 'silent-renew.html' } },
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
