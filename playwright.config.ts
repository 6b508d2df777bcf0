import { defineConfig, devices } from '@playwright/test'

import { chromiumArgs, testChromiumPath } from './tests/support/chromium.ts'
import { fixtureArchiveDist, fixtureArchiveForms } from './tests/support/fixture-archive.ts'
import { largeArchiveDir } from './tests/support/large-archive.ts'

const port = Number(process.env.E2E_PORT ?? 4174)
// The test archive's site: built from tests/fixtures/other-singer into a directory of its own and
// served on the next port, for the specs that look for particular songs and dates.
const archivePort = port + 1
const largePort = port + 2

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: testChromiumPath,
    args: chromiumArgs,
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Four: a clean-clone CI run took as long as with two (14.8 min against 13.7), but the same tree
  // with two failed an offline deploy test that four pass, still to be understood (issue 71).
  workers: 4,
  // Bounds on how long a failing test takes to fail: CI's shared two-core machine has run 15 times
  // slower than when idle, and the song list's hydration and axe's scan of it then take minutes.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'on-first-retry',
    locale: 'ja-JP',
    // The site's service worker would answer requests before a test's routes see them; the specs
    // of offline use and updates (offline.spec.ts) let it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      // The content under test (CONTENT_DIR, else content/), built by `npm run build`.
      name: 'chromium',
      testIgnore: ['fixture-archive/**', 'large-archive/**'],
      use: { ...chromium, baseURL: `http://localhost:${port}` },
    },
    {
      // The test archive: these specs name its titles, readings and dates.
      name: 'fixture-archive',
      testDir: 'tests/e2e/fixture-archive',
      use: { ...chromium, baseURL: `http://localhost:${archivePort}` },
    },
    {
      // A long generated archive, for what only a long list does.
      name: 'large-archive',
      testDir: 'tests/e2e/large-archive',
      use: { ...chromium, baseURL: `http://localhost:${largePort}` },
    },
  ],
  webServer: [
    {
      command: 'tsx tools/serve.ts',
      env: {
        PORT: String(port),
        ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      // Builds the test archive and the long archive (tests/support/build-test-archives.ts), then
      // serves the first; the next server serves the second.
      command: 'tsx tests/support/build-test-archives.ts && tsx tools/serve.ts',
      env: {
        DIST_DIR: fixtureArchiveDist,
        FORMS_DIR: fixtureArchiveForms,
        PORT: String(archivePort),
      },
      url: `http://localhost:${archivePort}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      // The builds come first; on CI's busy two-core machine they have taken minutes.
      timeout: 600_000,
    },
    {
      command: 'tsx tools/serve.ts',
      env: { DIST_DIR: `${largeArchiveDir}/site`, PORT: String(largePort) },
      url: `http://localhost:${largePort}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
})
