// A bounded load test of the preview server, loopback only: 50 connections share 5,000 mixed
// requests (pages, assets, redirects, 404s, conditional requests, odd request-targets), then it
// stops. Prints the error count and latency percentiles. Run: `npm run bench:load` after a build.
import { readdirSync } from 'node:fs'
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'

import { createNetlifyServer } from '#tools/serve/netlify-server.ts'

const root = resolve(process.env.DIST_DIR ?? 'dist')
const connections = 50
const total = 5000

const assets = readdirSync(join(root, 'assets')).map((name) => `/assets/${name}`)
const targets: [path: string, headers: Record<string, string>][] = [
  ['/', {}],
  ['/about', {}],
  ['/zh/songlist', {}],
  ['/songlist?q=lemon', {}],
  ['/', { 'Accept-Language': 'zh-TW' }],
  ['/nope', {}],
  ['/zh/nope', {}],
  ['//about', {}],
  ['/%2f_redirects', {}],
  ['/version.json', {}],
  ...assets
    .slice(0, 8)
    .map((path): [string, Record<string, string>] => [path, { 'Accept-Encoding': 'br, gzip' }]),
]

const server = await createNetlifyServer({ root })
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const { port } = server.address() as AddressInfo
const agent = new Agent({ keepAlive: true, maxSockets: connections })
const etags = new Map<string, string>()

interface Result {
  status?: number
  error?: Error
  ms: number
}

function once(index: number): Promise<Result> {
  const [path, headers] = targets[index % targets.length] as (typeof targets)[number]
  const etag = index % 3 === 0 ? etags.get(path) : undefined
  const started = performance.now()
  return new Promise((done) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: { ...headers, ...(etag ? { 'If-None-Match': etag } : {}) },
      },
      (res) => {
        if (res.headers.etag) etags.set(path, res.headers.etag)
        res.resume()
        res.on('end', () => done({ status: res.statusCode, ms: performance.now() - started }))
      },
    )
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
    req.on('error', (error) => done({ error, ms: performance.now() - started }))
    req.end()
  })
}

const results: Result[] = []
let next = 0
const wallStart = performance.now()
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (next < total) results.push(await once(next++))
  }),
)
const wall = performance.now() - wallStart
agent.destroy()
server.close()

const latencies = results.map((r) => r.ms).sort((a, b) => a - b)
const at = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] as number
const errors = results.filter((r) => r.error || (r.status ?? 0) >= 500)
const byStatus = new Map<string, number>()
for (const r of results) {
  const key = String(r.status ?? 'error')
  byStatus.set(key, (byStatus.get(key) ?? 0) + 1)
}
console.log(`requests      ${results.length} over ${connections} connections`)
console.log(`errors        ${errors.length} (network errors and 5xx answers)`)
console.log(
  `statuses      ${[...byStatus].map(([status, count]) => `${status}: ${count}`).join(', ')}`,
)
console.log(
  `latency       p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`,
)
console.log(`throughput    ${Math.round(results.length / (wall / 1000))} requests/s`)
process.exitCode = errors.length === 0 ? 0 : 1
