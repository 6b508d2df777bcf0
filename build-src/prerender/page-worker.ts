// A worker thread's share of the prerender: renders the pages it is sent and writes their files.
// `vite build` bundles it with the server entry (vite.config.ts), so it runs as plain JavaScript:
// under the TypeScript loader every dynamic import a page makes passes through the loader's hooks,
// which took 7 s of an 80 s prerender of 15,000 pages.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'

import * as server from '#src/entry-server.tsx'
import { appendAll } from '#src/lib/arrays.ts'
import type { PrerenderTarget } from '#src/shared/seo/prerender-targets.ts'

import { inlineScripts, inlineStyles } from './csp.ts'
import type { PageWorkerData, RenderedBatch } from './page-worker-messages.ts'
import { renderTarget } from './render-target.ts'

const { dist, frame } = workerData as PageWorkerData
const port = parentPort
if (!port) throw new Error('page-worker runs in a worker thread')

// Each inline script or style is reported once: the CSP lists each text's hash once.
const seenScripts = new Set<string>()
const seenStyles = new Set<string>()
const unseen = (texts: string[], seen: Set<string>) =>
  texts.filter((text) => !seen.has(text) && seen.add(text))

async function renderBatch(pages: PrerenderTarget[]): Promise<RenderedBatch> {
  const batch: RenderedBatch = { scripts: [], styles: [] }
  for (const page of pages) {
    const html = await renderTarget(server, page, frame)
    const file = join(dist, page.file)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, html)
    appendAll(batch.scripts, unseen(inlineScripts(html), seenScripts))
    appendAll(batch.styles, unseen(inlineStyles(html), seenStyles))
  }
  return batch
}

port.on('message', (pages: PrerenderTarget[]) => {
  renderBatch(pages).then(
    (batch) => port.postMessage(batch),
    (error: unknown) =>
      port.postMessage({
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  )
})
