import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentDir } from '../../build/content-dir'
import { readStreamFiles } from '../../build/song-data/stream-files'
import { parseVideoLink } from '../../src/shared/song-model/video-link'
import { streamSchemaValidator } from '../support/stream-schema'

// The content the site is built from: `npm test` fails on a bad stream file here too.
const { streams, files, problems } = readStreamFiles(contentDir())

describe('the shipped stream files', () => {
  it('pass every check the build makes', () => {
    expect(problems).toEqual([])
    expect(streams).toHaveLength(files.length)
  })

  it('pass the JSON Schema editors use, and link to it', () => {
    const valid = streamSchemaValidator()
    for (const file of files) {
      const content = JSON.parse(readFileSync(file, 'utf8')) as { $schema?: unknown }
      expect(valid(content), file).toBe(true)
      expect(content.$schema, file).toBe('../../schemas/stream.schema.json')
    }
  })

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
    expect(streams[0]?.date).toBe('2025/2/11')
    expect(streams.at(-1)?.date).toBe('2025/8/4')
  })
})
