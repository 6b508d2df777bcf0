import { useLingui } from '@lingui/react/macro'
import { useAnnounce } from './announcer'

/** Copies a performance's timestamped link; the result is announced, not shown in a dialog. */
export function CopyLinkButton({ link, songName }: { link: string; songName: string }) {
  const { t } = useLingui()
  const announce = useAnnounce()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      announce(t`「${songName}」のリンクをコピーしました`)
    } catch {
      announce(t`コピーできませんでした。リンクを右クリックか長押ししてコピーしてください`)
    }
  }
  return (
    <button type="button" className="song-copy" onClick={() => void copy()}>
      {t`コピー`}
      <span className="visually-hidden">{t`: 「${songName}」のリンク`}</span>
    </button>
  )
}
