import { join } from 'node:path'

/** The data module the site is built from; both data scripts default to it. */
export const songDataFile = join(import.meta.dirname, '../src/features/songs/data/streams.ts')

/** Imports a TypeScript module by path; scripts/run-ts.mjs passes one backed by Vite's runner. */
export type LoadModule = (path: string) => Promise<Record<string, unknown>>
