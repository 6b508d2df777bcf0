// Build and tools only, like kana-reading.ts: the kuromoji dictionary never reaches the browser.
import type {
  IpadicFeatures,
  Tokenizer,
  TokenizerBuilder,
  TokenizerBuilderOption,
} from '@sglkc/kuromoji'

import { katakanaToHiragana } from '#src/shared/search/search-fold.ts'

import { dictionaryPath, fromAnalyser } from './kana-reading.ts'

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

// An IPADIC entry's features: surface, four part-of-speech fields, conjugation type and form,
// base form, reading, pronunciation.
const readingField = 8

// Loading the dictionary takes about a second; every reader shares the one load.
let loading: Promise<Tokenizer<IpadicFeatures>> | undefined

/**
 * A function giving, for each word with kanji of a text, the analyser's reading and the other
 * readings the dictionary has for the same word (深海: ふかうみ, also ふかみ, しんかい). The
 * analyser picks one by its costs, and picks wrongly far more often where there is a choice
 * (docs/search.md, "The dictionary's other readings").
 */
export async function createWordReader(): Promise<(text: string) => WordReadings[]> {
  loading ??= new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) =>
    kuromoji
      .builder({ dicPath: dictionaryPath() })
      .build((error, built) => (error ? reject(error) : resolve(built))),
  ).catch((error: unknown) => {
    // A failed load is not kept: the next reader tries again.
    loading = undefined
    throw error
  })
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
