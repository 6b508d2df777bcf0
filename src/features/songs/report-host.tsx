import { useLingui } from '@lingui/react/macro'
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import { loadMessages } from '../../i18n/catalog'
import { onDemand } from '../../shared/ui/on-demand'
import { useAnnounce } from './announcer'
import type { ReportTarget } from './report/report-issue'

type OpenReport = (target: ReportTarget, opener: HTMLElement) => void

// The dialog's code and messages load on the first press of any report button, not with the list.
const reportDialog = onDemand(() =>
  Promise.all([import('./report/report-dialog'), loadMessages('report')]).then(([m]) => m),
)

const ReportContext = createContext<OpenReport>(() => {})

/**
 * The one report dialog of the song list. Thousands of rows share it: a row's button only asks
 * for it, so a row holds no state of its own.
 */
export function ReportHost({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const announce = useAnnounce()
  const [open, setOpen] = useState<{ target: ReportTarget; opener: HTMLElement } | null>(null)
  const openReport = useCallback<OpenReport>(
    (target, opener) => {
      reportDialog.load().then(
        () => setOpen({ target, opener }),
        (error: unknown) => {
          console.debug('Report dialog failed to load', error)
          announce(t`報告の画面を読み込めませんでした。通信を確かめて、もう一度押してください。`)
        },
      )
    },
    [announce, t],
  )
  const close = () => {
    setOpen(null)
    open?.opener.focus()
  }
  const Dialog = reportDialog.loaded()?.ReportDialog
  return (
    <ReportContext value={openReport}>
      {children}
      {open && Dialog && <Dialog target={open.target} onClose={close} />}
    </ReportContext>
  )
}

export function useOpenReport(): OpenReport {
  return useContext(ReportContext)
}
