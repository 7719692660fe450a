import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  // WxtVitest does not apply wxt.config.ts's vite plugins, so Preact is added here too.
  plugins: [WxtVitest(), preact()],
  test: {
    include: ['**/__tests__/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.output/**', 'test/e2e/**'],
    environment: 'node',
    setupFiles: ['test/setup/testing-library.ts', 'test/setup/locales.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
