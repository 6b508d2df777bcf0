import { request } from '#src/lib/http.ts'

/** What `version.json` holds (written by `build-src/build-id-plugin.ts`). */
export interface VersionInfo {
  id: string
  timestamp: number
}

export const BUILD_ID_META = 'build-id'
export const VERSION_CHECK_TIMEOUT_MS = 5_000

/** The id of the build that produced this page, or null (dev server, tests). */
export function readPageBuildId(doc: Document = document): string | null {
  const content = doc.querySelector(`meta[name="${BUILD_ID_META}"]`)?.getAttribute('content')
  return content?.trim() || null
}

export function parseVersionInfo(value: unknown): VersionInfo | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, timestamp } = value as Record<string, unknown>
  if (typeof id !== 'string' || id.trim() === '') return null
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null
  return { id, timestamp }
}

/**
 * The deployed build's id. The timestamp query gets past any cache that ignores headers. What
 * still fails after the request's one retry throws: the checker asks again at its next check.
 */
export async function fetchLatestBuildId(
  timeoutMs: number = VERSION_CHECK_TIMEOUT_MS,
): Promise<string> {
  const response = await request(`version.json?t=${Date.now()}`, { cache: 'no-store', timeoutMs })
  if (!response.ok) throw new Error(`version.json answered ${response.status}`)
  const body: unknown = await response.json()
  const info = parseVersionInfo(body)
  if (!info) throw new Error(`Unexpected version.json content: ${JSON.stringify(body)}`)
  return info.id
}
