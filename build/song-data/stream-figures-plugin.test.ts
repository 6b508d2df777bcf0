import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { rawSong } from '../../tests/support/test-streams'
import { callLoad, importEmitted } from '../../tests/support/build-plugin'
import { writeCatalogue, writeStreamFiles } from '../../tests/support/content-streams'
import { streamFiguresPlugin } from './stream-figures-plugin'

const fixture = [
  {
    date: '2025/2/11',
    streamName: '初歌枠',
    showList: true,
    showDate: true,
    songList: [rawSong()],
  },
  {
    date: '2025/03/09',
    streamName: 'リクエスト歌枠',
    showList: true,
    showDate: true,
    songList: [
      rawSong(),
      rawSong({
        songName: '紅蓮華',
        singer: 'LiSA',
        songTime: '1:00',
        songLink: 'https://youtu.be/BBBBBBBBBBB?t=60',
      }),
    ],
  },
]
let content: string

beforeEach(() => {
  content = mkdtempSync(join(tmpdir(), 'stream-figures-'))
  writeStreamFiles(content, fixture)
  writeCatalogue(content, fixture)
})
afterEach(() => rmSync(content, { recursive: true, force: true }))

describe('streamFiguresPlugin', () => {
  it('serves the home page figures computed from the stream files', async () => {
    const plugin = streamFiguresPlugin(content)
    const { code } = await callLoad(plugin, '\0virtual:song-data/archive-figures')
    const values = await importEmitted(code ?? '')
    expect(Object.keys(values)).toEqual(['archiveFigures'])
    expect(values.archiveFigures).toEqual({
      latest: {
        key: '2025-03-09',
        date: '2025-03-09',
        showDate: true,
        name: 'リクエスト歌枠',
        songCount: 2,
      },
      streamCount: 2,
      songCount: 2,
      performanceCount: 3,
    })
    expect(code).not.toContain('import')
  })

  it('serves the About timeline alone', async () => {
    const plugin = streamFiguresPlugin(content)
    const { code } = await callLoad(plugin, '\0virtual:song-data/stream-history')
    const values = await importEmitted(code ?? '')
    expect(Object.keys(values)).toEqual(['streamHistory'])
    expect(values.streamHistory).toEqual({
      earlier: null,
      recent: [
        expect.objectContaining({ name: '初歌枠' }),
        expect.objectContaining({ key: '2025-03-09', name: 'リクエスト歌枠', songCount: 2 }),
      ],
    })
    expect(code).not.toContain('import')
  })

  it('leaves every other module alone', async () => {
    const other = '/repo/src/shared/song-data/stream-summary.ts'
    expect((await callLoad(streamFiguresPlugin(content), other)).code).toBeNull()
  })
})
