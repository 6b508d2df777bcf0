// A `_redirects` text as Netlify's own parser reads it, for the tests of the committed rules and of
// the rules the build writes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseAllRedirects } from '@netlify/redirect-parser'

export interface ParsedRedirect {
  from: string
  to: string
  status: number
  force: boolean
  conditions: { Language?: string[] }
}

/** The rules in order, and the parser's complaints (none for a valid file). */
export async function parseRedirectsText(
  text: string,
): Promise<{ redirects: ParsedRedirect[]; errors: { message: string }[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'redirects-'))
  try {
    const file = join(dir, '_redirects')
    writeFileSync(file, text)
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [file],
      configRedirects: [],
      minimal: true,
    })
    return { redirects: redirects as ParsedRedirect[], errors: errors as { message: string }[] }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
