// Builds the two archives the browser tests serve besides the content under test: the fixed test
// archive and the long generated one (the second with the service worker's kill switch on). Both at once: each build leaves a core idle for much of its
// time, and on a two-core machine the pair takes 19 s instead of 31 s one after the other.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'

import { fixtureArchive, fixtureArchiveDist } from './fixture-archive.ts'
import { largeArchiveDir, largeArchivePerformances } from './large-archive.ts'

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

// Each archive keeps its share cards apart: a build prunes from its cache the cards it does not show.
const buildSite = (content: string, dist: string, env: Record<string, string> = {}) =>
  run('npm', ['run', 'build'], {
    CONTENT_DIR: content,
    DIST_DIR: dist,
    SHARE_CARD_CACHE: `node_modules/.cache/share-cards-${dist.replaceAll('/', '-')}`,
    ...env,
  })

async function buildLargeArchive() {
  rmSync(largeArchiveDir, { recursive: true, force: true })
  const content = join(largeArchiveDir, 'content')
  await run('npm', ['run', 'bench:data', '--', String(largeArchivePerformances), content], {})
  // Built as a kill-switch deploy: offline.spec.ts serves it in place of a site with the worker.
  await buildSite(content, join(largeArchiveDir, 'site'), { SERVICE_WORKER: 'off' })
}

await Promise.all([buildSite(fixtureArchive, fixtureArchiveDist), buildLargeArchive()])
