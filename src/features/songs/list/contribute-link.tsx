import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { useCurrentLocale } from '#src/i18n/use-locale.ts'

/** Where a fan sends a missing stream's setlist; mistakes go through each row's report button. */
export function ContributeLink() {
  const { prefix } = useCurrentLocale()
  return (
    <p className="song-contribute">
      <Trans>
        ここにない配信は
        <Link to="/{-$locale}/contribute" params={{ locale: prefix }}>
          セトリを送る
        </Link>
        から、データの誤りは各曲の「⋯」の「誤りを報告」から知らせてください。
      </Trans>
    </p>
  )
}
