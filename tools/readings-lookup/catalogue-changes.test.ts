import { describe, expect, it } from 'vitest'

import type { SongCatalogue } from '#build-src/archive-files/song-catalogue.ts'

import {
  agreedChanges,
  catalogueTextWithChanges,
  changeCount,
  checkedChanges,
  type LookedUp,
} from './catalogue-changes.ts'
import type { Proposal } from './proposals.ts'

const proposal = (
  field: Proposal['field'],
  value: string,
  status: Proposal['status'],
): Proposal => ({ field, value, kana: value, from: ['vocadb', 'musicbrainz'], status })

const catalogue: SongCatalogue = {
  songs: [
    { title: '千本桜', artist: '黒うさP feat. 初音ミク', aliases: ['千本櫻'] },
    { title: '千本桜', artist: '初音ミク' },
    { title: '残響散歌', artist: 'Aimer' },
    { title: 'Lemon', artist: '米津玄師' },
    { title: '打上花火', artist: 'DAOKO × 米津玄師' },
    { title: '砂の惑星', artist: 'ハチ feat. 初音ミク' },
    { title: '炎', artist: 'LiSA' },
  ],
}

const lookedUp: LookedUp[] = [
  {
    kind: 'title',
    text: '千本桜',
    analysed: 'せんぼんさくら',
    proposals: [
      proposal('reading', 'せんぼんざくら', 'agreed'),
      proposal('alias', 'Senbonzakura', 'agreed'),
    ],
  },
  {
    kind: 'title',
    text: '残響散歌',
    analysed: 'ざんきょうちうた',
    proposals: [proposal('alias', 'Zankyosanka', 'for-a-person')],
  },
  {
    kind: 'artist',
    text: '米津玄師',
    analysed: 'よねつげんし',
    proposals: [proposal('reading', 'よねずけんし', 'agreed')],
  },
  {
    kind: 'artist',
    text: '初音ミク',
    analysed: 'はつねみく',
    proposals: [proposal('reading', 'はつねみく', 'confirms')],
  },
  {
    kind: 'title',
    text: '砂の惑星',
    analysed: 'すなのわくせい',
    proposals: [proposal('alias', 'Suna no Wakusei', 'confirms')],
  },
  // One service reads it as the analyser does, the other otherwise: a person chooses.
  {
    kind: 'title',
    text: '炎',
    analysed: 'えん',
    proposals: [proposal('alias', 'En', 'confirms'), proposal('alias', 'Homura', 'for-a-person')],
  },
]

describe('agreedChanges', () => {
  it("writes the agreed readings and aliases and the confirmed readings, and reads a credit through its names' readings", () => {
    const credits = [
      '黒うさP feat. 初音ミク',
      '初音ミク',
      '米津玄師',
      'DAOKO × 米津玄師',
      '作詞・作曲: 米津玄師',
    ]
    const changes = agreedChanges(catalogue, lookedUp, credits)
    expect(changes).toEqual({
      // 砂の惑星 is read right: pinned as its reading; 炎 waits for a person.
      readings: new Map([
        ['千本桜', 'せんぼんざくら'],
        ['砂の惑星', 'すなのわくせい'],
      ]),
      aliases: new Map([['千本桜', ['Senbonzakura']]]),
      // 黒うさP was not looked up, 作詞・作曲 is no name to read; 初音ミク is read right, pinned.
      artists: [
        { name: '初音ミク', reading: 'はつねみく' },
        { name: '米津玄師', reading: 'よねずけんし' },
        { name: 'DAOKO × 米津玄師', reading: 'DAOKO × よねずけんし' },
      ],
      proposed: [],
    })
    expect(changeCount(catalogue, changes)).toEqual({
      readings: 3,
      aliases: 2,
      artists: 3,
      proposed: 0,
    })
  })

  it('adds to the file what each song lacks and keeps every other field', async () => {
    const changes = agreedChanges(catalogue, lookedUp, ['米津玄師'])
    const text = `${JSON.stringify({ $schema: '../schemas/songs.schema.json', ...catalogue }, null, 2)}\n`
    const written = JSON.parse(await catalogueTextWithChanges(text, changes)) as SongCatalogue
    expect(written).toEqual({
      $schema: '../schemas/songs.schema.json',
      songs: [
        {
          title: '千本桜',
          artist: '黒うさP feat. 初音ミク',
          aliases: ['千本櫻', 'Senbonzakura'],
          reading: 'せんぼんざくら',
        },
        {
          title: '千本桜',
          artist: '初音ミク',
          reading: 'せんぼんざくら',
          aliases: ['Senbonzakura'],
        },
        { title: '残響散歌', artist: 'Aimer' },
        { title: 'Lemon', artist: '米津玄師' },
        { title: '打上花火', artist: 'DAOKO × 米津玄師' },
        { title: '砂の惑星', artist: 'ハチ feat. 初音ミク', reading: 'すなのわくせい' },
        { title: '炎', artist: 'LiSA' },
      ],
      artists: [{ name: '米津玄師', reading: 'よねずけんし' }],
    })
  })
})

describe('checkedChanges', () => {
  it('refuses, with why, each change songs.json could not hold, and keeps the others', () => {
    const long = 'よ'.repeat(300)
    const changes = checkedChanges(
      { songs: [...catalogue.songs, { title: '米米', artist: '米 × 米' }] },
      [
        {
          kind: 'title',
          text: '千本桜',
          analysed: 'せんぼんさくら',
          proposals: [
            proposal('reading', 'せんぼん\nざくら', 'agreed'),
            proposal('alias', 'Senbonzakura', 'agreed'),
            proposal('alias', 'Senbon\u202ezakura', 'agreed'),
          ],
        },
        {
          kind: 'title',
          text: '残響散歌',
          analysed: 'ざんきょうちうた',
          proposals: [
            { ...proposal('alias', 'Zankyo\u0007sanka', 'refused'), why: 'it holds U+0007' },
          ],
        },
        // Each name's reading passes; the credit's, the two put together, is over 400 characters.
        {
          kind: 'artist',
          text: '米',
          analysed: 'こめ',
          proposals: [proposal('reading', long, 'agreed')],
        },
        {
          kind: 'artist',
          text: '米津玄師',
          analysed: 'よねつげんし',
          proposals: [proposal('reading', 'よねずけんし', 'agreed')],
        },
      ],
      ['米 × 米', '米津玄師'],
    )
    expect(changes.changes).toEqual({
      readings: new Map(),
      aliases: new Map([['千本桜', ['Senbonzakura']]]),
      artists: [{ name: '米津玄師', reading: 'よねずけんし' }],
      proposed: [],
    })
    const both = ['vocadb', 'musicbrainz']
    expect(changes.refused).toEqual([
      {
        text: '残響散歌',
        field: 'alias',
        value: 'Zankyo\u0007sanka',
        from: both,
        why: 'it holds U+0007',
      },
      {
        text: '千本桜',
        field: 'reading',
        value: 'せんぼん\nざくら',
        from: both,
        why: expect.stringMatching(/^it holds U\+000A, an invisible character/),
      },
      {
        text: '千本桜',
        field: 'alias',
        value: 'Senbon\u202ezakura',
        from: both,
        why: expect.stringMatching(/^it holds U\+202E/),
      },
      {
        text: '米 × 米',
        field: 'reading',
        value: `${long} × ${long}`,
        from: [],
        why: 'it is 603 characters long, over the 400 allowed',
      },
    ])
  })
})

describe('the readings one service alone proposes', () => {
  const alone = (value: string, from: Proposal['from']): Proposal => ({
    ...proposal('reading', value, 'for-a-person'),
    from,
  })
  const looked: LookedUp[] = [
    // The services disagree: each reading is one service's.
    {
      kind: 'title',
      text: '炎',
      analysed: 'えん',
      proposals: [alone('ほむら', ['vocadb']), alone('ほのお', ['musicbrainz'])],
    },
    { kind: 'title', text: '残響散歌', analysed: 'ざんきょうちうた', proposals: [] },
    // A name credited only with another: the search looks up the whole credit, not the name.
    {
      kind: 'artist',
      text: 'DAOKO',
      analysed: '',
      proposals: [alone('だおこ', ['vocadb'])],
    },
    {
      kind: 'artist',
      text: '米津玄師',
      analysed: 'よねつげんし',
      proposals: [alone('よねづけんし', ['musicbrainz']), alone('よね\u202eづ', ['vocadb'])],
    },
  ]

  it('writes them apart, in proposedReadings, for a title or an artist credited alone', () => {
    const { changes, refused } = checkedChanges(catalogue, looked, ['米津玄師', 'DAOKO × 米津玄師'])
    expect(changes.proposed).toEqual([
      { text: '炎', reading: 'ほむら', by: 'vocadb' },
      { text: '炎', reading: 'ほのお', by: 'musicbrainz' },
      { text: '米津玄師', reading: 'よねづけんし', by: 'musicbrainz' },
    ])
    expect(refused.map((r) => r.value)).toEqual(['よね\u202eづ'])
    expect(changeCount(catalogue, changes).proposed).toBe(3)
  })

  it('never proposes for a text whose reading a person wrote or both services agree on', () => {
    const written: SongCatalogue = {
      ...catalogue,
      artists: [{ name: '米津玄師', reading: 'よねづけんし' }],
    }
    const agreedToo: LookedUp = {
      kind: 'title',
      text: '炎',
      analysed: 'えん',
      proposals: [proposal('reading', 'ほむら', 'agreed'), alone('ほのお', ['musicbrainz'])],
    }
    const { changes } = checkedChanges(written, [agreedToo, looked[3]!], ['米津玄師'])
    expect(changes.proposed).toEqual([])
  })

  it('adds them to the file once, keeping those it holds and every written reading', async () => {
    const changes = agreedChanges(catalogue, looked, ['米津玄師'])
    const held = { text: '炎', reading: 'ほむら', by: 'vocadb' as const }
    const text = JSON.stringify({ ...catalogue, proposedReadings: [held] })
    const written = JSON.parse(await catalogueTextWithChanges(text, changes)) as SongCatalogue
    expect(written.proposedReadings).toEqual([
      held,
      { text: '炎', reading: 'ほのお', by: 'musicbrainz' },
      { text: '米津玄師', reading: 'よねづけんし', by: 'musicbrainz' },
    ])
    expect(written.songs).toEqual(catalogue.songs)
    expect(written.artists).toBeUndefined()
  })
})
