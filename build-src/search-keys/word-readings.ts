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

/** A dictionary entry's reading, in hiragana, and its cost (lower is likelier). */
export interface DictionaryReading {
  reading: string
  cost: number
}

/** The analyser's tokenizer and what its dictionary holds for a word. */
export interface Dictionary {
  tokenizer: Tokenizer<IpadicFeatures>
  /** Every reading the dictionary gives `word` (its surface form), cheapest first, each once. */
  readingsOf(word: string): DictionaryReading[]
  /** The cost of the entry a token was read by. */
  costOf(wordId: number): number
  /** Every entry: its surface form, reading and cost (about 390,000; a second or two). */
  entries(): Iterable<{ surface: string } & DictionaryReading>
  /** The reading of the entry `wordId`, in hiragana; '' when it has none. */
  readingOf(wordId: number): string
}

// An IPADIC entry's features: surface, four part-of-speech fields, conjugation type and form,
// base form, reading, pronunciation.
const readingField = 8

// Loading the dictionary takes about a second; every reader shares the one load.
let loading: Promise<Dictionary> | undefined

/** The analyser's dictionary, loaded once for every reader. */
export function loadDictionary(): Promise<Dictionary> {
  loading ??= new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) =>
    kuromoji
      .builder({ dicPath: dictionaryPath() })
      .build((error, built) => (error ? reject(error) : resolve(built))),
  )
    .then(dictionaryOf)
    .catch((error: unknown) => {
      // A failed load is not kept: the next reader tries again.
      loading = undefined
      throw error
    })
  return loading
}

function dictionaryOf(tokenizer: Tokenizer<IpadicFeatures>): Dictionary {
  const dictionary = tokenizer.token_info_dictionary as typeof tokenizer.token_info_dictionary & {
    target_map: Record<number, number[] | undefined>
    dictionary: { getShort(index: number): number }
  }
  const trie = (tokenizer.viterbi_builder as unknown as { trie: { lookup(key: string): number } })
    .trie
  // An entry is its left and right ids, then its cost (tid.dat, TokenInfoDictionary.put).
  const costOf = (id: number) => dictionary.dictionary.getShort(id + 4)
  const entryOf = (id: number) => {
    const features = dictionary.getFeatures(String(id)).split(',')
    const reading = features[readingField] ?? ''
    return {
      surface: features[0] ?? '',
      reading: reading === '*' ? '' : katakanaToHiragana(reading),
      cost: costOf(id),
    }
  }
  return {
    tokenizer,
    costOf,
    readingOf: (id) => entryOf(id).reading,
    readingsOf(word) {
      const cheapest = new Map<string, number>()
      for (const id of dictionary.target_map[trie.lookup(word)] ?? []) {
        const { reading, cost } = entryOf(id)
        if (reading !== '' && cost < (cheapest.get(reading) ?? Infinity))
          cheapest.set(reading, cost)
      }
      return [...cheapest]
        .map(([reading, cost]) => ({ reading, cost }))
        .sort((a, b) => a.cost - b.cost)
    },
    *entries() {
      for (const ids of Object.values(dictionary.target_map))
        for (const id of ids ?? []) yield entryOf(id)
    },
  }
}

/**
 * A function giving, for each word with kanji of a text, the analyser's reading and the other
 * readings the dictionary has for the same word (深海: ふかうみ, also ふかみ, しんかい). The
 * analyser picks one by its costs, and picks wrongly far more often where there is a choice
 * (docs/search.md, "The dictionary's other readings").
 */
export async function createWordReader(): Promise<(text: string) => WordReadings[]> {
  const { tokenizer, readingsOf } = await loadDictionary()
  return (text) =>
    tokenizer
      .tokenize(text.normalize('NFKC'))
      .filter((token) => token.word_type === 'KNOWN' && kanji.test(token.surface_form))
      .map((token) => {
        const reading = katakanaToHiragana(token.reading ?? '')
        const others = new Set(readingsOf(token.surface_form).map((r) => r.reading))
        others.delete(reading)
        return { word: token.surface_form, reading, others: [...others] }
      })
}
