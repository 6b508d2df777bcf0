import { useLingui } from '@lingui/react/macro'
import { createContext, type ReactNode, useContext } from 'react'

import type { MatchMarks } from '#src/features/songs/search/search-types.ts'
import type { MarkedText, MatchRoute, SearchableText } from '#src/shared/search/search-match.ts'
import { UnknownArtist } from '#src/shared/ui/artist-name.tsx'

/**
 * What the rows mark (marked-queries.ts's `matchMarks`); null, rows as written, while no query is
 * typed or the search code is not loaded: a page without a query never needs that code.
 */
export const MatchMarksContext = createContext<MatchMarks | null>(null)

/** Runs of text with the matched ones marked; the bare string when nothing is marked (no node). */
function runsOf(runs: MarkedText): ReactNode {
  const [only] = runs
  if (runs.length === 1 && only && !only.marked) return only.text
  return runs.map((run, i) => (run.marked ? <mark key={i}>{run.text}</mark> : run.text))
}

// BCP 47 tags (case does not matter); an alias can be in any language, so it keeps the page's.
const languageOf: Record<MatchRoute, string | undefined> = {
  reading: 'ja',
  romaji: 'ja-latn',
  pinyin: 'zh-latn-pinyin',
  alias: undefined,
}

export interface Marker {
  /**
   * A title or artist (`text`: the performance's own spelling) with the matched part marked; an
   * unknown artist ('') as the words that say so.
   */
  text: (field: SearchableText, text: string, which: 'title' | 'singer') => ReactNode
  /** The reading, romaji, pinyin or alias a title or artist was found through, if not its text. */
  via: (field: SearchableText, which: 'title' | 'singer', className: string) => ReactNode
  /** For a match below the whole query's: that only some words matched, or what sounds alike. */
  near: (title: SearchableText, artist: SearchableText, className: string) => ReactNode
}

/**
 * Marks matches inside a row's own render: plain functions rather than components, so a list of
 * thousands of rows holds no extra component per title and artist.
 */
export function useMarker(): Marker {
  const { t } = useLingui()
  const marks = useContext(MatchMarksContext)
  return {
    text: (field, text, which) =>
      which === 'singer' && text === '' ? (
        <UnknownArtist />
      ) : marks ? (
        runsOf(marks.runs(field, text, which))
      ) : (
        text
      ),
    via: (field, which, className) => {
      const via = marks?.via(field, which) ?? null
      if (via === null) return null
      const labels = { alias: t`別名`, reading: t`読み`, romaji: t`ローマ字`, pinyin: t`拼音` }
      return (
        <span className={className}>
          {labels[via.route]}: <span lang={languageOf[via.route]}>{runsOf(via.text)}</span>
        </span>
      )
    },
    near: (title, artist, className) => {
      const near = marks?.queries.ranking?.near({ titleSearch: title, singerSearch: artist })
      if (!near) return null
      if (near.kind === 'partial') return <span className={className}>{t`一部の語だけ一致`}</span>
      return (
        <span className={className}>
          {near.kind === 'otherReading' ? t`読み` : t`似た読み`}
          {near.reading && (
            <>
              : <span lang="ja">{near.reading}</span>
            </>
          )}
        </span>
      )
    },
  }
}
