import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { folderSnapshot, runTool, tempArchive } from '#tests/support/temp-archive.ts'

import { main } from './data-clear-sample.ts'

const paths = tempArchive('data-clear-sample-')
const run = (args: string[]) =>
  runTool(async (given) => main(given), [...args, '--content', paths.content])

describe('data:clear-sample', () => {
  it('empties the song data, keeping the catalogue’s schema link, so the checks pass on nothing', async () => {
    const state = join(paths.content, 'archive-fetch-state.json')
    writeFileSync(state, '{ "pending": [], "givenUp": [] }\n')
    const { code, stdout } = await run([])
    expect(code).toBe(0)
    const streams = join(paths.content, 'streams')
    const songs = join(paths.content, 'songs.json')
    expect(stdout).toEqual([
      `Removed 6 stream files from ${streams}.`,
      `Removed 43 songs and every artist reading from ${songs}.`,
      `Removed ${state}.`,
      `Before you commit, git restore ${streams} ${songs} brings them back.`,
    ])
    expect(readdirSync(streams)).toEqual([])
    expect(existsSync(state)).toBe(false)
    expect(JSON.parse(readFileSync(songs, 'utf8'))).toEqual({
      $schema: '../../../schemas/songs.schema.json',
      songs: [],
    })
    expect(readSongData(paths.content)).toMatchObject({ streams: [], problems: [] })
  })

  it('says what it would remove and changes nothing with --dry-run', async () => {
    const before = folderSnapshot(paths.content)
    const { code, stdout } = await run(['--dry-run'])
    expect(code).toBe(0)
    expect(stdout.at(0)).toBe(`Would remove 6 stream files from ${join(paths.content, 'streams')}.`)
    expect(stdout.at(-1)).toBe('Dry run: nothing was changed.')
    expect(folderSnapshot(paths.content)).toEqual(before)
  })
})
