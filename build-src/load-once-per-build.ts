import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * A hash of the names and bytes of `paths`: a file, or a folder's files (not its subfolders).
 * A missing path hashes as missing, so creating it changes the hash.
 */
export function filesFingerprint(paths: readonly string[]): string {
  const hash = createHash('sha256')
  for (const path of paths) {
    hash.update(path).update('\0')
    if (!existsSync(path)) {
      hash.update('missing\0')
      continue
    }
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(path, entry.name))
          .sort()
      : [path]
    for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

type LoadHook = Extract<NonNullable<Plugin['load']>, (...args: never[]) => unknown>

/**
 * Wraps a plugin whose `load` hook derives modules from the files in `inputs` (files or folders),
 * so that one `vite build` of several environments (the client and the server entry of the
 * prerender) derives each module once. A result is reused while `inputs` hash the same as when it
 * was derived; outside builds (dev server, Vitest) every load runs the wrapped hook.
 */
export function loadOncePerBuild(plugin: Plugin, inputs: readonly string[]): Plugin {
  const { load, buildStart } = plugin
  if (typeof load !== 'function' || (buildStart && typeof buildStart !== 'function'))
    throw new Error(`${plugin.name}: loadOncePerBuild takes a plain load hook`)
  const derived = new Map<string, { fingerprint: string; result: ReturnType<LoadHook> }>()
  let fingerprint = ''
  return {
    ...plugin,
    // One instance for every environment of the build, so they share `derived`.
    sharedDuringBuild: true,
    async buildStart(options) {
      if (this.environment.mode === 'build') fingerprint = filesFingerprint(inputs)
      await buildStart?.call(this, options)
    },
    async load(id, options) {
      if (this.environment.mode !== 'build') return load.call(this, id, options)
      const known = derived.get(id)
      if (known?.fingerprint === fingerprint) {
        const result = await known.result
        // A watch build must still rebuild when an input changes.
        if (result != null) for (const path of inputs) this.addWatchFile(path)
        return result
      }
      const result = load.call(this, id, options)
      derived.set(id, { fingerprint, result })
      try {
        return await result
      } catch (error) {
        derived.delete(id)
        throw error
      }
    },
  }
}
