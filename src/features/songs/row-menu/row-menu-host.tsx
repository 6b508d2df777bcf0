import { createContext, type ReactNode, useContext } from 'react'

import { loadMessages } from '#src/i18n/catalog.ts'
import { onDemand } from '#src/shared/ui/on-demand.ts'
import { useOverlayOnDemand } from '#src/shared/ui/overlay-on-demand.ts'
import { PartLoadFailure } from '#src/shared/ui/part-load-failure.tsx'

import type * as RowMenuModule from './row-menu.tsx'
import type { RowMenuTarget } from './row-menu-target.ts'

type OpenRowMenu = (target: RowMenuTarget) => void

// The menu's code and messages load on the first press of any row's button, not with the list.
const rowMenu = onDemand(() =>
  Promise.all([import('./row-menu.tsx'), loadMessages('row-menu')]).then(([m]) => m),
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
