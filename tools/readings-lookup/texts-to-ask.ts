import type { SongCatalogue } from '#build-src/archive-files/song-catalogue.ts'
import { splitArtists } from '#src/shared/song-model/artists.ts'
import { textLanguages } from '#tools/add-streams/chinese-texts.ts'

const han = /\p{Script=Han}/u

export interface TextsToAsk {
  /** Japanese titles with kanji that no song of theirs gives a reading for, each once. */
  titles: string[]
  /** Japanese artist credits with kanji and no reading in the catalogue's `artists` list. */
  credits: string[]
  /** The names with kanji in those credits (a credit of one name is its name) with no reading. */
  names: string[]
  /** The titles and credits with kanji taken for Chinese (chinese-texts.ts): found by pinyin. */
  chinese: { titles: number; artists: number }
}

/**
 * What the services are asked about: the texts the build reads with its analyser alone. Kana and
 * Latin texts are read as written, and Chinese ones need no Japanese reading.
 */
export function textsToAsk(catalogue: SongCatalogue): TextsToAsk {
  const written = new Map((catalogue.artists ?? []).map((artist) => [artist.name, artist.reading]))
  const languageOf = textLanguages(catalogue.songs, [...written.keys()])
  const read = new Set(catalogue.songs.filter((song) => song.reading).map((song) => song.title))
  const withKanji = (text: string) => han.test(text.normalize('NFKC'))
  const unique = (texts: string[]) => [...new Set(texts)]
  const titles = unique(
    catalogue.songs
      .map((song) => song.title)
      .filter((title) => withKanji(title) && !read.has(title)),
  )
  const credits = unique(
    catalogue.songs
      .map((song) => song.artist)
      .filter((artist) => withKanji(artist) && !written.has(artist)),
  )
  const japanese = (text: string) => languageOf(text) === 'japanese'
  const japaneseCredits = credits.filter(japanese)
  return {
    titles: titles.filter(japanese),
    credits: japaneseCredits,
    names: unique(
      japaneseCredits
        .flatMap((credit) => splitArtists(credit))
        .filter((name) => withKanji(name) && !written.has(name)),
    ),
    chinese: {
      titles: titles.filter((title) => !japanese(title)).length,
      artists: credits.filter((credit) => !japanese(credit)).length,
    },
  }
}

/**
 * What the services are asked about songs a tool adds: those of `textsToAsk` over the catalogue
 * with them (so a title takes its language from the whole archive) that come from the added songs,
 * a credit only when it is new to the catalogue (`newCredits`). The tool's reading list counts
 * the texts taken for Chinese already.
 */
export function addedTextsToAsk(
  catalogue: SongCatalogue,
  added: readonly { title: string }[],
  newCredits: readonly string[],
): Omit<TextsToAsk, 'chinese'> {
  const all = textsToAsk(catalogue)
  const titles = new Set(added.map((song) => song.title))
  const credits = all.credits.filter((credit) => newCredits.includes(credit))
  const names = new Set(credits.flatMap((credit) => splitArtists(credit)))
  return {
    titles: all.titles.filter((title) => titles.has(title)),
    credits,
    names: all.names.filter((name) => names.has(name)),
  }
}

/** The texts to ask, as the services are asked: each title, then each name. */
export const lookupTexts = ({ titles, names }: Pick<TextsToAsk, 'titles' | 'names'>) => [
  ...titles.map((text) => ({ kind: 'title' as const, text })),
  ...names.map((text) => ({ kind: 'artist' as const, text })),
]
