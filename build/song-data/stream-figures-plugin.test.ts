import { describe, expect, it } from 'vitest'
import { importEmitted, loadHook } from '../../tests/support/build-plugin'
import { streamFiguresAtBuild } from './stream-figures-plugin'
import type { StreamLike } from '../../src/features/profile/stream-summary'

const fixture: StreamLike[] = [
  {
    date: '2025/2/11',
    streamName: '初歌枠',
    showList: true,
    showDate: true,
    songList: [{ songName: '夜に駆ける', singer: 'YOASOBI' }],
  },
  {
    date: '2025/03/09',
    streamName: 'リクエスト歌枠',
    showList: true,
    showDate: true,
    songList: [
      { songName: '夜に駆ける', singer: 'YOASOBI' },
      { songName: '紅蓮華', singer: 'LiSA' },
    ],
  },
]

describe('streamFiguresAtBuild', () => {
  const plugin = streamFiguresAtBuild('data.ts', async (file) => {
    expect(file).toBe('data.ts')
    return fixture
  })

  it('applies to builds only', () => expect(plugin.apply).toBe('build'))

  it('replaces stream-figures.ts with the values computed from the data file', async () => {
    const code = await loadHook(plugin)('/repo/src/features/profile/stream-figures.ts')
    const values = await importEmitted(code ?? '')
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
    expect(values.streamHistory).toEqual({
      earlier: null,
      recent: [
        expect.objectContaining({ name: '初歌枠' }),
        (values.archiveFigures as { latest: unknown }).latest,
      ],
    })
    expect(code).not.toContain('import')
  })

  it('leaves every other module alone', async () => {
    expect(await loadHook(plugin)('/repo/src/features/profile/stream-summary.ts')).toBeNull()
  })
})
