import type { Steps } from '#src/lib/steps.ts'
import { searchKey } from '#src/shared/search/search-aids.ts'
import { foldForSearch, type HanForms, katakanaToHiragana } from '#src/shared/search/search-fold.ts'
import type { SearchableText } from '#src/shared/search/search-match.ts'

/**
 * Titles or artists, field by field, with only what the page cannot work out cheaply: the search
 * key comes from the folded text and the reading.
 */
export interface PackedTexts {
  text: string[]
  /** The folded text (`foldForSearch(text)`) where it is not the quick fold of the text, by index. */
  folded: Record<number, string>
  /** Kana reading, or '' (none, or the text's own folded form). */
  reading: string[]
  /** Canonical romaji of the reading, or ''. */
  romaji: string[]
  /** Toneless pinyin, or ''. */
  pinyin: string[]
  /** Other names, by index. */
  aliases: Record<number, readonly string[]>
}

// Most texts fold to themselves lower-cased, katakana as hiragana, without spaces: the page folds
// those so, which costs it a fraction of a full fold, and gets the others' folded form shipped.
const quickFold = (text: string) => katakanaToHiragana(text.toLowerCase()).replaceAll(' ', '')

export function packTexts(fields: readonly SearchableText[]): PackedTexts {
  const packed: PackedTexts = {
    text: [],
    folded: {},
    reading: [],
    romaji: [],
    pinyin: [],
    aliases: {},
  }
  fields.forEach(({ text, reading, romaji, pinyin, aliases }, i) => {
    const folded = foldForSearch(text)
    packed.text.push(text)
    if (folded !== quickFold(text)) packed.folded[i] = folded
    packed.reading.push(reading)
    packed.romaji.push(romaji)
    packed.pinyin.push(pinyin)
    if (aliases.length > 0) packed.aliases[i] = aliases
  })
  return packed
}

/** The texts as search sees them, and each folded without the character table; pauses per text. */
function* unpackingTexts(
  packed: PackedTexts,
  forms: HanForms,
): Steps<{ folded: string[]; fields: SearchableText[] }> {
  const folded: string[] = []
  const fields: SearchableText[] = []
  for (let i = 0; i < packed.text.length; i++) {
    const text = packed.text[i] as string
    const reading = packed.reading[i] ?? ''
    const aliases = packed.aliases[i] ?? []
    const own = packed.folded[i] ?? quickFold(text)
    folded.push(own)
    fields.push({
      text,
      key: searchKey(own, reading, aliases, forms),
      reading,
      romaji: packed.romaji[i] ?? '',
      pinyin: packed.pinyin[i] ?? '',
      aliases,
    })
    yield
  }
  return { folded, fields }
}

/** Songs' titles, each with the index of its singer among the singers' texts. */
export type PackedSongTexts = PackedTexts & { singer: number[] }

/**
 * Each song's title paired with its singer's text, in the songs' order (the model's): `song` makes
 * one song of them, given the two texts as search sees them, each folded, the singer's index among
 * the singers' texts and the song's own.
 */
export function* unpackingSongTexts<Song>(
  songs: PackedSongTexts,
  singers: PackedTexts,
  forms: HanForms,
  song: (
    title: SearchableText,
    singer: SearchableText,
    foldedTitle: string,
    foldedSinger: string,
    singerIndex: number,
    index: number,
  ) => Song,
): Steps<Song[]> {
  const titles = yield* unpackingTexts(songs, forms)
  const artists = yield* unpackingTexts(singers, forms)
  const unpacked: Song[] = []
  for (let i = 0; i < titles.fields.length; i++) {
    const title = titles.fields[i] as SearchableText
    const singer = songs.singer[i] ?? 0
    const artist = artists.fields[singer] as SearchableText
    unpacked.push(
      song(title, artist, titles.folded[i] ?? '', artists.folded[singer] ?? '', singer, i),
    )
    yield
  }
  return unpacked
}
