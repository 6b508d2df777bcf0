import type { Plugin } from 'vite'

/**
 * A build-only Vite plugin that replaces the module matching `module` with code computed from the
 * song data in `file`, so the pages ship the result instead of the data and the code deriving it.
 */
export function moduleFromSongData<T>(options: {
  name: string
  module: RegExp
  file: string
  load: (file: string) => Promise<T>
  code: (streams: T) => string
}): Plugin {
  const { name, module, file, load, code } = options
  return {
    name,
    apply: 'build',
    async load(id) {
      return module.test(id) ? code(await load(file)) : null
    },
  }
}
