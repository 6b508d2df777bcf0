import { msg } from '@lingui/core/macro'

import { formatInteger, formatLongDate } from '#src/i18n/calendar-format.ts'
import { i18n } from '#src/i18n/catalog.ts'
import type { PagePath } from '#src/lib/page-table.ts'
import type { HeadMatch, MemberHead } from '#src/shared/seo/page-head.ts'
import { pageUrl } from '#src/shared/seo/page-urls.ts'
import { shareCardPath } from '#src/shared/seo/share-card.ts'
import { siteOrigin } from '#src/shared/seo/site-origin.ts'
import { streamSlug } from '#src/shared/song-model/keys/stream-file-name.ts'
import type { Song, Stream } from '#src/shared/song-model/song-model.ts'
import { artistName } from '#src/shared/ui/artist-name.tsx'

import { songJsonLd, streamJsonLd } from './json-ld.ts'

type Context = HeadMatch['context']

export const songPagePath = (slug: string): PagePath => `/songs/${slug}`
export const streamPagePath = (file: string): PagePath => `/streams/${streamSlug(file)}`

/** A song page's title, description, address and JSON-LD, in the page's language. */
export function songPageHead(
  song: Song,
  { locale, content }: Context,
  origin = siteOrigin,
): MemberHead {
  const path = songPagePath(song.slug)
  const title = song.songName
  const artist = artistName(song.singer)
  const singer = content.profile.name
  const count = formatInteger(song.performances.length)
  const last = song.lastSungIso ? formatLongDate(song.lastSungIso) : null
  return {
    title: `${title} / ${artist}`,
    description: last
      ? i18n._(
          msg`${singer}が配信で「${title}」（${artist}）を歌った${count}回の記録。最後に歌ったのは${last}。`,
        )
      : i18n._(msg`${singer}が配信で「${title}」（${artist}）を歌った${count}回の記録。`),
    path,
    jsonLd: songJsonLd(song, { url: pageUrl(origin, path, locale), singer }),
    image: { path: shareCardPath(path), alt: `${title} / ${artist}` },
  }
}

/** A stream page's title, description, address and JSON-LD, in the page's language. */
export function streamPageHead(
  stream: Stream,
  { locale, content }: Context,
  origin = siteOrigin,
): MemberHead {
  const path = streamPagePath(stream.file)
  const name = stream.name
  const singer = content.profile.name
  const count = formatInteger(stream.performances.length)
  const date = stream.dateVisible ? formatLongDate(stream.isoDate) : null
  return {
    title: date ? `${name} (${date})` : name,
    description: date
      ? i18n._(msg`${singer}の${date}の配信「${name}」で歌った${count}曲のセットリスト。`)
      : i18n._(msg`${singer}の配信「${name}」で歌った${count}曲のセットリスト。`),
    path,
    image: { path: shareCardPath(path), alt: name },
    jsonLd: streamJsonLd(stream, {
      url: pageUrl(origin, path, locale),
      singer,
      songUrl: (slug) => pageUrl(origin, songPagePath(slug), locale),
    }),
  }
}
