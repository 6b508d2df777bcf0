import type * as nodeFs from 'node:fs'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

// A file system that runs out of space half-way through the second write it is asked for.
const failing = vi.hoisted(() => ({ afterWrites: Infinity }))
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof nodeFs>()
  let writes = 0
  const writeFileSync: typeof fs.writeFileSync = (file, data, options) => {
    writes += 1
    if (writes > failing.afterWrites) {
      const text = String(data)
      fs.writeFileSync(file, text.slice(0, text.length / 2), options)
      throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(file)}'`), {
        code: 'ENOSPC',
      })
    }
    fs.writeFileSync(file, data, options)
  }
  return { ...fs, writeFileSync, default: { ...fs, writeFileSync } }
})

const { writeFilesAtomically } = await import('./write-files.ts')

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'write-files-'))
  failing.afterWrites = Infinity
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}

function contents(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  )
}

afterEach(() => {
  failing.afterWrites = Infinity
})

describe('writeFilesAtomically', () => {
  it('writes every file', () => {
    const dir = folderWith({ 'songs.json': 'old' })
    writeFilesAtomically([
      { path: join(dir, 'songs.json'), text: 'new songs' },
      { path: join(dir, 'stream.json'), text: 'new stream', createOnly: true },
    ])
    expect(contents(dir)).toEqual({ 'songs.json': 'new songs', 'stream.json': 'new stream' })
  })

  it('leaves every file unchanged, and no temporary file, when a write fails half-way', () => {
    const dir = folderWith({ 'songs.json': 'old songs', 'a.json': 'old a' })
    failing.afterWrites = 1
    expect(() =>
      writeFilesAtomically([
        { path: join(dir, 'a.json'), text: 'new a' },
        { path: join(dir, 'songs.json'), text: 'new songs, long enough to be cut' },
        { path: join(dir, 'b.json'), text: 'new b', createOnly: true },
      ]),
    ).toThrow(/ENOSPC/)
    expect(contents(dir)).toEqual({ 'songs.json': 'old songs', 'a.json': 'old a' })
  })

  it('leaves every file unchanged when a folder is missing', () => {
    const dir = folderWith({ 'songs.json': 'old songs' })
    expect(() =>
      writeFilesAtomically([
        { path: join(dir, 'songs.json'), text: 'new songs' },
        { path: join(dir, 'missing', 'stream.json'), text: 'new stream' },
      ]),
    ).toThrow(/ENOENT/)
    expect(contents(dir)).toEqual({ 'songs.json': 'old songs' })
  })

  it('creates a missing folder a write asks for', () => {
    const dir = folderWith({ 'songs.json': 'old songs' })
    writeFilesAtomically([
      { path: join(dir, 'songs.json'), text: 'new songs' },
      { path: join(dir, 'streams', 'stream.json'), text: 'new stream', createFolder: true },
    ])
    expect(readFileSync(join(dir, 'songs.json'), 'utf8')).toBe('new songs')
    expect(contents(join(dir, 'streams'))).toEqual({ 'stream.json': 'new stream' })
  })

  it('refuses to replace a file that must be new, before writing anything', () => {
    const dir = folderWith({ 'songs.json': 'old songs', 'stream.json': 'old stream' })
    expect(() =>
      writeFilesAtomically([
        { path: join(dir, 'songs.json'), text: 'new songs' },
        { path: join(dir, 'stream.json'), text: 'new stream', createOnly: true },
      ]),
    ).toThrow(/already exists/)
    expect(contents(dir)).toEqual({ 'songs.json': 'old songs', 'stream.json': 'old stream' })
  })
})
