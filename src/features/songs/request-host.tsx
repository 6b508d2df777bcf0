import { useLingui } from '@lingui/react/macro'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react'

import { loadMessages } from '#src/i18n/catalog.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { shouldSkipPrefetch, whenIdle } from '#src/lib/idle-work.ts'
import { useSiteContent } from '#src/shared/content/use-content.ts'
import { onDemand } from '#src/shared/ui/on-demand.ts'

import { useAnnounce } from './announcer.tsx'
import type { Requested } from './request/copy-request.tsx'

type CopyRequest = (song: Requested) => void

// Null where the content folder sets no request format: no song then offers a request.
const RequestContext = createContext<CopyRequest | null>(null)

// The copy's code and messages: a chunk of their own, warmed in the page's first idle period so a
// tap finds them there, and none of it on the list's first load.
const requestCode = onDemand(() =>
  Promise.all([import('./request/copy-request.tsx'), loadMessages('request')]).then(([m]) => m),
)

/**
 * Copies a song's request in the singer's format (`site.requestFormat`); where the browser refuses
 * the clipboard, shows the text selected for the viewer to copy.
 */
export function RequestHost({ children }: { children: ReactNode }) {
  const { i18n, t } = useLingui()
  const announce = useAnnounce()
  const { locale } = useCurrentLocale()
  const format = useSiteContent().site.requestFormat
  const [refused, setRefused] = useState<string | null>(null)
  useEffect(() => {
    if (format && !shouldSkipPrefetch(navigator))
      return whenIdle(window, () => void requestCode.load().catch(() => {}))
  }, [format])
  const copy = useCallback<CopyRequest>(
    (song) => {
      if (!format) return
      requestCode.load().then(
        (code) => code.copyRequest(format, song, locale, announce, i18n).then(setRefused),
        () =>
          announce(
            t`リクエストのコピーを読み込めませんでした。通信を確かめて、もう一度お試しください`,
          ),
      )
    },
    [format, locale, announce, i18n, t],
  )
  const Text = requestCode.loaded()?.RequestText
  return (
    <RequestContext value={format ? copy : null}>
      {children}
      {refused !== null && Text && <Text text={refused} onClose={() => setRefused(null)} />}
    </RequestContext>
  )
}

/** The copy action for a song, or null where the site sets no request format. */
export function useCopyRequest(): CopyRequest | null {
  return useContext(RequestContext)
}

/** One tap copies the song's request: on the song cards and the song's page. */
export function RequestButton({ song }: { song: Requested }) {
  const { t } = useLingui()
  const copy = useCopyRequest()
  if (!copy) return null
  // Named by its text: the card or the page it sits in names the song.
  return (
    <button type="button" className="song-request" onClick={() => copy(song)}>
      {t`リクエストをコピー`}
    </button>
  )
}
