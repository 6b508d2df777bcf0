import { useLingui } from '@lingui/react/macro'

import { useSongFormat } from '#src/features/songs/use-song-format.ts'
import type { Song } from '#src/shared/song-model/song-model.ts'
import { useToday } from '#src/shared/ui/use-today.ts'

import { performancesPerYear, songFacts } from './song-facts.ts'
import { YearChart } from './year-chart.tsx'

/** How often and when a song was sung, and a chart of it per year. */
export function SongFactsList({ song }: { song: Song }) {
  const { t } = useLingui()
  const format = useSongFormat()
  const facts = songFacts(song, useToday())
  const count = format.number(facts.timesSung)
  const years = performancesPerYear(song)
  const summary = years
    .map(({ year, count: n }) => {
      const shown = format.number(n)
      return t`${year}年 ${shown}回`
    })
    .join('、')
  const days = facts.daysSinceLast === null ? '' : format.number(facts.daysSinceLast)
  return (
    <>
      <dl className="song-facts song-page__facts">
        <div>
          <dt>{t`歌った回数`}</dt>
          <dd>{t`${count}回`}</dd>
        </div>
        {facts.first && (
          <div>
            <dt>{t`初めて歌った日`}</dt>
            <dd>
              <time dateTime={facts.first}>{format.date(facts.first)}</time>
            </dd>
          </div>
        )}
        {facts.last && (
          <div>
            <dt>{t`最後に歌った日`}</dt>
            <dd>
              <time dateTime={facts.last}>{format.date(facts.last)}</time>
              {facts.daysSinceLast !== null && facts.daysSinceLast >= 0 && (
                <span className="song-page__since">{t`（${days}日前）`}</span>
              )}
            </dd>
          </div>
        )}
      </dl>
      <YearChart years={years} label={t`年ごとに歌った回数: ${summary}`} />
    </>
  )
}
