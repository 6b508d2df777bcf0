import { join, resolve } from 'node:path'

/** The data module the site is built from; both data scripts default to it. */
export const songDataFile = join(import.meta.dirname, '../src/features/songs/data/streams.ts')

/** Imports a TypeScript module by path; tools/run-ts.mjs passes one backed by Vite's runner. */
export type LoadModule = (path: string) => Promise<Record<string, unknown>>

/** A path typed by the user: `npm run` moves to the project root, INIT_CWD is where they were. */
export function userPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path)
}
