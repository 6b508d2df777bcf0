import type { MessageDescriptor } from '@lingui/core'

/** A calendar date written `YYYY-MM-DD`; timeline keys carry it so entries sort as text. */
export type IsoDate = `${number}-${number}-${number}`

/**
 * Interface-language text lives in the catalogs (a `msg` descriptor, translated per locale);
 * a plain `string` is a proper name, tag or code shown unchanged in every language.
 */
export interface Profile {
  name: MessageDescriptor
  romanizedName: string
  nameTitle: MessageDescriptor
  blurb: readonly MessageDescriptor[]
  birthday: { month: number; day: number }
  likes: readonly MessageDescriptor[]
  favoriteFoods: readonly MessageDescriptor[]
  fanMark: string
  fanName: MessageDescriptor
  fanTag: string
  fanArtTag: string
}

export interface Channel {
  /** The service's own name, e.g. `YouTube`. */
  service: string
  handle: string
  url: string
}

export interface TimelineEntry {
  date: IsoDate
  text: MessageDescriptor
}

export interface Person {
  id: string
  name: string
  role: MessageDescriptor
}

export interface Artwork {
  id: string
  title: MessageDescriptor
  /** A file under `public/`, drawn at `width` x `height` so the page does not shift while it loads. */
  src: `/images/${string}.svg`
  width: number
  height: number
  alt: MessageDescriptor
  /** Ids of the people credited for this work (see `people`). */
  credits: readonly string[]
}

export interface Notices {
  fanMade: MessageDescriptor
  notRealTime: MessageDescriptor
  images: MessageDescriptor
  join: MessageDescriptor
  joinLink: { url: string; label: MessageDescriptor }
}
