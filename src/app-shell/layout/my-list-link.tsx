import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { useCurrentLocale } from '#src/i18n/use-locale.ts'

/**
 * マイリスト beside the language and theme switches: a fifth tab does not fit a 360 px phone's
 * row of tabs, and what a visitor keeps is theirs, not a page of the site. A star, and the name
 * beside it where the screen is wide enough.
 */
export function MyListLink() {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  return (
    <Link to="/{-$locale}/mylist" params={{ locale: prefix }} className="my-list-link">
      <span className="my-list-link__icon" aria-hidden="true">
        ★
      </span>
      <span className="my-list-link__label">{t`マイリスト`}</span>
    </Link>
  )
}
