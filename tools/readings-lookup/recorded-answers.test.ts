import { describe, expect, it } from 'vitest'

import { readingEvaluationSet } from '#tests/fixtures/readings/evaluation.ts'
import { recordedAnswer, recordedTexts } from '#tests/fixtures/readings-lookup/recorded-answers.ts'

import { type Candidate, type ServiceName, serviceNames } from './lookup-answer.ts'
import { musicBrainzCandidates } from './musicbrainz.ts'
import { proposalsOf } from './proposals.ts'
import { vocadbCandidates } from './vocadb.ts'

const katakana = /\p{Script=Katakana}/u

describe('the recorded answers', () => {
  it("are the evaluation set's texts, their romanized names read as the set reads them", () => {
    for (const { kind, text, services } of recordedTexts) {
      const entry = readingEvaluationSet.find((e) => e.kind === kind && e.text === text)
      expect(entry, text).toBeDefined()
      const entity = kind === 'title' ? 'work' : 'artist'
      const vocadb = vocadbCandidates(recordedAnswer({ service: 'vocadb', kind, text }), text)
      const musicBrainz = musicBrainzCandidates(
        recordedAnswer({ service: 'musicbrainz', entity, text }),
        entity,
        text,
      )
      const candidates: Record<ServiceName, Candidate[]> = {
        vocadb: vocadb!,
        musicbrainz: musicBrainz!,
      }
      // Each service that lists the text answers one entry; the other answers not found.
      expect(
        serviceNames.filter((name) => candidates[name].length === 1),
        text,
      ).toEqual(services)
      // A loanword of the title, written in English by the services (Tokyo Teddy Bear), is not its kana.
      if (kind === 'title' && katakana.test(text)) continue
      const proposals = proposalsOf(kind, entry!.reading, {
        vocadb: { candidates: candidates.vocadb },
        musicbrainz: { candidates: candidates.musicbrainz },
      })
      expect(
        proposals.map((p) => [p.value, p.status]),
        text,
      ).toEqual(proposals.map((p) => [p.value, 'confirms']))
    }
  })

  it('answer not found for a text they do not list', () => {
    expect(recordedAnswer({ service: 'vocadb', kind: 'title', text: '想見你' })).toEqual({
      items: [],
      term: '想見你',
      totalCount: 0,
    })
    expect(
      recordedAnswer({ service: 'musicbrainz', entity: 'work', text: '想見你' }),
    ).toMatchObject({
      count: 0,
      works: [],
    })
  })
})
