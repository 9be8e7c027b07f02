import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The alias web/vite.config.ts gives the SPA for the browser-safe backend files it shares.
const webResolve = { alias: { '@services': fileURLToPath(new URL('./services', import.meta.url)) } }

// Two projects: the server side (API, modules, worker, tooling) against the real PostgreSQL,
// Redis and an SMTP peer; and the browser tests in real Chromium against the built product.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'services/**/*.test.ts',
            'worker/**/*.test.ts',
            'loadtest/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            '*.test.ts',
          ],
          globalSetup: ['services/core/testing/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        resolve: webResolve,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        // The product as `npm start` runs it, under kills, freezes and restarts (npm run test:faults).
        test: {
          name: 'faults',
          include: ['faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        resolve: webResolve,
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.test.ts'],
          globalSetup: ['services/core/testing/global-setup.ts', 'web/e2e/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
})
