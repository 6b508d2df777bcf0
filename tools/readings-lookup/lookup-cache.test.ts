import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { tempDirs } from '#tests/support/temp-dirs.ts'

import type { LookupAnswer, ReadingService } from './lookup-answer.ts'
import { cachedService, lookupCacheFile, readLookupCache } from './lookup-cache.ts'

const newDir = tempDirs('reading-lookups-')

const senbonzakura: LookupAnswer = {
  candidates: [{ names: [{ language: 'Romaji', value: 'Senbonzakura' }] }],
}

/** A service answering from a table, `unavailable` for what it lacks, counting its questions. */
function service(answers: Record<string, LookupAnswer>): ReadingService & { asked: string[] } {
  const asked: string[] = []
  return {
    name: 'vocadb',
    asked,
    lookup: async (_kind, text) => {
      asked.push(text)
      return answers[text] ?? { unavailable: 'no answer (fetch failed)' }
    },
  }
}

/** One run: the cache read from the content folder, the texts asked, the file written back. */
async function run(dir: string, inner: ReadingService, texts: string[]) {
  const cache = readLookupCache(lookupCacheFile(dir))
  if ('error' in cache) throw new Error(cache.error)
  const cached = cachedService(inner, cache)
  for (const text of texts) await cached.lookup('title', text)
  if (cache.changed()) writeFileSync(lookupCacheFile(dir), cache.text())
  return cache
}

describe('the lookup cache', () => {
  it('keeps found and not-found answers, not failures, so a second run asks only what failed', async () => {
    const dir = newDir()
    const first = service({ 千本桜: senbonzakura, 想見你: { candidates: [] } })
    await run(dir, first, ['千本桜', '想見你', '心做し'])
    expect(first.asked).toEqual(['千本桜', '想見你', '心做し'])

    const second = service({})
    const cache = await run(dir, second, ['千本桜', '想見你', '心做し'])
    expect(second.asked).toEqual(['心做し'])
    expect(cache.changed()).toBe(false)
    expect(cache.get('vocadb', 'title', '千本桜')).toEqual(senbonzakura.candidates)
  })

  it('writes sorted keys, pretty-printed, so an answer added is a small diff', async () => {
    const dir = newDir()
    await run(dir, service({ 心做し: { candidates: [] }, 千本桜: senbonzakura }), [
      '心做し',
      '千本桜',
    ])
    expect(readFileSync(lookupCacheFile(dir), 'utf8')).toBe(`{
  "$comment": "Answers of VocaDB and MusicBrainz to npm run readings:suggest: [] is not found. Delete an answer to ask again.",
  "vocadb": {
    "title": {
      "千本桜": [
        {
          "names": [
            {
              "language": "Romaji",
              "value": "Senbonzakura"
            }
          ]
        }
      ],
      "心做し": []
    }
  }
}
`)
  })

  it('says what is wrong with a file that is not a cache, rather than overwrite it', () => {
    const dir = newDir()
    writeFileSync(lookupCacheFile(dir), '{"vocadb": {"title": {"千本桜": "Senbonzakura"}}}')
    expect(readLookupCache(lookupCacheFile(dir))).toEqual({
      error: `${join(dir, 'reading-lookups.json')}: not a cache of lookups (service, kind, text, candidates); fix it or delete it to ask again`,
    })
    writeFileSync(lookupCacheFile(dir), '{')
    expect(readLookupCache(lookupCacheFile(dir))).toMatchObject({
      error: expect.stringContaining('reading-lookups.json: not valid JSON'),
    })
  })
})
