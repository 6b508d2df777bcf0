// `npm run serve` and `npm start` as a user runs them (issue 54): stopping the npm process by its
// id, as `kill <pid>` or a process manager does, must stop the server too and free its port.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

const repo = join(import.meta.dirname, '..')
const { scripts } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}
// Generous: npm, then Node with tsx's loader, start in about a second, but CI has two busy cores.
const WAIT_MS = 30_000

let dir: string
const started: ChildProcess[] = []

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'serve-stop-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>stop</title><p>stop test</p>')
})
// Whatever a failing test left running: each npm was spawned as the leader of its own process
// group, which a server it orphans still belongs to.
afterEach(() => {
  for (const child of started.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // The group is gone: everything stopped.
    }
  }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Rejects after WAIT_MS with a message saying what did not happen. */
async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${WAIT_MS / 1000} s`)), WAIT_MS)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Runs `npm <args>` serving the temporary folder on a free port; resolves once it listens. */
async function npm(args: string[]) {
  const child = spawn('npm', args, {
    cwd: repo,
    detached: true,
    env: {
      ...process.env,
      PORT: '0',
      DIST_DIR: dir,
      FORMS_DIR: join(dir, '.forms'),
      npm_config_update_notifier: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
  const port = await within(
    new Promise<number>((resolve, reject) => {
      child.stdout.on('data', () => {
        const found = /http:\/\/localhost:(\d+)\//.exec(out)
        if (found) resolve(Number(found[1]))
      })
      void exited.then(() => reject(new Error(`npm ${args.join(' ')} exited:\n${out}`)))
    }),
    `npm ${args.join(' ')} did not print its address`,
  )
  return { child, port, exited }
}

/** The status and body of GET / on the port. */
const getRoot = (port: number) =>
  new Promise<{ status?: number; body: string }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode, body }))
    }).on('error', reject)
  })

/** The error code of a connection to the port ('ECONNREFUSED' when nothing listens), or 'open'. */
const connectionTo = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve('open')
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })

/** What `npm <args>` did: its answer to GET /, how it ended after a SIGTERM to the npm process
 * alone, and what a connection to its port then met. */
async function serveThenStop(args: string[]) {
  const { child, port, exited } = await npm(args)
  const answer = await getRoot(port)
  child.kill('SIGTERM')
  const end = await within(exited, 'npm did not exit after SIGTERM')
  return { answer, end, afterwards: await connectionTo(port) }
}

// Served, then ended by the signal (npm forwards it to its script and, once that has died of it,
// re-raises it on itself), and nothing left listening on the port.
const servedThenStopped = {
  answer: { status: 200, body: expect.stringContaining('stop test') },
  end: { code: null, signal: 'SIGTERM' },
  afterwards: 'ECONNREFUSED',
}

describe('stopping the preview server by the npm process id', () => {
  it('npm run serve stops with its server', async () => {
    expect(await serveThenStop(['run', 'serve'])).toEqual(servedThenStopped)
  })

  // A real `npm start` builds the whole site first (minutes on CI). Its chain after the build is
  // the same script run through npm and a shell: the build is swapped for `true`, nothing else.
  it('npm start: the same chain, its build left out', async () => {
    const build = 'npm run build && '
    expect(scripts.start?.startsWith(build)).toBe(true)
    const afterBuild = `true && ${scripts.start?.slice(build.length)}`
    expect(await serveThenStop(['exec', '--call', afterBuild])).toEqual(servedThenStopped)
  })
})
