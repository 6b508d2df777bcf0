import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { check, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'
import type { RawStream } from '../../src/features/songs/data/types'
import { insertStream } from './insert-stream'

const dataFile = join(import.meta.dirname, '../../src/features/songs/data/streams.ts')
const moduleText = readFileSync(dataFile, 'utf8')

function entry(date: string): RawStream {
  return {
    date,
    streamName: "【歌枠】ぺぺの'夏'歌枠",
    showList: true,
    showDate: true,
    category: 'request',
    songList: [
      {
        showDate: true,
        songName: '夜に駆ける',
        singer: 'YOASOBI',
        songKana: 'よるにかける',
        songTime: '1:15',
        songLink: 'https://www.youtube.com/watch?v=pepe250816a&t=75s',
      },
    ],
  }
}

const expectedText = `  {
    date: '2025/8/16',
    streamName: "【歌枠】ぺぺの'夏'歌枠",
    showList: true,
    showDate: true,
    category: 'request',
    songList: [
      {
        showDate: true,
        songName: '夜に駆ける',
        singer: 'YOASOBI',
        songKana: 'よるにかける',
        songTime: '1:15',
        songLink: 'https://www.youtube.com/watch?v=pepe250816a&t=75s',
      },
    ],
  },
`

describe('insertStream', () => {
  it('appends a newer stream before the closing bracket and leaves every other byte alone', async () => {
    const options = (await resolveConfig(dataFile)) ?? {}
    const result = await insertStream(moduleText, entry('2025/8/16'), options)
    const at = moduleText.lastIndexOf(']')
    const atLineStart = moduleText.lastIndexOf('\n', at) + 1
    expect(result).toBe(
      moduleText.slice(0, atLineStart) + expectedText + moduleText.slice(atLineStart),
    )
    expect(await check(result, { ...options, filepath: dataFile })).toBe(true)
  })

  it('keeps date order when the stream is older than the last one', async () => {
    const text = [
      'export const streams: RawStream[] = [',
      "  { date: '2025/8/1', streamName: 'a', songList: [] },",
      "  { date: '2025/08/20', streamName: 'b', songList: [] },",
      ']',
      '',
    ].join('\n')
    const result = await insertStream(text, entry('2025/8/16'), { singleQuote: true, semi: false })
    const lines = result.split('\n')
    expect(lines[1]).toBe("  { date: '2025/8/1', streamName: 'a', songList: [] },")
    expect(lines.slice(2, 19).join('\n') + '\n').toBe(expectedText)
    expect(lines[19]).toBe("  { date: '2025/08/20', streamName: 'b', songList: [] },")
  })

  it('adds the missing comma after the last entry', async () => {
    const text = "export const streams = [\n  { date: '2025/8/1' }\n] satisfies unknown[]\n"
    const result = await insertStream(text, entry('2025/8/16'), { singleQuote: true, semi: false })
    expect(result).toBe(
      "export const streams = [\n  { date: '2025/8/1' },\n" +
        expectedText +
        '] satisfies unknown[]\n',
    )
  })

  it('refuses a module without a streams array', async () => {
    await expect(insertStream('export const songs = []\n', entry('2025/8/16'), {})).rejects.toThrow(
      'the data module has no `streams = [...]` array',
    )
  })
})
