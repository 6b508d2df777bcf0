import { createContext, useContext, type ReactNode } from 'react'
import type { Performance } from '../../shared/song-model/song-model'
import { onDemand } from '../../shared/ui/on-demand'
import { useOverlayOnDemand } from '../../shared/ui/overlay-on-demand'
import { PartLoadFailure } from '../../shared/ui/part-load-failure'
import type * as RowMenuModule from './row-menu/row-menu'

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
  const { open, show, close, failure, loaded } = useOverlayOnDemand<
    RowMenuTarget,
    typeof RowMenuModule
  >(rowMenu, true)
  const Menu = loaded?.RowMenu
  return (
    <RowMenuContext value={show}>
      {children}
      {open && Menu && <Menu target={open} onClose={close} />}
      {failure && (
        <PartLoadFailure part="menu" onRetry={failure.retry} onDismiss={failure.dismiss} />
      )}
    </RowMenuContext>
  )
}

export function useOpenRowMenu(): OpenRowMenu {
  return useContext(RowMenuContext)
}
