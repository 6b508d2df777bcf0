import { useLingui } from '@lingui/react/macro'
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

/** A removal that can be taken back, and where focus goes once it no longer can. */
interface Undo {
  restore: () => void
  /** The removed item's button is gone: focus lands here after the undo or when it expires. */
  focusAfter: () => HTMLElement | null
}

interface Status {
  say: (text: string) => void
  /** Says what was removed and offers 元に戻す, focused, for the message's lifetime. */
  offerUndo: (text: string, undo: Undo) => void
}

/** How long a message, and its undo, stay. */
const messageLifetime = 10_000

const StatusContext = createContext<Status>({ say: () => {}, offerUndo: () => {} })

interface Message {
  text: string
  undo?: Undo
  count: number
}

/**
 * The page's one polite live region, shown at the bottom of the screen (above the player), so a
 * result is seen wherever its button was; a removal's undo button sits beside it.
 */
export function StatusRegion({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const [message, setMessage] = useState<Message>({ text: '', count: 0 })
  const undoButton = useRef<HTMLButtonElement>(null)
  const status = useMemo<Status>(
    () => ({
      say: (text) => setMessage((m) => ({ text, count: m.count + 1 })),
      offerUndo: (text, undo) => setMessage((m) => ({ text, undo, count: m.count + 1 })),
    }),
    [],
  )
  useEffect(() => {
    const { text, undo } = message
    if (text === '') return
    if (undo) undoButton.current?.focus()
    const timer = setTimeout(() => {
      if (undo && document.activeElement === undoButton.current) undo.focusAfter()?.focus()
      setMessage((m) => ({ text: '', count: m.count }))
    }, messageLifetime)
    return () => clearTimeout(timer)
  }, [message])
  const takeBack = (taken: Undo) => {
    taken.restore()
    taken.focusAfter()?.focus()
    status.say(t`元に戻しました`)
  }
  const { text, undo, count } = message
  return (
    <StatusContext.Provider value={status}>
      {children}
      <div className="mylist-status" data-shown={text === '' ? undefined : ''}>
        <p role="status">
          {text}
          {/* An invisible change makes a repeated message be read again. */}
          {text !== '' && count % 2 === 1 ? '\u200b' : ''}
        </p>
        {undo && (
          <button ref={undoButton} type="button" onClick={() => takeBack(undo)}>
            {t`元に戻す`}
          </button>
        )}
      </div>
    </StatusContext.Provider>
  )
}

export function useStatus(): Status {
  return useContext(StatusContext)
}
