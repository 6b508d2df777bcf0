import { EventEmitter } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ViteDevServer } from 'vite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { catalogueOf } from '#build-src/archive-files/song-catalogue.ts'
import { computeSearchAids } from '#build-src/search-keys/compute-search-aids.ts'
import { buildSongListData } from '#src/shared/song-data/song-list-build.ts'
import { type PackedSongList, unpackSongList } from '#src/shared/song-data/song-list-pack.ts'
import { slowTest } from '#tests/patience.ts'
import { callLoad, importEmitted } from '#tests/support/build-plugin.ts'
import { writeCatalogue, writeStreamFiles } from '#tests/support/content-streams.ts'
import { testStreams } from '#tests/support/test-streams.ts'

import { packedSongListPlugin } from './packed-song-list-plugin.ts'

const packedModule = '\0virtual:song-data/packed-song-list'
let content: string

beforeEach(() => {
  content = mkdtempSync(join(tmpdir(), 'packed-song-list-'))
  writeStreamFiles(content, testStreams)
  writeCatalogue(content, testStreams)
})
afterEach(() => rmSync(content, { recursive: true, force: true }))

describe('packedSongListPlugin', () => {
  it(
    'serves virtual:song-data/packed-song-list as the list packed from the stream files and catalogue, with readings, and watches them',
    slowTest,
    async () => {
      const { code, watched } = await callLoad(packedSongListPlugin(content), packedModule)
      expect(code).toMatch(/^export const packedSongList = JSON\.parse\("/)
      expect(code).not.toContain('import')
      const { packedSongList } = await importEmitted<{ packedSongList: PackedSongList }>(code ?? '')
      const aids = await computeSearchAids(catalogueOf(testStreams))
      const unpacked = unpackSongList(packedSongList)
      expect(unpacked).toEqual(buildSongListData(testStreams, aids))
      const { songs } = packedSongList
      const index = songs.text.indexOf('夜に駆ける')
      expect([songs.reading[index], songs.pinyin[index]]).toEqual(['よるにかける', 'ye qu'])
      expect(unpacked.model.songs.find((s) => s.songName === '夜に駆ける')?.titleSearch).toEqual({
        text: '夜に駆ける',
        // 駆 in its canonical (Simplified) form, as queries in any form fold to it.
        key: '夜に驱ける\u0000よるにかける',
        reading: 'よるにかける',
        romaji: 'yorunikakeru',
        pinyin: 'ye qu',
        aliases: [],
      })
      expect(watched.map((file) => file.slice(content.length))).toEqual([
        '/streams/2025-02-11.json',
        '/streams/2025-03-09.json',
        '/streams/2025-04-01.json',
        '/streams/2025-05-05.json',
        '/songs.json',
      ])
    },
  )

  it('leaves every other module alone', async () => {
    const other = '/repo/src/shared/song-data/song-list-pack.ts'
    expect(await callLoad(packedSongListPlugin(content), other)).toEqual({
      code: null,
      watched: [],
    })
  })

  it('fails the build on a song missing from the catalogue, naming both files', async () => {
    writeCatalogue(content, testStreams.slice(1))
    await expect(callLoad(packedSongListPlugin(content), packedModule)).rejects.toThrow(
      /songs\.json: no entry for "Lemon" \/ "米津玄師" \(sung on 2025\/2\/11\)/,
    )
  })

  it('fails the build on a bad stream file, naming the file, song and field', async () => {
    const file = join(content, 'streams', '2025-03-09.json')
    writeFileSync(file, JSON.stringify({ ...testStreams[1], date: '2025/3/9', songList: [{}] }))
    await expect(callLoad(packedSongListPlugin(content), packedModule)).rejects.toThrow(
      `${file} songList[0].showDate: is missing`,
    )
  })

  it('has the dev server recompute it and reload when a stream file or the catalogue changes', () => {
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() })
    const packed = { id: packedModule }
    const other = { id: '/repo/src/main.tsx' }
    const moduleGraph = {
      idToModuleMap: new Map([packed, other].map((node) => [node.id, node])),
      invalidateModule: vi.fn(),
    }
    const server = { watcher, environments: { client: { moduleGraph } }, ws: { send: vi.fn() } }
    const hook = packedSongListPlugin(content).configureServer as (server: ViteDevServer) => void
    hook(server as unknown as ViteDevServer)
    expect(watcher.add).toHaveBeenCalledWith([
      join(content, 'streams'),
      join(content, 'songs.json'),
    ])
    watcher.emit('change', join(content, 'profile.json'))
    watcher.emit('change', join(content, 'streams', 'notes.txt'))
    expect(server.ws.send).not.toHaveBeenCalled()
    for (const event of ['add', 'change', 'unlink']) {
      watcher.emit(event, join(content, 'streams', '2025-08-16.json'))
    }
    watcher.emit('change', join(content, 'songs.json'))
    expect(moduleGraph.invalidateModule.mock.calls).toEqual([
      [packed],
      [packed],
      [packed],
      [packed],
    ])
    expect(server.ws.send).toHaveBeenCalledWith({ type: 'full-reload' })
  })
})
