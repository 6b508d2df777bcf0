import { dirname } from 'node:path'
import type { Plugin } from 'vite'

import { readSongData, type SongData } from '#build-src/archive-files/read-song-data.ts'
import { catalogueFile } from '#build-src/archive-files/song-catalogue.ts'
import { streamsDir } from '#build-src/archive-files/stream-files.ts'

/**
 * A Vite plugin (build, `vite dev` and Vitest alike) that serves the virtual modules `ids`
 * (`virtual:song-data/…`) as code computed from the content folder's stream files and song
 * catalogue, so the pages ship the result instead of the data and the code deriving it. A bad
 * stream file fails the build, naming file and field.
 */
export function moduleFromSongData(options: {
  name: string
  ids: readonly string[]
  contentDir: string
  /** The module's code; `id` says which module, for a plugin that serves several. */
  code: (data: SongData, id: string) => string | Promise<string>
}): Plugin {
  const { name, ids, contentDir, code } = options
  const folder = streamsDir(contentDir)
  const served = new Set(ids.map((id) => `\0${id}`))
  return {
    name,
    resolveId(id) {
      return ids.includes(id) ? `\0${id}` : null
    },
    async load(id) {
      if (!served.has(id)) return null
      const data = readSongData(contentDir)
      // A watch build (`vite build --watch`) rebuilds when one of them changes.
      for (const file of data.files) this.addWatchFile(file)
      if (data.problems.length > 0) this.error(`Invalid song data:\n${data.problems.join('\n')}`)
      return code(data, id.slice(1))
    },
    configureServer(server) {
      // Tried in `vite dev`: a change to a watched file did not always reach both generated
      // modules, and a new file is watched by no one. So recompute on any change, and reload.
      const catalogue = catalogueFile(contentDir)
      const refresh = (file: string) => {
        if (file !== catalogue && (dirname(file) !== folder || !file.endsWith('.json'))) return
        for (const environment of Object.values(server.environments)) {
          for (const node of environment.moduleGraph.idToModuleMap.values()) {
            if (node.id && served.has(node.id)) environment.moduleGraph.invalidateModule(node)
          }
        }
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.add([folder, catalogue])
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, refresh)
    },
  }
}
