import { defineConfig } from 'vitest/config';

/** End-to-end tests drive real browsers against production builds, one file at a time. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
