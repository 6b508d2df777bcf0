import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')

/** Serves a build through the preview server on `port`; resolves once it listens, else throws. */
export async function serveDist(dist: string, port: number): Promise<ChildProcess> {
  // Through tsx's loader in this one process, so that kill() stops the server itself.
  const server = spawn('node', ['--import', 'tsx', 'tools/serve.ts'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: dist, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((ready, fail) => {
    server.stdout.once('data', ready)
    server.once('exit', (code) =>
      fail(new Error(`the preview server on port ${port} exited (${code})`)),
    )
  })
  return server
}
