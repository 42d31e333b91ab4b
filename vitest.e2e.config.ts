import { defineConfig } from 'vitest/config'

/** Browser tests: the built server on a fresh demo database, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/support/global-setup.ts', 'tests/e2e/server.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
