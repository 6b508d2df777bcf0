import { useLingui } from '@lingui/react/macro'

/** Said and shown on the row of the performance in the player: a word, not a colour alone. */
export function NowPlayingMark() {
  const { t } = useLingui()
  return <span className="song-now">{t`再生中`}</span>
}
