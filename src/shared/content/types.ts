import type { Locale } from '../../i18n/locales'

/**
 * Content text written in each language by the fan group (never in the interface catalogs).
 * The content check requires every language of the locale table; Japanese is the fallback.
 */
export type LocalizedText = { readonly ja: string } & { readonly [L in Locale]?: string }

/** A picture under the content folder's `public/`, with its drawn size so nothing shifts. */
export interface ContentImage {
  src: string
  width: number
  height: number
  alt: LocalizedText
}

export interface Site {
  name: LocalizedText
  /** A square picture beside the site name in every page's header. */
  logo: string
  origin: string
  shareImage: { path: string; width: number; height: number; alt: LocalizedText }
  descriptions: Readonly<Record<'home' | 'about' | 'songlist', LocalizedText>>
  /**
   * The GitHub repository (`owner/name`) that holds this content: a fan's report or setlist opens
   * a filled-in issue there. Left out, the site copies the text for the fan to send instead.
   */
  repository?: string
}

/** A plain `string` is a proper name, tag or code shown unchanged in every language. */
export interface Profile {
  name: LocalizedText
  romanizedName: string
  nameTitle: LocalizedText
  blurb: readonly LocalizedText[]
  birthday: { month: number; day: number }
  birthdayNote?: LocalizedText
  likes: readonly LocalizedText[]
  favoriteFoods: readonly LocalizedText[]
  fanMark: string
  fanName: LocalizedText
  fanTag: string
  fanArtTag: string
  heroImage: ContentImage
  portrait: ContentImage
}

export interface Channel {
  /** The service's own name, e.g. `YouTube`. */
  service: string
  handle: string
  url: string
}

export interface TimelineEntry {
  /** `YYYY-MM-DD` (the content check refuses anything else). */
  date: string
  text: LocalizedText
}

export interface Person {
  id: string
  name: string
  role: LocalizedText
}

export interface Artwork extends ContentImage {
  id: string
  title: LocalizedText
  /** Ids of the people credited for this work (see `people`). */
  credits: readonly string[]
}

export interface Notices {
  fanMade: LocalizedText
  notRealTime: LocalizedText
  images: LocalizedText
  join: LocalizedText
  joinLink: { url: string; label: LocalizedText }
}
