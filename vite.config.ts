import { resolve } from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

import { catalogueFile } from './build-src/archive-files/song-catalogue.ts'
import { streamsDir } from './build-src/archive-files/stream-files.ts'
import { buildIdPlugin } from './build-src/build-id-plugin.ts'
import { contentDir } from './build-src/content-dir.ts'
import { contentCheck } from './build-src/content-folder/content-check-plugin.ts'
import { contentModules } from './build-src/content-folder/content-modules-plugin.ts'
import {
  packedSongListModule,
  packedSongListPlugin,
} from './build-src/data-modules/packed-song-list-plugin.ts'
import { streamFiguresPlugin } from './build-src/data-modules/stream-figures-plugin.ts'
import { loadOncePerBuild } from './build-src/load-once-per-build.ts'
import { prePaintDevPlugin } from './build-src/pre-paint-dev-plugin.ts'
import { PAGE_WORKER, SERVER_ENTRY, serverEntryDir } from './build-src/prerender/server-entry.ts'
import { webAppPlugin } from './build-src/web-app/web-app-plugin.ts'
import { domTestFiles } from './tests/support/dom-test-files.ts'

const outDir = process.env.DIST_DIR ?? 'dist'
const unitTests = [
  'src/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.{ts,tsx}',
  'build-src/**/*.test.ts',
  'tools/**/*.test.ts',
]
const domTests = domTestFiles(
  import.meta.dirname,
  unitTests.map((pattern) => pattern.slice(0, pattern.indexOf('/**'))),
)
// The song data modules are derived from these; the client and server builds derive them once.
const songDataFiles = [streamsDir(contentDir()), catalogueFile(contentDir())]

// Only files that import a Lingui macro need Babel; everything else stays on the fast path.
const linguiMacro = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader ships with its page, so the data it imports lands in that page's chunk.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    babel({ presets: [linguiMacro] }),
    lingui(),
    buildIdPlugin(),
    contentCheck(contentDir()),
    loadOncePerBuild(contentModules(contentDir()), [contentDir()]),
    prePaintDevPlugin(),
    // The song data comes from the content folder's stream files.
    loadOncePerBuild(streamFiguresPlugin(contentDir()), songDataFiles),
    loadOncePerBuild(packedSongListPlugin(contentDir()), songDataFiles),
    webAppPlugin(contentDir(), resolve('src/styles.css')),
  ],
  // The ranking worker (src/features/songs/search/rank-worker.ts) is a bundle of its own: the app's code
  // it shares may name Lingui's macros, compiled away here too.
  worker: { plugins: () => [babel({ presets: [linguiMacro] })] },
  // The singer's content (CONTENT_DIR, else content/): its modules, and its public files
  // (images, favicon, share image) copied as they are.
  publicDir: resolve(contentDir(), 'public'),
  build: {
    // Several builds may run side by side (build-src/prerender.ts and tools/serve.ts read it too).
    outDir,
    // The prerender links each page's route chunks from it (then deletes it).
    manifest: true,
    // One small stylesheet for the whole site, which the prerender inlines into every page.
    cssCodeSplit: false,
  },
  // `vite build` builds the client and, in the same process, the server entry and the page worker
  // that build-src/prerender.ts renders the pages with, so they share the song data's derivation.
  builder: {},
  environments: {
    // The client's chunks only: on the server bundle the groups would put the page worker's own
    // code into the chunk the main thread imports.
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Name each catalog and content chunk after its part and locale, so a request shows
            // which was loaded, apart from the code of the page of the same name
            // (`i18n-about-ja-…`, `content-about-zh-…`, `about-…`).
            chunkFileNames: (chunk) => {
              const id = chunk.facadeModuleId ?? ''
              const [, locale, catalog] = /locales\/([\w-]+)\/([\w-]+)\.po/.exec(id) ?? []
              if (locale) return `assets/i18n-${catalog}-${locale}-[hash].js`
              const [, part, code] = /virtual:content\/(\w+)\/([\w-]+)$/.exec(id) ?? []
              return part ? `assets/content-${part}-${code}-[hash].js` : 'assets/[name]-[hash].js'
            },
            // The packed song data gets a chunk of its own: a data update leaves the UI chunks
            // cached, and the size budget can watch it. Everything the entry imports statically
            // stays in the entry chunk: on its own Rolldown moves what lazy chunks share with it
            // (React, the router) to a second chunk (rolldown/rolldown#10731), 1.5 KB gzip more on
            // every page.
            codeSplitting: {
              groups: [
                { name: 'song-data', test: packedSongListModule },
                { name: 'index', tags: ['$initial'] },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        ssr: true,
        rolldownOptions: { input: { 'entry-server': SERVER_ENTRY, 'page-worker': PAGE_WORKER } },
        outDir: serverEntryDir(import.meta.dirname, outDir),
        emptyOutDir: true,
        copyPublicDir: false,
        reportCompressedSize: false,
      },
    },
  },
  test: {
    // Node by default; a file that needs the DOM says `@vitest-environment jsdom` in its first line.
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // One worker per core, not Vitest's cores minus one: on CI's two cores that halves the run.
    maxWorkers: '100%',
    // Threads start faster than the default forks: about 20 s less of a 130 s run on two cores.
    pool: 'threads',
    restoreMocks: true,
    // The first render of the real route tree in a file compiles the app; on a busy 2-core CI
    // machine that has taken over 30 s.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: unitTests,
          exclude: [...configDefaults.exclude, ...domTests],
        },
      },
      {
        // A DOM file in a VM context of a kept worker, not in a worker of its own: setting up
        // jsdom took 104 s of a 117 s run of these 60 files on two cores, and 4 s so.
        extends: true,
        test: { name: 'dom', include: domTests, pool: 'vmThreads' },
      },
    ],
  },
})
