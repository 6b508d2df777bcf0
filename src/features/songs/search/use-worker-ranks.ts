import { startTransition, useEffect, useState } from 'react'

import type { KnownRanks, Ranker, SearchableSong, TextValues } from './search-types.ts'

/** The text the list shows the results of, and the ranks the worker worked out for it, if any. */
export interface ListedText {
  values: TextValues
  known?: KnownRanks
}

/**
 * The text the list follows. While the ranking worker ranks (`wanted`: the list is in the `match`
 * order and some text is typed), a text's results wait for its ranks and the list keeps showing the
 * last results meanwhile, as a deferred render does; without the worker, or once it has failed,
 * the list follows `values` at once and ranks on the page. `songs`: the model's, in the worker's
 * order.
 */
export function useWorkerRanks(
  values: TextValues,
  ranker: Ranker | null,
  wanted: boolean,
  songs: readonly SearchableSong[],
): ListedText {
  const [answer, setAnswer] = useState<Required<ListedText> | null>(null)
  const [failed, setFailed] = useState(false)
  const [listed, setListed] = useState<ListedText>({ values })
  const worker = wanted && !failed && ranker?.rankWorker.working() ? ranker : null
  useEffect(() => {
    if (!worker) return
    let current = true
    void worker.rankWorker.ranks(values).then((ranks) => {
      if (!current) return
      if (!ranks) return setFailed(true)
      const known = worker.knownRanks(songs, ranks)
      // Like the deferred render it stands for: the next key interrupts it.
      startTransition(() => setAnswer({ values, known }))
    })
    return () => {
      current = false
    }
  }, [worker, values, songs])
  let next = listed
  if (!worker) next = listed.values === values && !listed.known ? listed : { values }
  else if (answer?.values === values) next = answer
  if (next !== listed) setListed(next)
  return next
}
