import { msg } from '@lingui/core/macro'
import type { ItemList, WithContext } from 'schema-dts'

import { formatInteger } from '#src/i18n/calendar-format.ts'
import { i18n } from '#src/i18n/catalog.ts'
import type { PagePath } from '#src/lib/page-table.ts'
import type { HeadMatch, MemberHead } from '#src/shared/seo/page-head.ts'
import { pageUrl } from '#src/shared/seo/page-urls.ts'
import { siteOrigin } from '#src/shared/seo/site-origin.ts'

import type { RecapFigures } from './recap-figures.ts'

export const recapPagePath = (year: number): PagePath => `/recap/${year}`

/** A year's recap: its title, description, address, and its top songs as a schema.org list. */
export function recapPageHead(
  figures: RecapFigures,
  { locale, content }: HeadMatch['context'],
  origin = siteOrigin,
): MemberHead {
  const path = recapPagePath(figures.year)
  const singer = content.profile.name
  const year = String(figures.year)
  const streams = formatInteger(figures.streams)
  const songs = formatInteger(figures.songs)
  const debuts = formatInteger(figures.debuts)
  const jsonLd: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: i18n._(msg`${singer}の${year}年によく歌った曲`),
    url: pageUrl(origin, path, locale),
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    itemListElement: figures.topSongs.map(({ song }, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: song.songName,
      url: pageUrl(origin, `/songs/${song.slug}`, locale),
    })),
  }
  return {
    title: i18n._(msg`${year}年のまとめ`),
    description: i18n._(
      msg`${singer}の${year}年の歌枠: ${streams}回の配信で${songs}曲、初披露${debuts}曲。よく歌った曲とアーティスト。`,
    ),
    path,
    jsonLd,
  }
}
