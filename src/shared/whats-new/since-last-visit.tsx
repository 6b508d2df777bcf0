import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { useCurrentLocale } from '#src/i18n/use-locale.ts'

import type { VisitNews } from './visit-news.ts'

import './since-last-visit.css'

/**
 * "前回の訪問から 3配信・初披露 5曲", linking to the song list of those streams: shown only once the
 * browser knows there is something new (see use-whats-new.ts).
 */
export function SinceLastVisit({ news }: { news: VisitNews | null }) {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  if (!news || news.fresh.size === 0) return null
  const streams = news.fresh.size
  const { debuts } = news
  return (
    <p className="since-last-visit">
      {t`前回の訪問から`}{' '}
      <Link to="/{-$locale}/songlist" params={{ locale: prefix }} search={{ new: 'only' }}>
        {debuts > 0 ? t`${streams}配信・初披露 ${debuts}曲` : t`${streams}配信`}
      </Link>
    </p>
  )
}
