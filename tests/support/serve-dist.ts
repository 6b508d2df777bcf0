import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

/**
 * Starts tools/serve.ts from the repository's root, on a free port unless `env` names one (`PORT`,
 * `DIST_DIR`, …); resolves with its base URL and a stop function once it listens.
 */
export async function serveDist(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => void }> {
  // Through tsx's loader in this one process, so that kill() stops the server itself.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tools/serve.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const found = /http:\/\/localhost:\d+\//.exec(out)
      if (found) resolve(found[0].replace(/\/$/, ''))
    })
    child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)))
  })
  return { url, stop: () => child.kill() }
}

/** The build directory the suite runs against (playwright.config.ts serves the same). */
export const distDir = process.env.DIST_DIR ?? 'dist'
