// Runs a TypeScript script on plain Node 20 (no TS runtime is installed): Vite's module runner
// transforms the script and what it imports on the fly. The script exports
// `main(args, load)`, where `load(path)` imports another TypeScript module (a data module),
// and returns the exit code. Usage: node tools/run-ts.mjs tools/<name>.ts [args...]
import { resolve } from 'node:path'
import { createServer, createServerModuleRunner } from 'vite'

const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('usage: node tools/run-ts.mjs <script.ts> [args...]')
  process.exit(2)
}
const server = await createServer({
  configFile: false,
  logLevel: 'silent',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
})
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false })
try {
  const { main } = await runner.import(resolve(script))
  process.exitCode = await main(args, (path) => runner.import(resolve(path)))
} finally {
  await runner.close()
  await server.close()
}
