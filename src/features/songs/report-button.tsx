import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { loadContributeMessages } from '../../i18n/catalog'
import type { Performance, Stream } from '../../shared/song-model/song-model'
import { useAnnounce } from './announcer'
import { ReportDialog } from './report/report-dialog'
import type { ReportTarget } from './report/report-issue'

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
  // The dialog's messages load on the first press, not with the song list. Its code comes with the
  // list: as a chunk loaded from the list's chunk, the bundler split the entry chunk in two (a
  // known Rolldown issue, rolldown/rolldown#10731), which cost every page 1.4 KB gzip.
  const show = async () => {
    try {
      await loadContributeMessages()
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
      {open && <ReportDialog target={target} onClose={close} />}
    </>
  )
}
