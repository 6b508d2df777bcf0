import { createContext, type ReactNode, useCallback, useContext } from 'react'

import { loadMessages } from '#src/i18n/catalog.ts'
import { onDemand } from '#src/shared/ui/on-demand.ts'
import { useOverlayOnDemand } from '#src/shared/ui/overlay-on-demand.ts'
import { PartLoadFailure } from '#src/shared/ui/part-load-failure.tsx'

import type * as ReportDialogModule from './report-dialog.tsx'
import type { ReportTarget } from './report-issue.ts'

type OpenReport = (target: ReportTarget, opener: HTMLElement) => void

// The dialog's code and messages load on the first press of any report button, not with the list.
const reportDialog = onDemand(() =>
  Promise.all([import('./report-dialog.tsx'), loadMessages('report')]).then(([m]) => m),
)

const ReportContext = createContext<OpenReport>(() => {})

/**
 * The one report dialog of the song list. Thousands of rows share it: a row's button only asks
 * for it, so a row holds no state of its own.
 */
export function ReportHost({ children }: { children: ReactNode }) {
  const { open, show, close, failure, loaded } = useOverlayOnDemand<
    { target: ReportTarget; opener: HTMLElement },
    typeof ReportDialogModule
  >(reportDialog)
  const openReport = useCallback<OpenReport>((target, opener) => show({ target, opener }), [show])
  const closeToOpener = () => {
    close()
    open?.opener.focus()
  }
  const Dialog = loaded?.ReportDialog
  return (
    <ReportContext value={openReport}>
      {children}
      {open && Dialog && <Dialog target={open.target} onClose={closeToOpener} />}
      {failure && (
        <PartLoadFailure part="report" onRetry={failure.retry} onDismiss={failure.dismiss} />
      )}
    </ReportContext>
  )
}

export function useOpenReport(): OpenReport {
  return useContext(ReportContext)
}
