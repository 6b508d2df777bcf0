import { dirname } from 'node:path'
import type { Plugin } from 'vite'
import type { RawStream } from '../../src/shared/song-model/raw-types'
import { displayPath, readStreamFiles, streamsDir } from './stream-files'

/**
 * A Vite plugin (build, `vite dev` and Vitest alike) that serves the module matching `module` as
 * code computed from the content folder's stream files, so the pages ship the result instead of
 * the data and the code deriving it. A bad stream file fails the build, naming file and field.
 */
export function moduleFromSongData(options: {
  name: string
  module: RegExp
  contentDir: string
  code: (streams: RawStream[]) => string
}): Plugin {
  const { name, module, contentDir, code } = options
  const folder = streamsDir(contentDir)
  return {
    name,
    load(id) {
      if (!module.test(id)) return null
      const { streams, files, problems } = readStreamFiles(contentDir)
      // A watch build (`vite build --watch`) rebuilds when one of them changes.
      for (const file of files) this.addWatchFile(file)
      if (problems.length > 0) {
        this.error(`Invalid stream files in ${displayPath(folder)}:\n${problems.join('\n')}`)
      }
      return code(streams)
    },
    configureServer(server) {
      // Tried in `vite dev`: a change to a watched file did not always reach both generated
      // modules, and a new file is watched by no one. So recompute on any change, and reload.
      const refresh = (file: string) => {
        if (dirname(file) !== folder || !file.endsWith('.json')) return
        for (const environment of Object.values(server.environments)) {
          for (const node of environment.moduleGraph.idToModuleMap.values()) {
            if (node.id && module.test(node.id)) environment.moduleGraph.invalidateModule(node)
          }
        }
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.add(folder)
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, refresh)
    },
  }
}
