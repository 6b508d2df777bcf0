import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import type { Performance } from '../../shared/song-model/song-model'
import { onDemand } from '../../shared/ui/on-demand'
import { PartLoadFailure } from '../../shared/ui/part-load-failure'

/** What a row's "more" button asks for: its performance, and the button to return focus to. */
export interface RowMenuTarget {
  performance: Performance
  opener: HTMLElement
  reportable: boolean
}

type OpenRowMenu = (target: RowMenuTarget) => void

// The menu's code loads on the first press of any row's button, not with the list.
const rowMenu = onDemand(() => import('./row-menu/row-menu'))

const RowMenuContext = createContext<OpenRowMenu>(() => {})

/**
 * The one menu of the song list's rows (play next, add to queue, copy, report): thousands of rows
 * share it, so a row holds one button and no state.
 */
export function RowMenuHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<RowMenuTarget | null>(null)
  const [failed, setFailed] = useState<RowMenuTarget | null>(null)
  const openMenu = useCallback<OpenRowMenu>((target) => {
    setFailed(null)
    rowMenu.load().then(
      // A second press of the same button closes its menu.
      () => setOpen((current) => (current?.opener === target.opener ? null : target)),
      (error: unknown) => {
        console.debug('Row menu failed to load', error)
        setFailed(target)
      },
    )
  }, [])
  const close = useCallback(() => setOpen(null), [])
  const Menu = rowMenu.loaded()?.RowMenu
  return (
    <RowMenuContext value={openMenu}>
      {children}
      {open && Menu && <Menu target={open} onClose={close} />}
      {failed && (
        <PartLoadFailure
          part="menu"
          onRetry={() => openMenu(failed)}
          onDismiss={() => {
            setFailed(null)
            failed.opener.focus()
          }}
        />
      )}
    </RowMenuContext>
  )
}

export function useOpenRowMenu(): OpenRowMenu {
  return useContext(RowMenuContext)
}
