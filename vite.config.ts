/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // the app, and the page a silent (prompt=none) sign-in answers to
    rolldownOptions: { input: { main: 'index.html', silentRenew: 'silent-renew.html' } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'generated/runtime/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
