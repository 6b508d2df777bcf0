import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useContext, useMemo } from 'react'

import { MatchMarksContext } from '#src/features/songs/rows/matched-text.tsx'

import { findCloseMatches } from './find-close-matches.ts'

const route = getRouteApi('/{-$locale}/songlist')

/**
 * Titles or artists one or two typos from a query that found nothing, each a link to its search.
 * Loaded with the first search that finds nothing (close-matches-on-demand.tsx).
 */
export function CloseMatchLinks() {
  const { t } = useLingui()
  const queries = useContext(MatchMarksContext)?.queries
  const { songs } = route.useLoaderData().model
  // Edit distance over every song: worked out when the queries change, not on every render.
  const matches = useMemo(() => (queries ? findCloseMatches(queries, songs) : []), [queries, songs])
  if (matches.length === 0) return null
  return (
    <section className="song-close-matches" aria-labelledby="song-close-matches-heading">
      <h3 id="song-close-matches-heading">{t`近い候補`}</h3>
      <ul>
        {matches.map((match) => (
          <li key={`${Object.keys(match.search).join()}:${match.label}`}>
            <route.Link
              search={(prev) => ({ ...prev, ...match.search })}
              resetScroll={false}
              lang="ja"
            >
              {match.label}
            </route.Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
