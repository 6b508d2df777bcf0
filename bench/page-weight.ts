// `npm run bench:page-weight`: what each page of two or more builds weighs and how it paints, side
// by side on the same host: the deploy (every file, the median page, raw and gzip) and Lighthouse
// mobile (slow 4G, simulated phone) on a song page, a stream page, the home page and the song
// list, in rounds alternating the builds. Prints medians and the host's benchmark index.
//
// Environment:
//   WEIGHT_DISTS   name=dist,... builds of the same content, required
//   WEIGHT_RUNS    Lighthouse runs kept per URL and build (default 3; 0 for the sizes alone)
//   WEIGHT_PORT    first port (default 4700); each build takes the next, Lighthouse the tenth after
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { serveDist } from '#tests/support/serve-dist.ts'

import { deploySize } from './deploy-size.ts'
import { lighthouse } from './lighthouse.ts'
import { median } from './report.ts'

const dists = (process.env.WEIGHT_DISTS ?? '').split(',').filter(Boolean)
if (dists.length === 0) {
  console.error('Set WEIGHT_DISTS=name=dist,...')
  process.exit(1)
}
const runs = Number(process.env.WEIGHT_RUNS ?? 3)
const firstPort = Number(process.env.WEIGHT_PORT ?? 4700)
const builds = dists.map((entry, i) => {
  const [name = '', dist = ''] = entry.split('=')
  return { name, dist, port: firstPort + i }
})

/** The first song and stream page of a build, and the top pages. */
function routes(dist: string): string[] {
  const first = (folder: string) => readdirSync(join(dist, folder)).sort()[0]
  return ['/', '/songlist', `/songs/${first('songs')}`, `/streams/${first('streams')}`]
}

function gzipMedian(dist: string, folder: string): number {
  const pages = readdirSync(join(dist, folder)).map((name) =>
    gzipSync(readFileSync(join(dist, folder, name, 'index.html'))),
  )
  return median(pages.map((page) => page.length))
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
for (const { name, dist } of builds) {
  const size = deploySize(dist)
  console.log(
    `${name}: dist ${(size.bytes / 2 ** 20).toFixed(1)} MB in ${size.files} files; ` +
      `median page ${kb(size.medianPageBytes)} of ${size.pages}; median gzip song page ` +
      `${kb(gzipMedian(dist, 'songs'))}, stream page ${kb(gzipMedian(dist, 'streams'))}`,
  )
}

if (runs === 0) process.exit(0)
const servers = await Promise.all(
  builds.map(({ dist, port }) => serveDist({ DIST_DIR: dist, PORT: String(port) })),
)
try {
  const urls = builds.flatMap(({ dist, port }) =>
    routes(dist).map((route) => `http://localhost:${port}${route}`),
  )
  const measured = await lighthouse(urls, { runs, port: firstPort + 10 })
  for (const [url, s] of measured) {
    const { name } = builds.find(({ port }) => url.includes(`:${port}/`)) ?? { name: '?' }
    const path = new URL(url).pathname
    console.log(
      `${name} ${decodeURI(path)}: FCP ${Math.round(s.fcp)} ms, LCP ${Math.round(s.lcp)} ms, ` +
        `CLS ${s.cls.toFixed(3)}, TBT ${Math.round(s.tbt)} ms, score ${s.performance} ` +
        `(${s.kept} runs, benchmark index ${s.benchmarkIndex.map(Math.round).join('/')})`,
    )
  }
} finally {
  for (const server of servers) server.stop()
}
