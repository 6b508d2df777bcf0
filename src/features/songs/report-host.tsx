import { useLingui } from '@lingui/react/macro'
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import { loadContributeMessages } from '../../i18n/catalog'
import { useAnnounce } from './announcer'
import { ReportDialog } from './report/report-dialog'
import type { ReportTarget } from './report/report-issue'

type OpenReport = (target: ReportTarget, opener: HTMLElement) => void

const ReportContext = createContext<OpenReport>(() => {})

/**
 * The one report dialog of the song list. Thousands of rows share it: a row's button only asks
 * for it, so a row holds no state of its own.
 */
export function ReportHost({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const announce = useAnnounce()
  const [open, setOpen] = useState<{ target: ReportTarget; opener: HTMLElement } | null>(null)
  // The dialog's messages load on the first press, not with the song list. Its code comes with the
  // list: as a chunk loaded from the list's chunk, the bundler split the entry chunk in two (a
  // known Rolldown issue, rolldown/rolldown#10731), which cost every page 1.4 KB gzip.
  const openReport = useCallback<OpenReport>(
    (target, opener) => {
      loadContributeMessages().then(
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
  return (
    <ReportContext value={openReport}>
      {children}
      {open && <ReportDialog target={open.target} onClose={close} />}
    </ReportContext>
  )
}

export function useOpenReport(): OpenReport {
  return useContext(ReportContext)
}
