// Kept apart from vite.config.ts: the Start plugin there would load a second React copy into tests.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from './tests/support/sequencer.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))
const appConfig = fileURLToPath(new URL('./app.config.ts', import.meta.url))

export default defineConfig({
  resolve: {
    alias: { '@': src, '#app-config': appConfig },
  },
  test: {
    // With two workers, the longest files start first (tests/support/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    // One temporary folder per run, removed at its end (tests/support/temp-root.ts).
    globalSetup: ['tests/support/temp-root.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // Two files at once when asked (npm test passes --maxWorkers=2): each worker has its own
          // PostgreSQL database (worker-database.ts), PGlite folders and ports are per file already.
          fileParallelism: true,
          setupFiles: ['tests/support/worker-database.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 240_000,
          // Each file starts its own server on its own data and its own browser, so two files run at
          // once (scripts/test.ts passes --maxWorkers=2, one per core): the browser suite is most of
          // CI's time. Tests poll for what arrives late rather than read once, so contention is safe.
          fileParallelism: true,
          // What a page shows after its data arrives is polled; a second's default is too short when
          // two browsers and two servers share two cores.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
})
