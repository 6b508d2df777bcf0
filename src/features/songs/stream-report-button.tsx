import { useLingui } from '@lingui/react/macro'
import type { Stream } from '../../shared/song-model/song-model'
import { useOpenReport } from './report-host'

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
