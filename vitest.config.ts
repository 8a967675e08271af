import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts', 'eslint-rules/**/*.test.js'],
    exclude: ['node_modules', 'dist', 'e2e'],
    pool: 'forks',
    // CI runs its lanes at once on a small machine: generous limits, so that only a real hang fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
