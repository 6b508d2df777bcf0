// Which titles and artists the tools take for Chinese, so that their reading lists (print-readings.ts)
// hold only the Japanese texts a maintainer can act on: the song list finds a Chinese text by its
// pinyin, and the analyser's Japanese reading of it (告白氣球 → こくはく氣だま) is noise.
//
// A text's characters alone rarely tell: 千本桜 has a form only Japanese writes, but 紅蓮華, 米津玄師,
// 江南, 林俊傑 and 後來 are all kanji Japanese has, and Japanese names keep old forms that Chinese
// writes too (倖田來未, 大原櫻子, 天樂). So a text is judged by its characters, then by the songs it is
// part of, then by the archive (docs/search.md, "Fixing a reading", gives the measures):
//
// 1. Its characters. Kana (or 々, 〆) make it Japanese, as does a character in the Japanese set
//    (JIS X 0208) and in neither Chinese one (GB2312, Big5), or a form only Japanese writes (桜, 駆,
//    緑). A Han character outside JIS X 0208 makes it Chinese (你, 說, 嗎, 鄧, and most Simplified
//    forms: 们, 风): none of the evaluation set's Japanese texts has one.
// 2. Its songs: a kanji text left open takes the language most of its songs' other sides have (a
//    title of 周杰倫's; an artist most of whose titles are Chinese), round after round until nothing
//    changes. A written reading (in the catalogue or the sheet) makes a text Japanese.
// 3. A title written in old forms (Traditional forms Japanese writes otherwise: 後來, 來 for 来),
//    whose artists are kanji left open, is Chinese, and so are they; step 2 then runs again. Alone,
//    an old form says nothing: Japanese names and titles keep them. Then the streams a tool adds:
//    a title still open, by artists written in kanji and left open, in a stream two in three of
//    whose decided titles are one language takes it (雨愛 by 楊丞琳 in a stream of Chinese songs),
//    and step 2 runs again.
// 4. The archive: when at least two of its texts in three that are decided are Chinese, the kanji
//    texts still open are Chinese too (江南 by 林俊傑), but for one with a character Big5 lacks (a
//    form Traditional Chinese does not write: 残, 恋); otherwise they are Japanese. So a mostly
//    Chinese archive drops a Japanese title with no sign at all (紅蓮華 by LiSA) from the lists.
// A text without kanji or kana (Super Star, S.H.E, LiSA) takes its songs' language as in step 2, and
// is neither when they do not tell.
import { Converter } from 'opencc-js'

import { chineseFormOf, isHan } from '#build-src/search-keys/japanese-forms.ts'
import { splitArtists } from '#src/shared/song-model/artists.ts'

/** What the tools take a text for. */
export type TextLanguage = 'japanese' | 'chinese'

/**
 * What a text's characters alone say (step 1); `not-traditional`: a character Big5 lacks, all of
 * them in JIS X 0208 (Japanese, or Simplified Chinese written with Japanese forms).
 */
export type CharacterSign =
  'japanese' | 'chinese' | 'not-traditional' | 'old-forms' | 'kanji' | 'no-kanji'

const kana = /[\p{Script=Hiragana}\p{Script=Katakana}\u30fc々〆]/u
const traditionalToJapanese = Converter({ from: 't', to: 'jp' })

/** The Han characters a legacy decoder every Node has gives for the two-byte codes in range. */
function hanOf(encoding: string, leads: [number, number], trails: [number, number][]): Set<string> {
  const decoder = new TextDecoder(encoding)
  const chars = new Set<string>()
  for (let lead = leads[0]; lead <= leads[1]; lead++)
    for (const [first, last] of trails)
      for (let trail = first; trail <= last; trail++) {
        const ch = decoder.decode(new Uint8Array([lead, trail]))
        if (isHan(ch)) chars.add(ch)
      }
  return chars
}

let characterSets: { jis: Set<string>; gb: Set<string>; big5: Set<string> } | undefined

/**
 * JIS X 0208 (rows 1 to 84: 6,355 kanji and 々, 〆, 〇; EUC-JP's rows 89 to 92 are IBM's extensions,
 * 杰 among them) with the four Jōyō kanji of 2010 it lacks; GB2312's 6,763 hanzi; Big5's 13,060
 * hanzi (its own codes, not Hong Kong's additions).
 */
function sets() {
  characterSets ??= {
    jis: new Set([...hanOf('euc-jp', [0xa1, 0xf4], [[0xa1, 0xfe]]), '𠮟', '塡', '剝', '頰']),
    gb: hanOf('gbk', [0xb0, 0xf7], [[0xa1, 0xfe]]),
    big5: hanOf(
      'big5',
      [0xa1, 0xf9],
      [
        [0x40, 0x7e],
        [0xa1, 0xfe],
      ],
    ),
  }
  return characterSets
}

/** What the characters of `text` alone say of its language (step 1 above). */
export function characterSign(text: string): CharacterSign {
  const normal = text.normalize('NFKC')
  if (kana.test(normal)) return 'japanese'
  const han = [...normal].filter((ch) => isHan(ch))
  if (han.length === 0) return 'no-kanji'
  const { jis, gb, big5 } = sets()
  const japaneseOnly = (ch: string) =>
    (jis.has(ch) && !gb.has(ch) && !big5.has(ch)) || chineseFormOf(ch) !== ch
  if (han.some(japaneseOnly)) return 'japanese'
  if (han.some((ch) => !jis.has(ch))) return 'chinese'
  if (han.some((ch) => !big5.has(ch))) return 'not-traditional'
  return han.some((ch) => traditionalToJapanese(ch) !== ch) ? 'old-forms' : 'kanji'
}

/** A song as the archive or the tool holds it; a written `reading` makes its title Japanese. */
export interface SongText {
  title: string
  artist: string
  reading?: string
}

const key = (text: string) => text.normalize('NFKC').trim()

/** A text the archive does not hold, by its characters alone; `rest` for kanji with no sign. */
function byCharacters(text: string, rest: TextLanguage): TextLanguage | undefined {
  const sign = characterSign(text)
  if (sign === 'no-kanji') return undefined
  if (sign === 'japanese' || sign === 'chinese') return sign
  return sign === 'not-traditional' ? 'japanese' : rest
}

/**
 * The language the tools take each title and artist for, in an archive of `songs` (the archive's
 * and the tool's new ones together) where `writtenNames` are the artists given a reading and
 * `streams` the titles of each stream the tool adds. An artist is a whole credit
 * (`周杰倫 feat. 阿信`), judged by its names. A text without kanji or kana is neither (undefined)
 * unless its songs tell.
 */
export function textLanguages(
  songs: readonly SongText[],
  writtenNames: readonly string[] = [],
  streams: readonly (readonly string[])[] = [],
): (text: string) => TextLanguage | undefined {
  const sign = new Map<string, CharacterSign>()
  const neighbours = new Map<string, Set<string>>()
  const node = (text: string) => {
    const k = key(text)
    if (!sign.has(k)) {
      sign.set(k, characterSign(k))
      neighbours.set(k, new Set())
    }
    return k
  }
  const decided = new Map<string, TextLanguage>()
  const decide = (k: string, language: TextLanguage) => {
    if (!decided.has(k)) decided.set(k, language)
  }
  const titles = new Set<string>()
  for (const song of songs) {
    const title = node(song.title)
    titles.add(title)
    if (song.reading) decide(title, 'japanese')
    for (const name of splitArtists(song.artist)) {
      const artist = node(name)
      neighbours.get(title)!.add(artist)
      neighbours.get(artist)!.add(title)
    }
  }
  for (const written of writtenNames)
    for (const name of [written, ...splitArtists(written)]) decide(node(name), 'japanese')
  for (const [k, s] of sign) if (s === 'japanese' || s === 'chinese') decide(k, s)

  const open = (k: string) => !decided.has(k)
  const kanji = (k: string) => sign.get(k) !== 'no-kanji'
  const spread = () => {
    for (let changed = true; changed;) {
      const round: [string, TextLanguage][] = []
      for (const k of sign.keys()) {
        if (!open(k)) continue
        let chinese = 0
        let japanese = 0
        for (const n of neighbours.get(k)!) {
          const language = decided.get(n)
          if (language === 'chinese') chinese++
          else if (language === 'japanese') japanese++
        }
        if (chinese !== japanese) round.push([k, chinese > japanese ? 'chinese' : 'japanese'])
      }
      for (const [k, language] of round) decide(k, language)
      changed = round.length > 0
    }
  }
  spread()
  // Whether every artist of a title is kanji left open: a name in letters says nothing of the
  // title's language.
  const byKanjiNames = (title: string) => {
    const artists = [...neighbours.get(title)!]
    return artists.length > 0 && artists.every((artist) => open(artist) && kanji(artist))
  }
  for (const title of titles) {
    if (!open(title) || sign.get(title) !== 'old-forms' || !byKanjiNames(title)) continue
    for (const k of [title, ...neighbours.get(title)!]) decide(k, 'chinese')
  }
  spread()
  // Then each stream added: when at least two in three of its titles decided are one language,
  // its titles still open take it (weaker evidence than a song's own artists, so it comes after),
  // as in step 3 only where every artist is kanji left open: a Japanese song in a Chinese stream
  // by a name in letters (前前前世 by RADWIMPS) is left to the archive, as 紅蓮華 by LiSA is.
  for (const titlesSung of streams) {
    const sung = titlesSung.map(key).filter((k) => titles.has(k))
    const count = (language: TextLanguage) => sung.filter((k) => decided.get(k) === language).length
    const [chinese, japanese] = [count('chinese'), count('japanese')]
    const language =
      chinese > 0 && chinese >= 2 * japanese
        ? 'chinese'
        : japanese > 0 && japanese >= 2 * chinese
          ? 'japanese'
          : undefined
    if (language)
      for (const k of sung) if (open(k) && kanji(k) && byKanjiNames(k)) decide(k, language)
  }
  if (streams.length > 0) spread()
  let chinese = 0
  let japanese = 0
  for (const [k, language] of decided) {
    if (!kanji(k)) continue
    if (language === 'chinese') chinese++
    else japanese++
  }
  const rest: TextLanguage = chinese > 0 && chinese >= 2 * japanese ? 'chinese' : 'japanese'
  for (const k of sign.keys())
    if (open(k) && kanji(k)) decide(k, sign.get(k) === 'not-traditional' ? 'japanese' : rest)
  // Texts without kanji are left open unless their songs tell (Super Star, S.H.E).
  spread()

  const languageOf = (k: string): TextLanguage | undefined =>
    sign.has(k) ? decided.get(k) : byCharacters(k, rest)
  return (text: string) => {
    const k = key(text)
    if (sign.has(k)) return languageOf(k)
    const own = characterSign(k)
    if (own === 'japanese' || own === 'chinese') return own
    // A credit of several artists: Japanese when one of them is, else Chinese when one is.
    const names = splitArtists(k).map((name) => languageOf(key(name)))
    if (names.includes('japanese')) return 'japanese'
    if (names.includes('chinese')) return 'chinese'
    return byCharacters(k, rest)
  }
}
