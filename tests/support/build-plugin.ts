import type { Plugin } from 'vite'

/** What a plugin's `load` hook did besides returning code: the files it asked to watch. */
export interface LoadCall {
  code: string | null
  watched: string[]
}

/**
 * Calls a plugin's `load` hook with a module id as Vite would, with the two context methods the
 * song-data plugins use: `addWatchFile` (recorded) and `error` (thrown).
 */
export async function callLoad(plugin: Plugin, id: string): Promise<LoadCall> {
  const watched: string[] = []
  const context = {
    addWatchFile: (file: string) => watched.push(file),
    error: (message: string) => {
      throw new Error(message)
    },
  }
  const hook = plugin.load as unknown as (
    this: typeof context,
    id: string,
  ) => Promise<string | null>
  const code = await hook.call(context, id)
  return { code, watched }
}

/** Runs the module code a plugin emits and returns its exports. */
export function importEmitted<T = Record<string, unknown>>(code: string): Promise<T> {
  return import(`data:text/javascript,${encodeURIComponent(code)}`) as Promise<T>
}
