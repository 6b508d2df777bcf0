import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createNetlifyServer } from '#tools/serve/netlify-server.ts'

// One server per build folder for the whole worker: each front below gives a test its own origin,
// and the server's start compresses every asset of the build (Brotli at its best quality takes
// seconds for the main bundle), which a server per test and per deploy paid again.
const servers = new Map<string, ReturnType<typeof createNetlifyServer>>()
function serverFor(root: string) {
  let server = servers.get(root)
  if (!server) servers.set(root, (server = createNetlifyServer({ root })))
  return server
}

/**
 * A built site on a port (and so an origin, with its own service worker) of its own, whose build
 * can be replaced as a deploy replaces it, or taken away as a lost connection does: offline, every
 * request of the page's that still reaches the server is noted, and every connection is cut.
 */
export async function startSwitchableSite(root: string) {
  let site = await serverFor(root)
  let online = true
  const offlineRequests: string[] = []
  const front = createServer((request, response) => {
    if (online) return void site.emit('request', request, response)
    // The browser checks the worker's script for an update about a second after each navigation
    // it controls, past the page's network (`Service-Worker: script`): offline it fails, as it
    // would on a phone, and is not one of the page's requests.
    if (request.headers['service-worker'] !== 'script') offlineRequests.push(request.url ?? '')
    request.socket.destroy()
  })
  await new Promise<void>((resolve) => front.listen(0, 'localhost', resolve))
  const origin = `http://localhost:${(front.address() as AddressInfo).port}`
  return {
    origin,
    offlineRequests,
    url: (path: string) => origin + path,
    async deploy(nextRoot: string): Promise<void> {
      site = await serverFor(nextRoot)
    },
    setOnline(value: boolean): void {
      online = value
    },
    close(): Promise<void> {
      front.closeAllConnections()
      return new Promise((resolve) => front.close(() => resolve()))
    },
  }
}

export type SwitchableSite = Awaited<ReturnType<typeof startSwitchableSite>>
