import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { expectConsole } from '#tests/console.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'
import { folderSnapshot } from '#tests/support/temp-archive.ts'
import { main } from '#tools/data-check.ts'

type Song = { title: string; artist: string; slug?: string; oldSlugs?: string[] }

let content: string
const songs = () => join(content, 'songs.json')
const read = (): { songs: Song[] } => JSON.parse(readFileSync(songs(), 'utf8'))
const rewrite = (change: (catalogue: { songs: Song[] }) => void) => {
  const catalogue = read()
  change(catalogue)
  writeFileSync(songs(), `${JSON.stringify(catalogue, null, 2)}\n`)
}
const lines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => call.join(' '))

beforeEach(() => {
  content = mkdtempSync(join(tmpdir(), 'data-check-slugs-'))
  // The test archive, whose catalogue carries a slug on every song.
  cpSync(fixtureArchive, content, { recursive: true })
})
afterEach(() => rmSync(content, { recursive: true, force: true }))

describe('data:check of the songs’ page addresses', () => {
  it('passes songs without a stored slug: the build derives theirs', async () => {
    rewrite((catalogue) => catalogue.songs.forEach((song) => delete song.slug))
    const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(await main(['--content', content])).toBe(0)
    expect(lines(stdout)).toEqual([
      `${content}: 6 streams, 55 performances of 43 songs, no problems.`,
    ])
  })

  it('names a slug used twice, one not in slugify’s form, and an old one in use or listed twice', async () => {
    rewrite(({ songs }) => {
      songs[1]!.slug = 'lemon'
      songs[2]!.slug = 'ｌｅｍｏｎ'
      songs[3]!.oldSlugs = ['三日月', 'gone']
      songs[4]!.oldSlugs = ['gone', 'ｇｏｎｅ']
      songs[6]!.oldSlugs = [songs[6]!.slug!]
    })
    const stderr = expectConsole('error')
    expect(await main(['--content', content])).toBe(1)
    expect(lines(stderr)).toEqual([
      `${content}: 6 problem(s) in 7 files`,
      `${songs()} songs[1].slug: "lemon" is songs[0]'s page address too`,
      `${songs()} songs[2].slug: "ｌｅｍｏｎ" is not a page address as npm run data:check -- --fix writes it ("lemon")`,
      `${songs()} songs[3].oldSlugs[0]: "三日月" is songs[4]'s page address now, so it cannot redirect`,
      `${songs()} songs[4].oldSlugs[0]: "gone" is an old address of songs[3] too`,
      `${songs()} songs[4].oldSlugs[1]: "ｇｏｎｅ" is not a page address as npm run data:check -- --fix writes it ("gone")`,
      `${songs()} songs[6].oldSlugs[0]: "夜空ノムコウ" is this song's page address now, so it cannot redirect`,
    ])
  })

  it('names a slug the schema refuses, with its readable message', async () => {
    rewrite(({ songs }) => {
      songs[0]!.slug = 'Lemon'
      songs[1]!.oldSlugs = ['a'.repeat(61)]
    })
    const stderr = expectConsole('error')
    expect(await main(['--content', content])).toBe(1)
    expect(lines(stderr).slice(1)).toEqual([
      `${songs()} songs[0].slug: "Lemon" is not a page address: lower-case letters and numbers joined by single hyphens (春よ-来い, lemon)`,
      `${songs()} songs[1].oldSlugs[0]: is 61 characters long, over the 60 allowed`,
    ])
  })

  it('does not give a song without a slug an address another song redirects from', async () => {
    rewrite(({ songs }) => {
      delete songs[0]!.slug
      songs[1]!.oldSlugs = ['lemon']
    })
    const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(await main(['--content', content, '--fix'])).toBe(0)
    expect(lines(stdout)[0]).toBe(`Fixed ${songs()} songs[0].slug: added "lemon-米津玄師"`)
  })
})

describe('data:check --fix of the page addresses', () => {
  it('writes the derived slug right after the artist of each song without one, and keeps the others', async () => {
    rewrite(({ songs }) => {
      delete songs[0]!.slug
      delete songs[8]!.slug
      // A renamed song keeps its stored address.
      songs[1]!.slug = 'old-address'
    })
    const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(await main(['--content', content, '--fix'])).toBe(0)
    expect(lines(stdout)).toEqual([
      `Fixed ${songs()} songs[0].slug: added "lemon"`,
      `Fixed ${songs()} songs[8].slug: added "残響散歌"`,
      `${content}: 2 change(s) in 1 file(s).`,
      `${content}: 6 streams, 55 performances of 43 songs, no problems.`,
    ])
    const after = read().songs
    expect(after[1]!.slug).toBe('old-address')
    expect(Object.keys(after[0]!)).toEqual(['title', 'artist', 'slug'])
    expect(Object.keys(after[8]!)).toEqual(['title', 'artist', 'slug', 'reading'])
    // A second --fix finds nothing to change.
    stdout.mockClear()
    const snapshot = folderSnapshot(content)
    expect(await main(['--content', content, '--fix'])).toBe(0)
    expect(lines(stdout)[0]).toBe(`${content}: nothing to fix.`)
    expect(folderSnapshot(content)).toEqual(snapshot)
  })

  it('leaves a catalogue whose slugs are not text to the checks', async () => {
    rewrite(({ songs }) => {
      delete songs[0]!.slug
      ;(songs[1] as Record<string, unknown>).oldSlugs = 'lemon'
    })
    const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
    const stderr = expectConsole('error')
    expect(await main(['--content', content, '--fix'])).toBe(1)
    expect(lines(stdout)).toEqual([`${content}: nothing to fix.`])
    expect(lines(stderr).slice(1)).toEqual([`${songs()} songs[1].oldSlugs: must be an array`])
  })
})
