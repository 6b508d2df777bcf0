import { createContext, type ReactNode, useCallback, useContext, useState } from 'react'

const AnnounceContext = createContext<(message: string) => void>(() => {})

/** One polite live region for short confirmations (copied, picked), shared by the whole page. */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: '', count: 0 })
  const announce = useCallback(
    (text: string) => setMessage((m) => ({ text, count: m.count + 1 })),
    [],
  )
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <p role="status" className="visually-hidden">
        {message.text}
        {/* An invisible change makes a repeated message be read again. */}
        {message.count % 2 === 1 ? '\u200b' : ''}
      </p>
    </AnnounceContext.Provider>
  )
}

export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext)
}
