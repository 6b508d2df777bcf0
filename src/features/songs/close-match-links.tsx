import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import type { SongFilterValues } from './song-list-filters'

const route = getRouteApi('/{-$locale}/songlist')

export interface CloseMatch {
  /** The title or artist as written. */
  label: string
  /** The search that finds it, in place of the query with the typo. */
  search: Partial<SongFilterValues>
}

/** Titles or artists one or two typos from a query that found nothing, each a link to its search. */
export function CloseMatchLinks({ matches }: { matches: CloseMatch[] }) {
  const { t } = useLingui()
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
