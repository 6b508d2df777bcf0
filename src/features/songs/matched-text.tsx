import { useLingui } from '@lingui/react/macro'
import { createContext, useContext } from 'react'
import type { HanForms } from '../../shared/song-model/search-fold'
import {
  describeMatch,
  type MarkedText,
  type MatchRoute,
  type SearchableText,
  type TextQuery,
} from '../../shared/song-model/search-match'

export interface ActiveQueries {
  title: TextQuery | null
  singer: TextQuery | null
  forms: HanForms
}

// Only the marked texts read the queries, so a keystroke re-renders them and not the cards.
export const ActiveQueriesContext = createContext<ActiveQueries>({
  title: null,
  singer: null,
  forms: new Map(),
})

function Runs({ runs }: { runs: MarkedText }) {
  return runs.map((run, i) => (run.marked ? <mark key={i}>{run.text}</mark> : run.text))
}

function useRouteLabel(): Record<MatchRoute, string> {
  const { t } = useLingui()
  return { alias: t`別名`, reading: t`読み`, romaji: t`ローマ字`, pinyin: t`拼音` }
}

/** A title or artist with the matched part marked. */
export function MatchedText({
  field,
  text,
  which,
}: {
  field: SearchableText
  /** The performance's own spelling, when it differs from the song's. */
  text: string
  which: 'title' | 'singer'
}) {
  const queries = useContext(ActiveQueriesContext)
  const view = describeMatch({ ...field, text }, queries[which], queries.forms)
  return <Runs runs={view.text} />
}

// BCP 47 tags (case does not matter); an alias can be in any language, so it keeps the page's.
const languageOf: Record<MatchRoute, string | undefined> = {
  reading: 'ja',
  romaji: 'ja-latn',
  pinyin: 'zh-latn-pinyin',
  alias: undefined,
}

/** The reading, romaji, pinyin or alias a title or artist was found through, if not its text. */
export function MatchedVia({
  field,
  which,
  className,
}: {
  field: SearchableText
  which: 'title' | 'singer'
  className: string
}) {
  const queries = useContext(ActiveQueriesContext)
  const labels = useRouteLabel()
  const { via } = describeMatch(field, queries[which], queries.forms)
  if (via === null) return null
  const lang = languageOf[via.route]
  return (
    <span className={className}>
      {labels[via.route]}:{' '}
      <span lang={lang}>
        <Runs runs={via.text} />
      </span>
    </span>
  )
}
