import { pageCollections } from '#src/lib/page-table.ts'

/**
 * The paths whose HTML must be revalidated: each fixed page, and one wildcard per collection folder
 * and URL form (`/songs/*`, `/zh/songs/*`), so thousands of song pages add three rules, not
 * thousands. Hashed assets live elsewhere, so no wildcard reaches them.
 */
export function revalidatedPaths(targets: readonly { url: string }[]): string[] {
  const paths = targets.map(({ url }) => {
    for (const { folder } of pageCollections) {
      const at = url.indexOf(folder)
      if (at !== -1 && /^(\/[a-z-]+)?$/i.test(url.slice(0, at)))
        return `${url.slice(0, at)}${folder}*`
    }
    return url
  })
  return [...new Set(paths)]
}

/** HTML must be revalidated; listed by path because `/*` would also cover the immutable assets. */
export function revalidateBlocks(paths: readonly string[]): string {
  const blocks = paths.map((p) => `${p}\n  Cache-Control: public, max-age=0, must-revalidate\n`)
  return `\n# HTML pages (written by build-src/prerender.ts)\n${blocks.join('')}`
}
