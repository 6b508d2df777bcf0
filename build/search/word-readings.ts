// Build and tools only, like kana-reading.ts: the kuromoji dictionary never reaches the browser.
import { createRequire } from 'node:module'
import type {
  IpadicFeatures,
  Tokenizer,
  TokenizerBuilder,
  TokenizerBuilderOption,
} from '@sglkc/kuromoji'
import { katakanaToHiragana } from '../../src/shared/search/search-fold'
import { dictionaryPath } from './kana-reading'

const require = createRequire(import.meta.url)
const fromAnalyser = createRequire(require.resolve('@sglkc/kuroshiro-analyzer-kuromoji'))
const kuromoji = fromAnalyser('@sglkc/kuromoji') as {
  builder(option: TokenizerBuilderOption): TokenizerBuilder<IpadicFeatures>
}

const kanji = /\p{Script=Han}/u

/** A word of a text as the analyser read it, and the other readings its dictionary holds. */
export interface WordReadings {
  word: string
  reading: string
  others: string[]
}

// An IPADIC entry's features: surface, five part-of-speech fields, base form, reading, sound.
const readingField = 8

// Loading the dictionary takes about a second; every reader shares the one load.
let loading: Promise<Tokenizer<IpadicFeatures>> | undefined

/**
 * A function giving, for each word with kanji of a text, the analyser's reading and the other
 * readings the dictionary has for the same word (深海: ふかうみ, also ふかみ, しんかい). The
 * analyser picks one by its costs; on the evaluation set the text's reading was wrong for 124 of
 * the 340 kanji texts with such a word, and for 27 of the 332 without (`npm run bench:readings`).
 */
export async function createWordReader(): Promise<(text: string) => WordReadings[]> {
  loading ??= new Promise((resolve, reject) =>
    kuromoji
      .builder({ dicPath: dictionaryPath() })
      .build((error, built) => (error ? reject(error) : resolve(built))),
  )
  const tokenizer = await loading
  const dictionary = tokenizer.token_info_dictionary as typeof tokenizer.token_info_dictionary & {
    target_map: Record<number, number[] | undefined>
  }
  const trie = (tokenizer.viterbi_builder as unknown as { trie: { lookup(key: string): number } })
    .trie
  const readingsOf = (word: string): string[] => {
    const entries = dictionary.target_map[trie.lookup(word)] ?? []
    return entries.map((id) =>
      katakanaToHiragana(dictionary.getFeatures(String(id)).split(',')[readingField] ?? ''),
    )
  }
  return (text) =>
    tokenizer
      .tokenize(text.normalize('NFKC'))
      .filter((token) => token.word_type === 'KNOWN' && kanji.test(token.surface_form))
      .map((token) => {
        const reading = katakanaToHiragana(token.reading ?? '')
        const others = new Set(readingsOf(token.surface_form).filter((r) => r && r !== '*'))
        others.delete(reading)
        return { word: token.surface_form, reading, others: [...others] }
      })
}
