import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useCurrentLocale } from '../../i18n/use-locale'

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
      <svg className="my-list-link__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8Z" />
      </svg>
      <span className="my-list-link__label">{t`マイリスト`}</span>
    </Link>
  )
}
