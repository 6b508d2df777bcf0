import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/support/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4174)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Bounds on how long a failing test takes to fail: CI's shared two-core machine has run 15 times
  // slower than when idle, and the song list's hydration and axe's scan of it then take minutes.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    locale: 'ja-JP',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: 'node tools/serve.mjs',
    env: {
      PORT: String(port),
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
})
