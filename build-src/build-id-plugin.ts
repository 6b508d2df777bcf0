// Gives each client build an id: a hash of everything it emits, so an unchanged rebuild keeps
// its id and open tabs are not sent to reload for nothing. The id goes into every HTML page as
// <meta name="build-id"> and into version.json, which open tabs poll (src/app-shell/update).
// Every page also gets the site's base URL as <meta name="base-url">, which src/lib/http.ts
// resolves every request against, and, unless the service worker is switched off, the worker's
// file as <meta name="service-worker">, which src/app-shell/update registers.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

import {
  SERVICE_WORKER_FILE,
  type ServiceWorkerMode,
  serviceWorkerMode,
} from './service-worker/service-worker-mode.ts'

export const VERSION_FILE = 'version.json'

interface OutputLike {
  type: 'chunk' | 'asset'
  fileName: string
  code?: string
  source?: string | Uint8Array
}

/** A short content hash over the emitted files, pages excluded (they receive the id). */
export function buildIdOf(outputs: Iterable<OutputLike>): string {
  const hash = createHash('sha256')
  const files = [...outputs]
    .filter((o) => !o.fileName.endsWith('.html') && o.fileName !== VERSION_FILE)
    .sort((a, b) => (a.fileName < b.fileName ? -1 : 1))
  for (const file of files) {
    hash.update(file.fileName).update('\0')
    hash.update(file.type === 'chunk' ? (file.code ?? '') : (file.source ?? '')).update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

export function withPageMeta(
  html: string,
  id: string,
  base: string,
  worker: ServiceWorkerMode = 'on',
): string {
  if (!html.includes('</head>')) throw new Error('build-id: the page has no </head>')
  const metas = [
    `<meta name="build-id" content="${id}" />`,
    `<meta name="base-url" content="${base}" />`,
  ]
  if (worker === 'on') metas.push(`<meta name="service-worker" content="${SERVICE_WORKER_FILE}" />`)
  const meta = metas.join('\n  ')
  return html.replace('</head>', `  ${meta}\n  </head>`)
}

export function versionJson(id: string, timestamp: number): string {
  return `${JSON.stringify({ id, timestamp })}\n`
}

export function buildIdPlugin(
  now: () => number = Date.now,
  worker: ServiceWorkerMode = serviceWorkerMode(process.env.SERVICE_WORKER),
): Plugin {
  return {
    name: 'site:build-id',
    apply: 'build',
    // After Vite has emitted the pages, chunks and CSS, so the hash covers all of them.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.consumer !== 'client') return
        const id = buildIdOf(Object.values(bundle))
        for (const output of Object.values(bundle)) {
          if (output.type === 'asset' && output.fileName.endsWith('.html')) {
            const html =
              typeof output.source === 'string'
                ? output.source
                : new TextDecoder().decode(output.source)
            output.source = withPageMeta(html, id, this.environment.config.base, worker)
          }
        }
        this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: versionJson(id, now()) })
      },
    },
  }
}
