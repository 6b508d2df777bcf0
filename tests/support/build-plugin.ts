import type { Plugin } from 'vite'

/** A plugin's `load` hook, callable with a module id as Vite would. */
export const loadHook = (plugin: Plugin) =>
  plugin.load as unknown as (id: string) => Promise<string | null>

/** Runs the module code a plugin emits and returns its exports. */
export function importEmitted<T = Record<string, unknown>>(code: string): Promise<T> {
  return import(`data:text/javascript,${encodeURIComponent(code)}`) as Promise<T>
}
