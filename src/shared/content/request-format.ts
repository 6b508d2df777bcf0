import type { Locale } from '#src/i18n/locales.ts'

// How a viewer asks for a song in the chat of a request stream, written per language in the
// content folder (`site.requestFormat`): `{title}`, `{artist}` and `{alias}` stand for the song's.

const placeholders = /\{(title|artist|alias)\}/g

export interface RequestSong {
  title: string
  artist: string
  /** The catalogue's other names of the song, in any language. */
  aliases: readonly string[]
}

const kana = /[\u3041-\u3096\u30a1-\u30fa]/u
const han = /\p{Script=Han}/u
const latin = /\p{Script=Latin}/u

/** Whether a name is written in a language: Japanese has kana, Chinese only Han and marks. */
const writtenIn: Record<Locale, (name: string) => boolean> = {
  ja: (name) => kana.test(name),
  zh: (name) => han.test(name) && !kana.test(name) && !latin.test(name),
}

/** The song's other name in the language, else its title. */
export function aliasIn(locale: Locale, song: RequestSong): string {
  return (
    song.aliases.find((alias) => alias !== song.title && writtenIn[locale](alias)) ?? song.title
  )
}

// A song with no artist loses the artist with what joins it to the rest: the text back to the part
// before it, and a bracket it closes (`{title}（{artist}）`), or the separator after a leading one.
const artistPart = /[^{}]*\{artist\}[)）」】\]]?/
const leadingSeparator = /^[\s/／・|｜:：,、\-–—]+/

/** The line a viewer pastes into the chat: one line, spaces collapsed. */
export function fillRequest(format: string, song: RequestSong, locale: Locale): string {
  const values = { title: song.title, artist: song.artist.trim(), alias: aliasIn(locale, song) }
  const used = values.artist ? format : format.replace(artistPart, '').replace(leadingSeparator, '')
  return used
    .replace(placeholders, (_, name: keyof typeof values) => values[name])
    .replace(/\s+/g, ' ')
    .trim()
}
