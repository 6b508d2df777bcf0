import { msg } from '@lingui/core/macro'

import { i18n } from '#src/i18n/catalog.ts'
import { type Locale, type LocaleTag, localeTag } from '#src/i18n/locales.ts'
import type { SiteContent } from '#src/shared/content/types.ts'
import { pageUrl } from '#src/shared/seo/page-urls.ts'
import type { Stream } from '#src/shared/song-model/song-model.ts'

import { type FeedFormat, feedPath } from './feed-paths.ts'
import { setlistHtml } from './setlist-html.tsx'

/** The newest streams a feed holds. */
export const FEED_SIZE = 50

export interface FeedEntry {
  /** The stream page's absolute address, in the feed's language: the entry's id and its link. */
  url: string
  title: string
  /** The stream's day (see `feedDate`). */
  date: string
  /** The setlist, as HTML. */
  html: string
}

/** One language's feed, whatever its format. */
export interface FeedDocument {
  locale: Locale
  lang: LocaleTag
  title: string
  description: string
  /** Who publishes it: the site, by its name. */
  author: string
  homeUrl: string
  /** Each format's absolute address: the feed's id. */
  urls: Record<FeedFormat, string>
  /** The newest entry's date, so an unchanged archive gives an unchanged feed. */
  updated: string
  /** Newest first. */
  entries: FeedEntry[]
}

/**
 * A stream's day as a feed's date. The data holds a day without a time, so midnight UTC stands for
 * it: never the build's clock, which would show old streams as new after every deploy.
 */
export const feedDate = (isoDate: string) => `${isoDate}T00:00:00Z`

export interface StreamFeedInput {
  locale: Locale
  origin: string
  content: SiteContent
  /** The model's streams, newest first. */
  streams: readonly Stream[]
  /** A stream page's absolute address in `locale`. */
  streamUrl: (stream: Stream) => string
}

/**
 * The feed of the newest `FEED_SIZE` streams whose date is shown, in the active language. A
 * stream whose date the fans hid is left out: an entry must be dated, and its date would say what
 * they chose not to.
 */
export function streamFeed(input: StreamFeedInput): FeedDocument {
  const { locale, origin, content, streamUrl } = input
  const singer = content.profile.name
  const entries = input.streams
    .filter((stream) => stream.dateVisible)
    .slice(0, FEED_SIZE)
    .map((stream) => ({
      url: streamUrl(stream),
      title: stream.name,
      date: feedDate(stream.isoDate),
      html: setlistHtml(stream),
    }))
  return {
    locale,
    lang: localeTag(locale),
    title: `${i18n._(msg`${singer}の歌枠`)} | ${content.site.name}`,
    description: i18n._(msg`${singer}が歌枠で歌った曲を、新しい配信から順に`),
    author: content.site.name,
    homeUrl: pageUrl(origin, '/', locale),
    urls: { atom: origin + feedPath('atom', locale), json: origin + feedPath('json', locale) },
    // With no stream yet, nothing has been published: the epoch, not the build's clock.
    updated: entries[0]?.date ?? feedDate('1970-01-01'),
    entries,
  }
}
