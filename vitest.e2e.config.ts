import { defineConfig } from 'vitest/config';

/** End-to-end tests drive real browsers against production builds, one file at a time. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A condition waited for (expect.poll) gets the harness's 15 s (wait.ts), not vitest's 1 s: on a
    // loaded machine the welcome page's sign-in form took longer than 1 s to show, and the test failed.
    expect: { poll: { timeout: 15_000 } },
  },
});
