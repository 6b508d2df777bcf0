// What a deploy uploads: every file of a build, and the pages' own weight (Netlify uploads each
// changed file, and the pages are most of the files). `npm run bench` prints it per data set.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { median } from './report.ts'

export interface DeploySize {
  /** Every file of the build, bytes on disk (uncompressed, as uploaded). */
  bytes: number
  files: number
  /** The prerendered pages (`index.html` files). */
  pages: number
  medianPageBytes: number
}

/** The deploy's size, read from a built `dist/`. */
export function deploySize(dist: string): DeploySize {
  let bytes = 0
  let files = 0
  const pages: number[] = []
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const size = statSync(join(entry.parentPath, entry.name)).size
    bytes += size
    files++
    if (entry.name === 'index.html') pages.push(size)
  }
  return { bytes, files, pages: pages.length, medianPageBytes: median(pages) }
}
