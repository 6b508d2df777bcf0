import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import type { SongFilterValues } from '#src/features/songs/list/filters/song-list-filters.ts'
import type { Performance } from '#src/shared/song-model/song-model.ts'
import { onDemand } from '#src/shared/ui/on-demand.ts'

import type { ExportFormat } from './export-download.ts'

// Few visits save the list: the export's code loads on the first press. It shows no text, so it
// needs no catalog of its own.
const exporter = onDemand(() => import('./export-download.ts'))
const formats: readonly ExportFormat[] = ['csv', 'json']

/** Saves the results, in the order shown, as CSV or JSON (export/export-download.ts). */
export function ExportButtons({
  performances,
  filters,
}: {
  /** Asked for on the press only, like "play these". */
  performances: () => readonly Performance[]
  filters: SongFilterValues
}) {
  const { t } = useLingui()
  const [failed, setFailed] = useState(false)
  const save = (format: ExportFormat) => {
    setFailed(false)
    exporter.load().then(
      (code) => code.downloadResults(format, performances(), filters),
      (error: unknown) => {
        console.debug('Export failed to load', error)
        setFailed(true)
      },
    )
  }
  return (
    <div className="song-export">
      {formats.map((format) => {
        const name = format.toUpperCase()
        return (
          <button key={format} type="button" onClick={() => save(format)}>
            {t`${name}で保存`}
          </button>
        )
      })}
      {failed && (
        <p role="alert">{t`保存できませんでした。通信を確かめて、もう一度お試しください。`}</p>
      )}
    </div>
  )
}
