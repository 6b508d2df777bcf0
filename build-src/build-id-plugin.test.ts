import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'

import { buildIdOf, buildIdPlugin, withPageMeta } from './build-id-plugin.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Builds a one-page app with the plugin; returns what it wrote. */
async function buildSite(script: string, options: { ssr?: boolean; base?: string } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'build-id-'))
  dirs.push(root)
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
  )
  writeFileSync(join(root, 'main.js'), script)
  const outDir = join(root, 'out')
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    base: options.base,
    plugins: [buildIdPlugin(() => 1_700_000_000_000)],
    build: { outDir, ...(options.ssr ? { ssr: join(root, 'main.js') } : {}) },
  })
  const read = (file: string) =>
    existsSync(join(outDir, file)) ? readFileSync(join(outDir, file), 'utf8') : null
  return { html: read('index.html'), version: read('version.json') }
}

describe('the build id plugin', () => {
  it('writes version.json and the same id into the page', async () => {
    const { html, version } = await buildSite('console.log("hello")')
    const parsed: unknown = JSON.parse(version ?? 'null')
    expect(parsed).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      timestamp: 1_700_000_000_000,
    })
    const { id } = parsed as { id: string }
    expect(html).toContain(`<meta name="build-id" content="${id}" />`)
  })

  it("writes the site's base URL into the page", async () => {
    expect((await buildSite('console.log("hello")')).html).toContain(
      '<meta name="base-url" content="/" />',
    )
    expect((await buildSite('console.log("hello")', { base: '/fans/' })).html).toContain(
      '<meta name="base-url" content="/fans/" />',
    )
  })

  it('gives the same sources the same id, and changed sources a new one', async () => {
    const first = await buildSite('console.log("hello")')
    const again = await buildSite('console.log("hello")')
    const changed = await buildSite('console.log("hello, world")')
    const id = (v: string | null) => (JSON.parse(v ?? 'null') as { id: string }).id
    expect(id(again.version)).toBe(id(first.version))
    expect(id(changed.version)).not.toBe(id(first.version))
  })

  it('leaves a server build alone', async () => {
    const { version } = await buildSite('export const x = 1', { ssr: true })
    expect(version).toBeNull()
  })
})

describe('buildIdOf', () => {
  it('covers file names and contents but not the pages', () => {
    const base = [
      { type: 'chunk' as const, fileName: 'a.js', code: 'x' },
      { type: 'asset' as const, fileName: 'a.css', source: 'y' },
    ]
    const id = buildIdOf(base)
    expect(buildIdOf([...base].reverse())).toBe(id)
    expect(buildIdOf([...base, { type: 'asset', fileName: 'index.html', source: 'z' }])).toBe(id)
    expect(buildIdOf([base[0]!, { type: 'asset', fileName: 'a.css', source: 'y2' }])).not.toBe(id)
    expect(buildIdOf([base[0]!, { type: 'asset', fileName: 'b.css', source: 'y' }])).not.toBe(id)
  })

  it('names the service worker in the page unless the kill switch is on', () => {
    const page = '<html><head></head></html>'
    expect(withPageMeta(page, 'x', '/')).toContain('<meta name="service-worker" content="sw.js" />')
    expect(withPageMeta(page, 'x', '/', 'off')).not.toContain('service-worker')
    expect(withPageMeta(page, 'x', '/', 'off')).toContain('<meta name="build-id" content="x" />')
  })

  it('refuses a page without a head', () => {
    expect(() => withPageMeta('<p>no head</p>', 'x', '/')).toThrow(/<\/head>/)
  })
})
