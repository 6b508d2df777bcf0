import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { writeServiceWorker } from './write-service-worker.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A built site in miniature: a chunk, a stylesheet, fixed pages, a song page, the feeds. */
function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'sw-dist-'))
  dirs.push(dist)
  const files: Record<string, string> = {
    'version.json': '{"id":"0123456789abcdef","timestamp":1}',
    'assets/index-AbC123.js': 'console.log(1)',
    'assets/index-AbC123.css': 'p{}',
    'index.html': '<p>home</p>',
    'zh/songlist/index.html': '<p>list</p>',
    'songs/lemon/index.html': '<p>song</p>',
    'feed.xml': '<feed/>',
    'icons/icon-192.png': 'png',
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    writeFileSync(join(dist, file), text)
  }
  return dist
}

/** The precache list written into the worker. */
function precached(sw: string): string[] {
  const list = /\[\{(?:"revision"|"url").*?\}\]/.exec(sw)?.[0]
  return (JSON.parse(list ?? '[]') as { url: string }[]).map((entry) => entry.url).sort()
}

describe('the service worker file', () => {
  it('precaches the code, icons and the fixed pages given, never a song page or a feed', async () => {
    const dist = builtSite()
    const written = await writeServiceWorker(dist, 'on', ['index.html', 'zh/songlist/index.html'])
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8')
    expect(precached(sw)).toEqual([
      'assets/index-AbC123.css',
      'assets/index-AbC123.js',
      'icons/icon-192.png',
      'index.html',
      'zh/songlist/index.html',
    ])
    expect(written).toMatchObject({ mode: 'on', precachedFiles: 5 })
    // Its kept pages are this build's: the id is written in.
    expect(sw).toContain('pages-')
    expect(sw).toContain('0123456789abcdef')
    expect(sw).toContain('SKIP_WAITING')
  }, 60_000)

  it('is the unregistering worker when switched off: no precache, no request handled', async () => {
    const dist = builtSite()
    const written = await writeServiceWorker(dist, 'off', ['index.html'])
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8')
    expect(written).toEqual({ mode: 'off', precachedFiles: 0, precachedBytes: 0 })
    expect(sw).toContain('unregister')
    expect(sw).not.toContain('__WB_MANIFEST')
    expect(sw).not.toContain('fetch')
    expect(precached(sw)).toEqual([])
  }, 60_000)
})
