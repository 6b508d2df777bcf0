import { contentParts } from 'virtual:content'
import { beforeAll, describe, expect, it } from 'vitest'

import { activateLocale } from '#src/i18n/catalog.ts'
import type { SiteContent } from '#src/shared/content/types.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { rawSong } from '#tests/support/test-streams.ts'

import { FEED_SIZE, streamFeed } from './stream-feed.ts'

const dayOf = (i: number) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10)

/** Stream i on day i: Lemon, sung in every one, then a song of its own. */
const shown = (i: number, title = `Song ${i}`): RawStream => ({
  date: dayOf(i).replaceAll('-', '/'),
  streamName: `Stream ${i}`,
  showList: true,
  showDate: true,
  songList: [
    rawSong({ songName: 'Lemon', singer: '米津玄師' }),
    rawSong({
      songName: title,
      singer: 'Artist',
      songTime: '9:00',
      songLink: 'https://youtu.be/AAAAAAAAAAA?t=540',
    }),
  ],
})

const raw = [
  ...Array.from({ length: FEED_SIZE + 6 }, (_, i) => shown(i)),
  { ...shown(100), showDate: false },
  shown(101, '<b>&"歌'),
]
raw[raw.length - 1]!.streamName = '【歌枠】<script>&'

const model = buildSongModel(raw)
const content: Partial<Record<'ja' | 'zh', SiteContent>> = {}
const feed = (locale: 'ja' | 'zh') =>
  streamFeed({
    locale,
    origin: 'https://fans.example',
    content: content[locale]!,
    streams: model.streams,
    streamUrl: (stream) => `https://fans.example/x/${stream.file}`,
  })

beforeAll(async () => {
  content.ja = await contentParts.site.ja()
  content.zh = await contentParts.site.zh()
})

describe('streamFeed', () => {
  it('holds the newest 50 streams whose date is shown, newest first, dated by their day', async () => {
    await activateLocale('ja', ['feed'])
    const { entries, updated } = feed('ja')
    expect(entries).toHaveLength(FEED_SIZE)
    expect(entries.map((e) => e.url)).toEqual(
      [101, ...Array.from({ length: FEED_SIZE - 1 }, (_, i) => FEED_SIZE + 5 - i)].map(
        (i) => `https://fans.example/x/${dayOf(i)}.json`,
      ),
    )
    expect(entries.some((e) => e.url.includes(dayOf(100)))).toBe(false)
    expect(entries[1]).toMatchObject({ title: 'Stream 55', date: `${dayOf(55)}T00:00:00Z` })
    expect(updated).toBe(`${dayOf(101)}T00:00:00Z`)
  })

  it('lists the setlist with each moment, artist and debut, escaped as HTML', async () => {
    await activateLocale('ja', ['feed'])
    const { entries } = feed('ja')
    expect(entries[1]?.html).toBe(
      '<ol><li><a href="https://www.youtube.com/watch?v=AAAAAAAAAAA&amp;t=245s">Lemon</a> / 米津玄師</li>' +
        '<li><a href="https://www.youtube.com/watch?v=AAAAAAAAAAA&amp;t=540s">Song 55</a> / Artist <strong>初披露</strong></li></ol>',
    )
    expect(entries[0]?.title).toBe('【歌枠】<script>&')
    expect(entries[0]?.html).toContain(
      '>&lt;b&gt;&amp;&quot;歌</a> / Artist <strong>初披露</strong>',
    )
  })

  it('speaks the language it is made in', async () => {
    await activateLocale('zh', ['feed'])
    const zh = feed('zh')
    expect(zh).toMatchObject({
      lang: 'zh-Hant',
      homeUrl: 'https://fans.example/zh/',
      urls: { atom: 'https://fans.example/zh/feed.xml', json: 'https://fans.example/zh/feed.json' },
      author: content.zh!.site.name,
    })
    expect(zh.title).toBe(`${content.zh!.profile.name}的歌回 | ${content.zh!.site.name}`)
    expect(zh.entries[1]?.html).toContain('<strong>首次演唱</strong>')
    await activateLocale('ja', ['feed'])
    expect(feed('ja')).toMatchObject({ lang: 'ja', homeUrl: 'https://fans.example/' })
    expect(feed('ja').urls.atom).toBe('https://fans.example/feed.xml')
  })

  it('is dated by the epoch, not the clock, when no stream is shown', () => {
    const empty = streamFeed({
      locale: 'ja',
      origin: 'https://fans.example',
      content: content.ja!,
      streams: [],
      streamUrl: () => '',
    })
    expect([empty.entries, empty.updated]).toEqual([[], '1970-01-01T00:00:00Z'])
  })
})
