import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { memo, useEffect, useRef, useState } from 'react'

import { loadMessages } from '#src/i18n/catalog.ts'
import { onDemand, useOnDemand } from '#src/shared/ui/on-demand.ts'
import { PartLoadFailure } from '#src/shared/ui/part-load-failure.tsx'

import '#src/features/songs/charts/charts.css'

// Most visits never open the panel: what it shows loads on its first opening, or when the pointer
// or focus comes to its summary, just before.
const statsBody = onDemand(() =>
  Promise.all([import('#src/features/songs/charts/stats-body.tsx'), loadMessages('charts')]).then(
    ([m]) => m,
  ),
)
const preload = () => void statsBody.load().catch(() => {})
const route = getRouteApi('/{-$locale}/songlist')

/** The panel's content once loaded; before, a short status, and the notice of a failed load. */
function PanelBody({ open }: { open: boolean }) {
  const { t } = useLingui()
  const body = useOnDemand(statsBody, open)
  const data = route.useLoaderData()
  if (body.status === 'ready') return <body.value.StatsBody data={data} />
  // In the closed panel from the start, so that a screen reader reads a change of its text.
  return (
    <>
      <p role="status">{body.status === 'loading' && t`統計を読み込んでいます…`}</p>
      {body.status === 'failed' && <PartLoadFailure part="charts" onRetry={body.retry} />}
    </>
  )
}

/** The statistics of the song list, folded by default. Memoised: nothing in it follows the filters. */
export const SongStatsPanel = memo(function SongStatsPanel() {
  const { t } = useLingui()
  // Once opened, the content stays mounted: closing and reopening shows it at once.
  const [opened, setOpened] = useState(false)
  const details = useRef<HTMLDetailsElement>(null)
  // A panel opened before hydration had no toggle listener yet.
  useEffect(() => {
    if (details.current?.open) setOpened(true)
  }, [])
  return (
    <section className="song-stats" aria-labelledby="song-stats-heading">
      {/* Folded by default, so the list starts near the top on a phone. */}
      <details ref={details} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary onPointerEnter={preload} onFocus={preload}>
          <h2 id="song-stats-heading">{t`統計`}</h2>
        </summary>
        <PanelBody open={opened} />
      </details>
    </section>
  )
})
