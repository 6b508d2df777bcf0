import { readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

import { readStreamFiles } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'
import { parseVideoLink } from '#src/shared/song-model/time/video-link.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'
import { streamSchemaValidator } from '#tests/support/stream-schema.ts'

const schemaFile = join(import.meta.dirname, '../../schemas/stream.schema.json')

// The content the site is built from (`npm test` fails on a bad stream file here too), and the
// test archive the data-specific tests run against.
describe.each([
  ['the stream files of the content under test', contentDir()],
  ['the stream files of the test archive', fixtureArchive],
])('%s', (_, dir) => {
  const { streams, files, problems } = readStreamFiles(dir)

  it('pass every check the build makes', () => {
    expect(problems).toEqual([])
    expect(streams).toHaveLength(files.length)
  })

  it('pass the JSON Schema editors use, and link to it', () => {
    const valid = streamSchemaValidator()
    for (const file of files) {
      const content = JSON.parse(readFileSync(file, 'utf8')) as { $schema?: unknown }
      expect(valid(content), file).toBe(true)
      expect(content.$schema, file).toBe(relative(dirname(file), schemaFile).split(sep).join('/'))
    }
  })
})

describe('the test archive', () => {
  const { streams } = readStreamFiles(fixtureArchive)

  it('keeps the quirks real data has, so the model is exercised on them', () => {
    const songs = streams.flatMap((s) => s.songList)
    const times = songs.map((s) => s.songTime)
    expect(times.some((t) => /^\d:\d\d$/.test(t))).toBe(true)
    expect(times.some((t) => /^\d\d:\d\d$/.test(t))).toBe(true)
    expect(times.some((t) => /^\d:\d\d:\d\d$/.test(t))).toBe(true)
    expect(times.some((t) => /^\d\d:\d\d:\d\d$/.test(t))).toBe(true)
    expect(streams.some((s) => /\/0\d\//.test(s.date))).toBe(true)
    expect(streams.some((s) => /\/\d\//.test(s.date))).toBe(true)
    expect(songs.filter((s) => s.songLink.includes('si=')).length).toBeGreaterThan(0)
    const multiVideo = streams.filter(
      (s) => new Set(s.songList.map((song) => parseVideoLink(song.songLink)?.videoId)).size > 1,
    )
    expect(multiVideo.length).toBeGreaterThanOrEqual(2)
    expect(streams.filter((s) => s.category === 'request').length).toBeGreaterThanOrEqual(2)
    expect(songs.some((s) => s.singer.includes('×'))).toBe(true)
    expect(songs.some((s) => s.singer.startsWith('作詞・作曲'))).toBe(true)
    for (const stream of streams) {
      expect(stream.songList.length).toBeGreaterThanOrEqual(8)
      expect(stream.songList.length).toBeLessThanOrEqual(15)
    }
    expect(streams[0]?.date).toBe('2023/6/1')
    expect(streams.at(-1)?.date).toBe('2023/12/9')
  })
})
