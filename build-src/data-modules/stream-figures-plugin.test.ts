import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { callLoad, importEmitted } from '#tests/support/build-plugin.ts'
import { writeCatalogue, writeStreamFiles } from '#tests/support/content-streams.ts'
import { rawSong } from '#tests/support/test-streams.ts'

import { streamFiguresPlugin } from './stream-figures-plugin.ts'

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
  // A hidden stream takes 2025-03-09-2.json: the day's second listed stream is 2025-03-09-3.json.
  {
    date: '2025/3/9',
    streamName: '非公開の枠',
    showList: false,
    showDate: true,
    songList: [rawSong({ songLink: 'https://youtu.be/CCCCCCCCCCC?t=245' })],
  },
  {
    date: '2025/3/9',
    streamName: '二枠目',
    showList: true,
    showDate: true,
    songList: [rawSong({ songLink: 'https://youtu.be/DDDDDDDDDDD?t=245' })],
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
  it('serves the home page figures computed from the stream files, with the page of the latest', async () => {
    const plugin = streamFiguresPlugin(content)
    const { code } = await callLoad(plugin, '\0virtual:song-data/archive-figures')
    const values = await importEmitted(code ?? '')
    expect(Object.keys(values)).toEqual(['archiveFigures'])
    expect(values.archiveFigures).toEqual({
      latest: {
        slug: '2025-03-09-3',
        date: '2025-03-09',
        showDate: true,
        name: '二枠目',
        songCount: 1,
      },
      streamCount: 3,
      songCount: 2,
      performanceCount: 4,
      years: [2025],
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
        expect.objectContaining({ slug: '2025-03-09', name: 'リクエスト歌枠', songCount: 2 }),
        expect.objectContaining({ slug: '2025-03-09-3', name: '二枠目' }),
      ],
      years: [2025],
    })
    expect(code).not.toContain('import')
  })

  it('serves each listed stream newest first with its debuts, for "since your last visit"', async () => {
    const plugin = streamFiguresPlugin(content)
    const { code } = await callLoad(plugin, '\0virtual:song-data/stream-news')
    const values = await importEmitted(code ?? '')
    expect(Object.keys(values)).toEqual(['packedStreamNews'])
    // The first stream debuts the one song; the second, 紅蓮華; the hidden one is left out.
    // 2025-03-09 is day 20,156 since 1970; 2025-02-11 is 26 days before.
    expect(values.packedStreamNews).toBe('20156-3,0+1,26+1')
    expect(code).not.toContain('import')
  })

  it('leaves every other module alone', async () => {
    const other = '/repo/src/shared/song-data/stream-summary.ts'
    expect((await callLoad(streamFiguresPlugin(content), other)).code).toBeNull()
  })
})
