import { createKanaReader } from '#build-src/search-keys/kana-reading.ts'
import { printable } from '#tools/lib/cli.ts'
import type { FileWrite } from '#tools/lib/write-files.ts'

import type { LookedUp } from './catalogue-changes.ts'
import { lookUp, readingServices } from './look-up.ts'
import type { LookupKind } from './lookup-answer.ts'
import { lookupCacheFile, readLookupCache } from './lookup-cache.ts'
import type { Clock } from './request-spacing.ts'
import { thisApplication } from './user-agent.ts'

/** What a test replaces: the analyser, the services' clock, each request's bound, the environment. */
export interface LookupDependencies {
  read?: (text: string) => Promise<string>
  clock?: Clock
  lookupTimeoutMs?: number
  env?: Record<string, string | undefined>
}

export interface TextToLookUp {
  kind: LookupKind
  text: string
}

export interface LookupRun {
  lookedUp: LookedUp[]
  /** Each service that failed, with why (it was not asked again in the run). */
  failed: string[]
  /** Whether nothing came back: every service failed and no answer was cached. */
  nothing: boolean
  /** The cache file with the new answers, when there are some. */
  cacheWrite: FileWrite[]
  cacheFile: string
}

/** On a terminal, how far the run is: at one request a second, a long list takes minutes. */
function progress(done: number, all: number) {
  if (!process.stderr.isTTY) return
  process.stderr.write(
    done < all ? `\rAsking VocaDB and MusicBrainz: ${done} of ${all}` : '\r\x1b[K',
  )
}

/** The texts asked of both services (the content folder's cache first), with the analyser's reading. */
export async function runLookups(
  content: string,
  texts: readonly TextToLookUp[],
  dependencies: LookupDependencies = {},
): Promise<LookupRun | { error: string }> {
  const cacheFile = lookupCacheFile(content)
  const cache = readLookupCache(cacheFile)
  if ('error' in cache) return { error: printable(cache.error) }
  const { services, failures } = readingServices(
    thisApplication(dependencies.env),
    cache,
    dependencies.clock,
    dependencies.lookupTimeoutMs,
  )
  const read = dependencies.read ?? (await createKanaReader())
  const lookedUp: LookedUp[] = []
  for (const { kind, text } of texts) {
    progress(lookedUp.length, texts.length)
    lookedUp.push(await lookUp(kind, text, services, read))
  }
  progress(texts.length, texts.length)
  const failed = failures()
  return {
    lookedUp,
    failed,
    nothing:
      failed.length === services.length &&
      lookedUp.every((entry) => entry.proposals.length === 0) &&
      !cache.changed(),
    cacheWrite: cache.changed() ? [{ path: cacheFile, text: cache.text() }] : [],
    cacheFile,
  }
}
