import { EventEmitter } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ViteDevServer } from 'vite'
import { buildSongListData } from '../../src/shared/song-model/song-list-build'
import { unpackSongList, type PackedSongList } from '../../src/shared/song-model/song-list-pack'
import { testStreams } from '../../src/shared/song-model/test-streams'
import { callLoad, importEmitted } from '../../tests/support/build-plugin'
import { writeStreamFiles } from '../../tests/support/content-streams'
import { packedSongListPlugin } from './packed-song-list-plugin'

const packedModule = '/repo/src/features/songs/data/packed-song-list.ts'
let content: string

beforeEach(() => {
  content = mkdtempSync(join(tmpdir(), 'packed-song-list-'))
  writeStreamFiles(content, testStreams)
})
afterEach(() => rmSync(content, { recursive: true, force: true }))

describe('packedSongListPlugin', () => {
  it('serves packed-song-list.ts as the list packed from the stream files, and watches them', async () => {
    const { code, watched } = await callLoad(packedSongListPlugin(content), packedModule)
    expect(code).toMatch(/^export const packedSongList = JSON\.parse\("/)
    expect(code).not.toContain('import')
    const { packedSongList } = await importEmitted<{ packedSongList: PackedSongList }>(code ?? '')
    expect(unpackSongList(packedSongList)).toEqual(buildSongListData(testStreams))
    expect(watched.map((file) => file.slice(content.length))).toEqual([
      '/streams/2025-02-11.json',
      '/streams/2025-03-09.json',
      '/streams/2025-04-01.json',
      '/streams/2025-05-05.json',
    ])
  })

  it('leaves every other module alone', async () => {
    const other = '/repo/src/shared/song-model/song-list-pack.ts'
    expect(await callLoad(packedSongListPlugin(content), other)).toEqual({
      code: null,
      watched: [],
    })
  })

  it('fails the build on a bad stream file, naming the file, song and field', async () => {
    const file = join(content, 'streams', '2025-03-09.json')
    writeFileSync(file, JSON.stringify({ ...testStreams[1], date: '2025/3/9', songList: [{}] }))
    await expect(callLoad(packedSongListPlugin(content), packedModule)).rejects.toThrow(
      `${file} songList[0].showDate: is missing`,
    )
  })

  it('has the dev server recompute it and reload when a stream file changes, appears or goes', () => {
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() })
    const packed = { id: '/repo/src/features/songs/data/packed-song-list.ts' }
    const other = { id: '/repo/src/main.tsx' }
    const moduleGraph = {
      idToModuleMap: new Map([packed, other].map((node) => [node.id, node])),
      invalidateModule: vi.fn(),
    }
    const server = { watcher, environments: { client: { moduleGraph } }, ws: { send: vi.fn() } }
    const hook = packedSongListPlugin(content).configureServer as (server: ViteDevServer) => void
    hook(server as unknown as ViteDevServer)
    expect(watcher.add).toHaveBeenCalledWith(join(content, 'streams'))
    watcher.emit('change', join(content, 'profile.json'))
    watcher.emit('change', join(content, 'streams', 'notes.txt'))
    expect(server.ws.send).not.toHaveBeenCalled()
    for (const event of ['add', 'change', 'unlink']) {
      watcher.emit(event, join(content, 'streams', '2025-08-16.json'))
    }
    expect(moduleGraph.invalidateModule.mock.calls).toEqual([[packed], [packed], [packed]])
    expect(server.ws.send).toHaveBeenCalledWith({ type: 'full-reload' })
  })
})
