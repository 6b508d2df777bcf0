import type { LookedUp } from './catalogue-changes.ts'
import {
  type LookupAnswer,
  type LookupKind,
  type ReadingService,
  serviceLabel,
  stopAfterFailure,
} from './lookup-answer.ts'
import { cachedService, type LookupCache } from './lookup-cache.ts'
import { musicBrainzClient } from './musicbrainz.ts'
import { proposalsOf } from './proposals.ts'
import type { Clock } from './request-spacing.ts'
import type { Application } from './user-agent.ts'
import { vocadbClient } from './vocadb.ts'

/**
 * Both services, answering from the cache first; one that fails is not asked again in the run,
 * and `failures()` says which failed and why, once each. `timeoutMs` bounds each request.
 */
export function readingServices(
  application: Application,
  cache: LookupCache,
  clock?: Clock,
  timeoutMs?: number,
) {
  const options = { application, clock, ...(timeoutMs === undefined ? {} : { timeoutMs }) }
  const guarded = [vocadbClient(options), musicBrainzClient(options)].map(stopAfterFailure)
  return {
    services: guarded.map((service) => cachedService(service, cache)),
    failures: () =>
      guarded.flatMap((service) => {
        const failure = service.failure()
        return failure === undefined ? [] : [`${serviceLabel[service.name]}: ${failure}`]
      }),
  }
}

/** A title or an artist asked of every service (at once: each keeps its own pace), and proposed. */
export async function lookUp(
  kind: LookupKind,
  text: string,
  services: readonly ReadingService[],
  read: (text: string) => Promise<string>,
): Promise<LookedUp> {
  const answers = await Promise.all(
    services.map(async (service): Promise<[string, LookupAnswer]> => [
      service.name,
      await service.lookup(kind, text),
    ]),
  )
  const analysed = await read(text)
  return {
    kind,
    text,
    analysed,
    proposals: proposalsOf(kind, analysed, Object.fromEntries(answers)),
  }
}
