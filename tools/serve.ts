// `npm run serve`, `npm start` (after its build) and the browser tests: serves the build like
// Netlify (see tools/serve/netlify-server.ts).
// DIST_DIR: directory to serve (default dist/). PORT: default 4173, 0 picks a free port.
// EDGE_RULES=off: ignore _redirects, as a plain static host would (unknown paths get 404.html).
// FORMS_DIR: where Netlify Forms submissions are appended (default .netlify-forms/).
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'

import { createNetlifyServer } from './serve/netlify-server.ts'

const root = resolve(process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist'))
const port = Number(process.env.PORT ?? 4173)
const edgeRules = process.env.EDGE_RULES !== 'off'
const formsDir = resolve(process.env.FORMS_DIR ?? join(import.meta.dirname, '..', '.netlify-forms'))

if (!existsSync(join(root, 'index.html'))) {
  console.error(`${root}/index.html is missing: run \`npm run build\` first`)
  process.exit(1)
}

const server = await createNetlifyServer({ root, edgeRules, formsDir })
server.listen(port, () => {
  const { port: actual } = server.address() as AddressInfo
  const mode = edgeRules ? 'with _redirects and _headers' : 'without edge rules'
  console.log(`Serving ${root} ${mode} at http://localhost:${actual}/`)
  console.log(`Form submissions are appended to ${formsDir}/<form-name>.jsonl`)
})

// Ctrl-C or a kill closes the port and open connections, then ends by that same signal, which the
// `npm run` that forwarded it here re-raises on itself (scripts `exec` so no shell stands between).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close(() => process.kill(process.pid, signal))
    server.closeAllConnections()
  })
