import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createBuilder, type Plugin } from 'vite'
import { describe, expect, it } from 'vitest'

import { tempDirs } from '#tests/support/temp-dirs.ts'

import { filesFingerprint, loadOncePerBuild } from './load-once-per-build.ts'

const tempDir = tempDirs('load-once-')

/** A plugin serving `virtual:data` as the text of `data.txt` in `inputs`, counting its loads. */
function dataPlugin(inputs: string) {
  const loads: string[] = []
  const plugin: Plugin = {
    name: 'data',
    resolveId: (id) => (id === 'virtual:data' ? '\0virtual:data' : null),
    async load(id) {
      if (id !== '\0virtual:data') return null
      const { readFileSync } = await import('node:fs')
      const text = readFileSync(join(inputs, 'data.txt'), 'utf8')
      loads.push(text)
      return `export default ${JSON.stringify(text)}`
    },
  }
  return { plugin, loads }
}

/** Builds a client and a server bundle of one module in one builder, as `vite build` does. */
async function buildBoth(root: string, plugin: Plugin) {
  writeFileSync(join(root, 'main.js'), "import data from 'virtual:data'\nconsole.log(data)\n")
  const builder = await createBuilder({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [plugin],
    builder: {},
    build: { outDir: join(root, 'client'), rolldownOptions: { input: join(root, 'main.js') } },
    environments: {
      ssr: { build: { ssr: join(root, 'main.js'), outDir: join(root, 'server') } },
    },
  })
  await builder.buildApp()
}

describe('loadOncePerBuild', () => {
  it('derives a module once for the client and the server build', async () => {
    const root = tempDir()
    writeFileSync(join(root, 'data.txt'), 'first')
    const { plugin, loads } = dataPlugin(root)
    await buildBoth(root, loadOncePerBuild(plugin, [join(root, 'data.txt')]))
    expect(loads).toEqual(['first'])
  })

  it('derives it again in a later build once an input has changed', async () => {
    const root = tempDir()
    writeFileSync(join(root, 'data.txt'), 'first')
    const { plugin, loads } = dataPlugin(root)
    const once = loadOncePerBuild(plugin, [join(root, 'data.txt')])
    await buildBoth(root, once)
    await buildBoth(root, once)
    writeFileSync(join(root, 'data.txt'), 'second')
    await buildBoth(root, once)
    expect(loads).toEqual(['first', 'second'])
  })

  it('runs the wrapped hook for every load outside a build', async () => {
    const root = tempDir()
    writeFileSync(join(root, 'data.txt'), 'first')
    const { plugin, loads } = dataPlugin(root)
    const once = loadOncePerBuild(plugin, [join(root, 'data.txt')])
    const load = once.load as (this: unknown, id: string) => Promise<unknown>
    const dev = { environment: { mode: 'dev' } }
    await load.call(dev, '\0virtual:data')
    await load.call(dev, '\0virtual:data')
    expect(loads).toEqual(['first', 'first'])
  })
})

describe('filesFingerprint', () => {
  it('changes when a file in a folder is added, changed or renamed, and not otherwise', () => {
    const root = tempDir()
    const folder = join(root, 'streams')
    mkdirSync(folder)
    writeFileSync(join(folder, 'a.json'), '1')
    const inputs = [folder, join(root, 'songs.json')]
    const seen = [filesFingerprint(inputs)]
    expect(filesFingerprint(inputs)).toBe(seen[0])
    writeFileSync(join(folder, 'b.json'), '2')
    seen.push(filesFingerprint(inputs))
    writeFileSync(join(folder, 'b.json'), '3')
    seen.push(filesFingerprint(inputs))
    rmSync(join(folder, 'b.json'))
    writeFileSync(join(folder, 'c.json'), '3')
    seen.push(filesFingerprint(inputs))
    writeFileSync(join(root, 'songs.json'), '{}')
    seen.push(filesFingerprint(inputs))
    expect(new Set(seen).size).toBe(seen.length)
  })
})
