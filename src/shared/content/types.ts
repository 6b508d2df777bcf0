import type { Locale } from '#src/i18n/locales.ts'

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
  // How fans send a report or a setlist: each way set below is offered, in this order. With none,
  // the site copies the text for the fan to send through `notices.joinLink`.
  /**
   * Whether fans can send to the site itself (Netlify Forms: the submissions wait in the Netlify
   * dashboard). Left out or false on a host without them.
   */
  netlifyForms?: boolean
  /**
   * The GitHub repository (`owner/name`) that holds this content: a fan's text opens a filled-in
   * issue there.
   */
  repository?: string
  /**
   * An address fans write to: a link opens their mail program with the same text (cut to what
   * mail programs open; the copy button gives the whole).
   */
  email?: string
  /**
   * How a viewer asks for a song in the chat of a request stream, in each language:
   * `{title}`, `{artist}` and `{alias}` (the song's other name in that language, else its title)
   * stand for the song's. Left out, the site offers no request copy and no request link.
   */
  requestFormat?: LocalizedText
  /**
   * Lines put above a stream's setlist when a fan copies it as a timestamp comment (a greeting, a
   * heading), each in every language. Left out, the copy is the setlist alone.
   */
  setlistGreeting?: readonly LocalizedText[]
  /**
   * The order the home page's request link lists every song in: by title when left out, or
   * `oldest`, the songs not sung for the longest first, for a request stream to bring back.
   */
  requestListSort?: 'title' | 'oldest'
}

/**
 * The site added to a phone's home screen (its web app manifest and icons), written in `site.ts`
 * as `app`. Only the build reads it; every field has a default.
 */
export interface WebAppSettings {
  /** The name under the icon, a dozen characters at most; the site's name when left out. */
  shortName?: LocalizedText
  /** A square SVG in `public/`, drawn as the icon; `/favicon.svg` when left out. */
  icon?: string
  /** The colour (`#rrggbb`) around the mark where a platform needs a full square; white by default. */
  iconBackground?: string
}

/**
 * What `npm run archive:fetch` needs to find the singer's new singing streams on YouTube, written
 * in `site.ts` as `archive`. Only tools read it; the site never shows it.
 */
export interface ArchiveSettings {
  /** The YouTube channel id (`UC` and 22 more characters) whose uploads are read. */
  channelId: string
  /** Words that mark a singing stream in a video title, matched ignoring case and width. */
  singingWords: readonly string[]
  /** Words that mark a song-request stream among those (`category: "request"`). */
  requestWords: readonly string[]
  /** The IANA time zone whose calendar day names a stream; `Asia/Tokyo` when left out. */
  timeZone?: string
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

/** Content as a page in one language reads it: every `LocalizedText` is that language's string. */
export type Localized<T> = T extends LocalizedText
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Localized<Item>[]
    : T extends object
      ? { readonly [K in keyof T]: Localized<T[K]> }
      : T

/** What every page shows (header, notices, page heads) and the home page, as written. */
export interface SiteModules {
  site: Site
  profile: Profile
  channels: readonly Channel[]
  notices: Notices
}

/** What only the About page shows, as written. */
export interface AboutModules {
  milestones: readonly TimelineEntry[]
  people: readonly Person[]
  artworks: readonly Artwork[]
}

/** One language's site content: the build serves one chunk per language (`virtual:content`). */
export type SiteContent = Localized<SiteModules>
/** One language's About content, in a chunk of its own per language. */
export type AboutContent = Localized<AboutModules>

/**
 * The parts the content is served in, one chunk per part and language: `site` with every page,
 * the others with the page that names them (`staticData.content`), as catalogs are.
 */
export interface ContentParts {
  site: SiteContent
  about: AboutContent
}
export type ContentPart = keyof ContentParts
/** A page's own content part. */
export type PagePart = Exclude<ContentPart, 'site'>
/** A page's content: the site's, and under its name the page's own part where it has one. */
export type PageContent = SiteContent & Partial<Pick<ContentParts, PagePart>>
