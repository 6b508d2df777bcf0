import { Link } from '@tanstack/react-router'
import { useId } from 'react'

import { useCurrentLocale } from '#src/i18n/use-locale.ts'

import { barShare, percent } from './scale.ts'

export interface RankedItem {
  key: string
  name: string
  count: number
  /** The count as the list shows it, e.g. `12回`. */
  label: string
  /** A song's page address (`/songs/<slug>`); an artist has no page. */
  songSlug?: string
}

/**
 * A ranked list whose items carry a bar as long as their count against the first: the list's
 * text is the chart's text alternative, so the bars are hidden from assistive technology.
 */
export function TopBars({ heading, items }: { heading: string; items: readonly RankedItem[] }) {
  const id = useId()
  const { prefix } = useCurrentLocale()
  const longest = items.reduce((max, item) => Math.max(max, item.count), 0)
  return (
    <figure className="stats-chart" aria-labelledby={id}>
      <figcaption>
        <h3 id={id}>{heading}</h3>
      </figcaption>
      <ol className="stats-bars">
        {items.map(({ key, name, count, label, songSlug }) => (
          <li key={key}>
            {songSlug === undefined ? (
              <span lang="ja">{name}</span>
            ) : (
              <Link
                to="/{-$locale}/songs/$slug"
                params={{ locale: prefix, slug: songSlug }}
                className="stats-bars__link"
                lang="ja"
              >
                {name}
              </Link>
            )}{' '}
            <span className="song-stats__count">{label}</span>
            <svg className="stats-bars__bar" aria-hidden="true" focusable="false">
              <rect width={percent(barShare(count, longest))} height="100%" />
            </svg>
          </li>
        ))}
      </ol>
    </figure>
  )
}
