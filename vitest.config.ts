import { defineConfig } from 'vitest/config';

// Two cores here: one worker per core, and the model-heavy files get generous timeouts.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
