import { useLingui } from '@lingui/react/macro'

import type { OnDemandState } from '#src/shared/ui/on-demand.ts'
import { PartLoadFailure } from '#src/shared/ui/part-load-failure.tsx'

/** What a list that needs the song data shows until it is there: a short loading text, or the failure with a button to load it again. */
export function SongDataNotice({ state }: { state: OnDemandState<unknown> }) {
  const { t } = useLingui()
  if (state.status !== 'failed') return <p>{t`歌のデータを読み込んでいます…`}</p>
  return <PartLoadFailure part="song-data" onRetry={state.retry} />
}
