import { useLingui } from '@lingui/react/macro'

import { useOpenReport } from '#src/features/songs/report/report-host.tsx'
import type { Stream } from '#src/shared/song-model/song-model.ts'

/** "Report a problem" with a whole stream: opens the list's report dialog. */
export function StreamReportButton({ stream }: { stream: Stream }) {
  const { t } = useLingui()
  const openReport = useOpenReport()
  const { name } = stream
  return (
    <button
      type="button"
      className="song-report"
      aria-haspopup="dialog"
      aria-label={t`報告` + t`: 配信「${name}」の誤り`}
      onClick={(event) => openReport({ kind: 'stream', stream }, event.currentTarget)}
    >
      {t`報告`}
    </button>
  )
}
