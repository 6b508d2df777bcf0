import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { loadMessages } from '../../i18n/catalog'
import type { Performance, Stream } from '../../shared/song-model/song-model'
import { onDemand } from '../../shared/ui/on-demand'
import { useAnnounce } from './announcer'
import type { ReportTarget } from './report/report-issue'

// The dialog's code and messages load on the first press of any report button, not with the list.
const reportDialog = onDemand(() =>
  Promise.all([import('./report/report-dialog'), loadMessages('report')]).then(([m]) => m),
)

/** "Report a problem" for one performance or one stream: opens the report dialog. */
export function ReportButton(props: { performance: Performance } | { stream: Stream }) {
  const { t } = useLingui()
  const announce = useAnnounce()
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const target: ReportTarget =
    'performance' in props
      ? { kind: 'performance', performance: props.performance }
      : { kind: 'stream', stream: props.stream }
  const show = async () => {
    try {
      await reportDialog.load()
      setOpen(true)
    } catch (error) {
      console.debug('Report dialog failed to load', error)
      announce(t`報告の画面を読み込めませんでした。通信を確かめて、もう一度押してください。`)
    }
  }
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const Dialog = reportDialog.loaded()?.ReportDialog
  const name = 'performance' in props ? props.performance.songName : props.stream.name
  return (
    <>
      <button
        ref={button}
        type="button"
        className="song-report"
        aria-haspopup="dialog"
        onClick={() => void show()}
      >
        {t`報告`}
        <span className="visually-hidden">
          {'performance' in props ? t`: 「${name}」の誤り` : t`: 配信「${name}」の誤り`}
        </span>
      </button>
      {open && Dialog && <Dialog target={target} onClose={close} />}
    </>
  )
}
