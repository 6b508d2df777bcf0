// `npm run bench:list-changes`: the song-list interactions of `npm run bench` on two or more
// builds side by side, rounds interleaved on the same host, so a change to the list's cost is
// read against the build before it and not against another day's machine. Prints, per build and
// interaction, the median at 1x CPU, the median and p95 at 4x, the longest main-thread task while
// typing, the JS heap once the list loaded, and the host's benchmark index. `npm run bench --
// --against REF` builds the other commit itself and adds Lighthouse.
//
// Environment:
//   LIST_DISTS     name=dist,... builds of the same content (for example `npm run bench:data`'s
//                  10,000 performances, built with CONTENT_DIR and DIST_DIR), required
//   LIST_CONTENT   that content folder: its most-sung song is the history opened, required
//   LIST_ROUNDS    rounds per build and CPU rate (default 3)
//   LIST_PORT      first port (default 4680); each build takes the next
import { serveDist } from '#tests/support/serve-dist.ts'

import { listSideBySide, listSideBySideText } from './list-side-by-side.ts'

const dists = (process.env.LIST_DISTS ?? '').split(',').filter(Boolean)
const content = process.env.LIST_CONTENT
if (dists.length === 0 || !content) {
  console.error('Set LIST_DISTS=name=dist,... and LIST_CONTENT=<content folder>')
  process.exit(1)
}
const rounds = Number(process.env.LIST_ROUNDS ?? 3)
const firstPort = Number(process.env.LIST_PORT ?? 4680)

const builds = dists.map((entry, i) => {
  const [name, dist] = entry.split('=') as [string, string]
  return { name, dist, port: firstPort + i }
})
const servers = await Promise.all(
  builds.map(({ dist, port }) => serveDist({ DIST_DIR: dist, PORT: String(port) })),
)
try {
  const measured = await listSideBySide(
    builds.map(({ name, port }) => ({ name, base: `http://localhost:${port}` })),
    content,
    rounds,
  )
  console.log(listSideBySideText(measured))
} finally {
  for (const server of servers) server.stop()
}
