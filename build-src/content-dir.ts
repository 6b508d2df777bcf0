import { resolve } from 'node:path'

/**
 * The content folder a build, a tool or a test reads: `CONTENT_DIR` when set (relative to the
 * working directory), else the sample singer's `content/`.
 */
export function contentDir(env: Record<string, string | undefined> = process.env): string {
  const configured = env.CONTENT_DIR?.trim()
  return resolve(configured || 'content')
}
