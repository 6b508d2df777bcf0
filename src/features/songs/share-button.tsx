import { useLingui } from '@lingui/react/macro'

import { useAnnounce } from './announcer.tsx'

/** The page's address as it stands (a list's filters included), without the player's queue. */
function pageLink(): string {
  const url = new URL(location.href)
  url.searchParams.delete('play')
  url.hash = ''
  return url.href
}

/**
 * Shares this site's address of what the page shows (never YouTube's): the system's share sheet
 * where the browser has one, else the link copied.
 */
export function ShareButton() {
  const { t } = useLingui()
  const announce = useAnnounce()
  const share = () => {
    const link = pageLink()
    if (typeof navigator.share === 'function') {
      // A share the visitor cancels rejects too: nothing to say then.
      navigator.share({ title: document.title, url: link }).catch(() => {})
      return
    }
    // Without a clipboard (an insecure context) the call itself throws: a failure all the same.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(link))
      .then(
        () => announce(t`リンクをコピーしました`),
        () => announce(t`コピーできませんでした。アドレスバーのリンクをコピーしてください`),
      )
  }
  return (
    <button type="button" className="share-button" onClick={share}>
      {t`共有`}
    </button>
  )
}
