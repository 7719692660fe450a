import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/** Benchmark cases that need the extension's modules (run by test/bench/run.ts, not by npm test). */
export default defineConfig({
  plugins: [WxtVitest(), preact()],
  test: {
    include: ['test/bench/**/*.case.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 120_000,
    pool: 'forks',
    execArgv: ['--expose-gc'],
  },
});
