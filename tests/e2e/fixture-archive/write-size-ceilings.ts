// `npm run size:ceilings`: builds the fixed test archive as the browser tests do, measures every
// page of the size spec as it does, and rewrites size-ceilings.json from the figures: each page
// over the aim gets its figure plus the margin. It says what changed; a ceiling that rose needs a
// decision record naming the page and the new ceiling (tests/unit/size-ceilings.test.ts).
// `--no-build` measures the build already in dist-fixture/ (the browser tests' last one).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'

import { chromiumArgs, testChromiumPath } from '#tests/support/chromium.ts'
import { ownFirstLoad } from '#tests/support/first-load-js.ts'
import { fixtureArchive, fixtureArchiveDist } from '#tests/support/fixture-archive.ts'
import { stackFloor } from '#tests/support/stack-floor.ts'

import { aim, ceiling, ceilings, ceilingsFor, routes } from './size-ceilings.ts'

const root = join(import.meta.dirname, '..', '..', '..')

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/** The preview server on the test archive's build, once it answers. */
async function serve(port: number, formsDir: string): Promise<() => void> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'tools/serve.ts'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: fixtureArchiveDist, FORMS_DIR: formsDir, PORT: String(port) },
    stdio: 'ignore',
  })
  const stop = () => void server.kill()
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    const answered = await fetch(`http://localhost:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return stop
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error(`the preview server on port ${port} did not answer within a minute`)
}

async function measure(port: number): Promise<Record<string, number>> {
  const scratch = mkdtempSync(join(tmpdir(), 'stack-floor-'))
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs })
  try {
    const floor = await stackFloor(scratch)
    const figures: Record<string, number> = {}
    for (const route of routes) {
      const url = `http://localhost:${port}${encodeURI(route)}`
      figures[route] = (await ownFirstLoad(browser, url, floor)).own
    }
    return figures
  } finally {
    await browser.close()
    rmSync(scratch, { recursive: true, force: true })
  }
}

const bytes = (n: number) => n.toLocaleString('en')

async function main() {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } })
  if (!values['no-build']) {
    await run('npm', ['run', 'build'], {
      CONTENT_DIR: fixtureArchive,
      DIST_DIR: fixtureArchiveDist,
    })
  }
  const formsDir = mkdtempSync(join(tmpdir(), 'size-ceilings-forms-'))
  const port = await freePort()
  const stop = await serve(port, formsDir)
  let figures: Record<string, number>
  try {
    figures = await measure(port)
  } finally {
    stop()
    rmSync(formsDir, { recursive: true, force: true })
  }
  const next = ceilingsFor(figures)
  const raised: string[] = []
  for (const route of routes) {
    const [before, after] = [ceiling(route), ceiling(route, next)]
    const change = after > before ? 'raised' : after < before ? 'lowered' : 'unchanged'
    const to = next[route] === undefined ? `the aim (${bytes(aim)})` : bytes(after)
    console.log(
      `${route}: ${bytes(figures[route]!)} bytes; ceiling ${bytes(before)} → ${to}, ${change}`,
    )
    if (after > before) raised.push(`\`${route}\` ${bytes(before)} → ${bytes(after)}`)
  }
  const file = join(import.meta.dirname, 'size-ceilings.json')
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`)
  console.log(`\nWrote ${file}.`)
  if (raised.length > 0) {
    console.log(
      'A ceiling rose: a decision record must say why, with a line naming each page and its new ceiling:',
    )
    for (const line of raised) console.log(`  ${line}`)
  }
  if (Object.keys(ceilings).some((route) => !routes.includes(route))) {
    console.log('Ceilings of pages the spec no longer measures were dropped.')
  }
}

main().catch((error: unknown) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
