import { describe, expect, it } from 'vitest'
import { buildSongListData } from '../../src/features/songs/model/song-list-build'
import { unpackSongList, type PackedSongList } from '../../src/features/songs/model/song-list-pack'
import { testStreams } from '../../src/features/songs/model/test-streams'
import { importEmitted, loadHook } from '../../tests/support/build-plugin'
import { packedSongListAtBuild } from './packed-song-list-plugin'

describe('packedSongListAtBuild', () => {
  const plugin = packedSongListAtBuild('data.ts', async (file) => {
    expect(file).toBe('data.ts')
    return testStreams
  })

  it('applies to builds only', () => expect(plugin.apply).toBe('build'))

  it('replaces packed-song-list.ts with the packed list as one JSON string', async () => {
    const code = await loadHook(plugin)('/repo/src/features/songs/data/packed-song-list.ts')
    expect(code).toMatch(/^export const packedSongList = JSON\.parse\("/)
    expect(code).not.toContain('import')
    const { packedSongList } = await importEmitted<{ packedSongList: PackedSongList }>(code ?? '')
    expect(unpackSongList(packedSongList)).toEqual(buildSongListData(testStreams))
  })

  it('leaves every other module alone', async () => {
    expect(await loadHook(plugin)('/repo/src/features/songs/data/streams.ts')).toBeNull()
  })

  it('fails the build on invalid data, naming the entry', async () => {
    const broken = packedSongListAtBuild('data.ts', async () => [
      { ...testStreams[0]!, date: '2025/13/40' },
    ])
    await expect(
      loadHook(broken)('/repo/src/features/songs/data/packed-song-list.ts'),
    ).rejects.toThrow(/streams\[0\]/)
  })
})
