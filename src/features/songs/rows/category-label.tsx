import { useLingui } from '@lingui/react/macro'

import type { StreamCategory } from '#src/shared/song-model/song-model.ts'

export function CategoryLabel({ category }: { category: StreamCategory }) {
  const { t } = useLingui()
  return (
    <span className={`song-badge song-badge--${category}`}>
      {category === 'request' ? t`リクエスト歌枠` : t`通常の歌枠`}
    </span>
  )
}
