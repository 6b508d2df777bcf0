import { createContext, useContext, type ReactNode } from 'react'
import { loadMessages } from '../../i18n/catalog'
import type { Performance } from '../../shared/song-model/song-model'
import { onDemand } from '../../shared/ui/on-demand'
import { useOverlayOnDemand } from '../../shared/ui/overlay-on-demand'
import { PartLoadFailure } from '../../shared/ui/part-load-failure'
import type * as RowMenuModule from './row-menu/row-menu'

/** What a "more" button asks for, and the button to return focus to. */
export interface RowMenuTarget {
  opener: HTMLElement
  /** What "play next" and "add to queue" put in the queue: a row's one, or a card's list. */
  performances: readonly Performance[]
  /** Named in the menu's label and in what it says: a song's title or a stream's. */
  name: string
  /** A row's one performance: its link can be copied, and reported when `reportable`. */
  row?: { performance: Performance; reportable: boolean }
  /** The song whose favourite the menu toggles. */
  song?: { songName: string; singer: string }
}

type OpenRowMenu = (target: RowMenuTarget) => void

// The menu's code and messages load on the first press of any row's button, not with the list.
const rowMenu = onDemand(() =>
  Promise.all([import('./row-menu/row-menu'), loadMessages('row-menu')]).then(([m]) => m),
)

const RowMenuContext = createContext<OpenRowMenu>(() => {})

/**
 * The one menu of the song list's rows and cards (play next, add to queue, favourite, copy,
 * report): thousands of rows share it, so a row holds one button and no state.
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
