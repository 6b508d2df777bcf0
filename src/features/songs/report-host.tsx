import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import { loadMessages } from '../../i18n/catalog'
import { onDemand } from '../../shared/ui/on-demand'
import { PartLoadFailure } from '../../shared/ui/part-load-failure'
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
  const [open, setOpen] = useState<{ target: ReportTarget; opener: HTMLElement } | null>(null)
  // The report asked for while the dialog failed to load: its notice retries that one.
  const [failed, setFailed] = useState<{ target: ReportTarget; opener: HTMLElement } | null>(null)
  const openReport = useCallback<OpenReport>((target, opener) => {
    setFailed(null)
    reportDialog.load().then(
      () => setOpen({ target, opener }),
      (error: unknown) => {
        console.debug('Report dialog failed to load', error)
        setFailed({ target, opener })
      },
    )
  }, [])
  const close = () => {
    setOpen(null)
    open?.opener.focus()
  }
  const Dialog = reportDialog.loaded()?.ReportDialog
  return (
    <ReportContext value={openReport}>
      {children}
      {open && Dialog && <Dialog target={open.target} onClose={close} />}
      {failed && (
        <PartLoadFailure
          part="report"
          onRetry={() => openReport(failed.target, failed.opener)}
          onDismiss={() => {
            setFailed(null)
            failed.opener.focus()
          }}
        />
      )}
    </ReportContext>
  )
}

export function useOpenReport(): OpenReport {
  return useContext(ReportContext)
}
