import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { main } from '../../bench/write-generated-data'
import { contentDir } from '../../build/content-dir'
import { readSongData } from '../../build/song-data/song-data'
import { expectConsole } from '../console'

let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-data-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('bench:data', () => {
  it('writes a content folder like content/ whose streams are the generated performances', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const out = join(dir, 'content')
    expect(main(['800', out])).toBe(0)
    const { streams, files, problems } = readSongData(out)
    expect(problems).toEqual([])
    // Every file's $schema link reaches this repository's schema from the folder outside it.
    const schemas = join(import.meta.dirname, '../../schemas')
    const link = (file: string) =>
      resolve(dirname(file), JSON.parse(readFileSync(file, 'utf8')).$schema)
    for (const file of files)
      expect(link(file), file).toBe(
        join(schemas, file.endsWith('songs.json') ? 'songs.schema.json' : 'stream.schema.json'),
      )
    expect(streams.reduce((n, s) => n + s.songList.length, 0)).toBe(800)
    expect(streams).toHaveLength(80)
    expect(Math.max(...streams.map((s) => s.songList.length))).toBeGreaterThanOrEqual(30)
    expect(readdirSync(out).sort()).toEqual(readdirSync(contentDir()).sort())
    expect(readdirSync(join(out, 'streams')).some((name) => name.endsWith('-2.json'))).toBe(true)
  })

  it('refuses a folder that is not empty', () => {
    const stderr = expectConsole('error')
    expect(main(['10', join(import.meta.dirname)])).toBe(2)
    expect(String(stderr.mock.calls[0]?.[0])).toMatch(/is not empty; nothing was written/)
  })
})
