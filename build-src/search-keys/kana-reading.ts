// Build time only: kuroshiro and its kuromoji dictionary (18 MB) are devDependencies and never
// reach the browser, which gets the readings as data.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Kuroshiro from '@sglkc/kuroshiro'
import KuromojiAnalyzer from '@sglkc/kuroshiro-analyzer-kuromoji'

import { katakanaToHiragana } from '#src/shared/search/search-fold.ts'

import { readingCache } from './reading-cache.ts'

const kanji = /\p{Script=Han}/u
const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u

const require = createRequire(import.meta.url)
/** Requires a package as the analyser does: its own kuromoji, whatever the project's tree holds. */
export const fromAnalyser = createRequire(require.resolve('@sglkc/kuroshiro-analyzer-kuromoji'))

/** The kuromoji dictionary folder, found from the installed analyser (which depends on kuromoji). */
export function dictionaryPath(): string {
  return join(dirname(fromAnalyser.resolve('@sglkc/kuromoji/package.json')), 'dict')
}

const conversion = { mode: 'normal', to: 'hiragana' } as const

/** The analyser, its dictionary and how it is asked: a cached reading holds for these only. */
export function analyserId(): string {
  const version = (from: NodeJS.Require, name: string) =>
    `${name}@${(from(`${name}/package.json`) as { version: string }).version}`
  return [
    version(require, '@sglkc/kuroshiro'),
    version(require, '@sglkc/kuroshiro-analyzer-kuromoji'),
    version(fromAnalyser, '@sglkc/kuromoji'),
    `${conversion.mode}-${conversion.to}`,
  ].join(' ')
}

/** The readings cache of the build, kept with the installed packages it depends on. */
export const buildReadingCache = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/.cache/kana-readings.json',
)

// Loading the dictionary takes about a second; every reader shares the one load.
let loading: Promise<Kuroshiro> | undefined

function loadKuroshiro(): Promise<Kuroshiro> {
  loading ??= (async () => {
    const kuroshiro = new Kuroshiro()
    await kuroshiro.init(new KuromojiAnalyzer({ dictPath: dictionaryPath() }))
    return kuroshiro
  })().catch((error: unknown) => {
    // A failed load is not kept: the next reader tries again.
    loading = undefined
    throw error
  })
  return loading
}

export interface KanaReader {
  (text: string): Promise<string>
  /** Adds the analyser's new readings to the cache file, when the reader has one. */
  save(): void
}

/**
 * A function giving the hiragana reading of a title or artist, for search in kana and romaji.
 *
 * The whole text comes back with kanji read (kuroshiro on the kuromoji analyser, mode normal),
 * katakana turned into hiragana, and everything else (Latin letters, digits, spaces, punctuation)
 * as it is, after NFKC (half-width katakana would not be read; full-width Latin becomes ASCII).
 * Text with neither kanji nor kana has no reading: ''. A kanji the dictionary does not know stays
 * a kanji in the reading (周杰倫 → しゅう杰りん), so the rest can still be found.
 *
 * The analyser reads words as the dictionary does, not as a song's title is sung. Known misses
 * (checked with @sglkc/kuroshiro-analyzer-kuromoji 1.0.1), where the catalogue's `reading` must
 * give the reading:
 * - 米津玄師 → よねつげんし (よねづけんし), 紅蓮華 → ぐれんはな (ぐれんげ), 千本桜 → せんぼんさくら
 *   (せんぼんざくら: no rendaku), 残響散歌 → ざんきょうちうた (ざんきょうさんか),
 *   廻廻奇譚 → まわりまわりきたん (かいかいきたん), 一途 → いっと (いちず)
 * - special readings: 炎 → ほのお (ほむら), 唱 is left unread (しょう)
 * - numbers: 3月9日 → 3つき9にち (さんがつここのか)
 * - Chinese titles get Japanese on'yomi or are left unread (告白氣球 → こくはく氣だま).
 *
 * With a `cacheFile`, the analyser's readings are kept there for later builds (see
 * reading-cache.ts), and the dictionary loads only when a text is not in it.
 */
export async function createKanaReader(options: { cacheFile?: string } = {}): Promise<KanaReader> {
  const cache = options.cacheFile ? readingCache(options.cacheFile, analyserId()) : undefined
  // Without a cache the dictionary loads now, so the reads that follow are timed alone.
  if (!cache) await loadKuroshiro()
  const analyse = async (text: string) => {
    const cached = cache?.get(text)
    if (cached !== undefined) return cached
    const read = await (await loadKuroshiro()).convert(text, conversion)
    cache?.set(text, read)
    return read
  }
  const reader = async (text: string) => {
    const normalized = text.normalize('NFKC')
    if (!kanji.test(normalized)) return kana.test(normalized) ? katakanaToHiragana(normalized) : ''
    return katakanaToHiragana(await analyse(normalized))
  }
  return Object.assign(reader, { save: () => cache?.save() })
}
