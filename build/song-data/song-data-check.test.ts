import { describe, expect, it } from 'vitest'
import { rawSong } from '../../src/features/songs/model/test-streams'
import { songDataCheck } from './song-data-check'

async function runBuildStart(plugin: ReturnType<typeof songDataCheck>): Promise<void> {
  const hook = plugin.buildStart
  if (typeof hook !== 'function') throw new Error('song-data-check has no buildStart hook')
  const context = {
    error: (message: string) => {
      throw new Error(message)
    },
  }
  // The hook only calls `error`; the rest of Rollup's plugin context is not needed here.
  await hook.call(context as never, {} as never)
}

describe('songDataCheck', () => {
  it('lets the shipped data through, read from the real module', async () => {
    await expect(runBuildStart(songDataCheck())).resolves.toBeUndefined()
  })

  it('stops the build naming the file, stream, song and field', async () => {
    const bad = [
      {
        date: '2025/2/11',
        streamName: 's',
        showList: true,
        showDate: true,
        songList: [rawSong(), rawSong({ songLink: 'https://youtu.be/AAAAAAAAAAA?t=1' })],
      },
    ]
    await expect(runBuildStart(songDataCheck('copy.ts', async () => bad))).rejects.toThrow(
      /copy\.ts:\nstream 2025\/2\/11 \(streams\[0\]\) songList\[1\]\.songLink: t=1s does not match songTime 4:05/,
    )
  })

  it('stops the build when the module exports no stream list', async () => {
    await expect(runBuildStart(songDataCheck('empty.ts', async () => undefined))).rejects.toThrow(
      /streams: must be an array/,
    )
  })
})
