import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { readStreamFiles } from '#build-src/archive-files/stream-files.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'
import { streamSchema, streamSchemaValidator } from '#tests/support/stream-schema.ts'
import { tempDirs } from '#tests/support/temp-dirs.ts'

// schemas/stream.schema.json, as a standard validator reads it for editors, and the stream-file
// check of `npm run data:check` and the build must accept and refuse the same files. The schema is
// looser in what it cannot express, tested against the build's check alone below: a real
// calendar day, a link's offset equal to its time, and a link read as a browser reads it.

const song = {
  showDate: true,
  songName: '夜に駆ける',
  singer: 'YOASOBI',
  songTime: '3:00',
  songLink: 'https://www.youtube.com/watch?v=AAAAAAAAAAA&t=180s',
}
const stream = {
  $schema: '../../schemas/stream.schema.json',
  date: '2025/8/4',
  streamName: '【歌枠】夏の歌枠',
  showList: true,
  showDate: false,
  songList: [song],
}
const withSong = (fields: Record<string, unknown>) => ({
  ...stream,
  songList: [{ ...song, ...fields }],
})
const linkOfLength = (length: number) =>
  'https://youtu.be/AAAAAAAAAAA?t=180&si='.padEnd(length, 'x')
const without = <T extends object>(value: T, key: keyof T) => {
  const copy = { ...value }
  delete copy[key]
  return copy
}

const valid: [string, unknown][] = [
  ['a stream with one song', stream],
  ['no $schema link', without(stream, '$schema')],
  ['a request stream', { ...stream, category: 'request' }],
  ['a general stream', { ...stream, category: 'general' }],
  [
    'a setlist read from a comment',
    { ...stream, source: { kind: 'comment', commentId: 'Ugx1', author: '@fan' } },
  ],
  ['a setlist read from the description', { ...stream, source: { kind: 'description' } }],
  ['no songs yet', { ...stream, songList: [] }],
  ['a padded date', { ...stream, date: '2025/03/09' }],
  ['spaces around a title', withSong({ songName: ' 夜に駆ける ' })],
  ['an artist no one knows yet', withSong({ singer: '' })],
  ['an end time', withSong({ songEndTime: '7:15' })],
  ['emoji in a title', { ...stream, streamName: '歌枠🐧🎤' }],
  ['emoji joined by zero-width joiners', { ...stream, streamName: '歌枠👩‍🎤🏳️‍🌈👨‍👩‍👧' }],
  ['a joined emoji in a title and a singer', withSong({ songName: '👩🏽‍🎤', singer: '❤️‍🔥' })],
  ['m:ss at zero', withSong({ songTime: '0:05', songLink: 'https://youtu.be/AAAAAAAAAAA?t=5' })],
  ['mm:ss', withSong({ songTime: '59:59', songLink: 'https://youtu.be/AAAAAAAAAAA?t=3599s' })],
  ['h:mm:ss', withSong({ songTime: '1:02:03', songLink: 'https://youtu.be/AAAAAAAAAAA?t=1h2m3s' })],
  ['hh:mm:ss', withSong({ songTime: '01:02:03', songLink: 'https://youtu.be/AAAAAAAAAAA?t=3723' })],
  ['t= before v=', withSong({ songLink: 'https://youtube.com/watch?t=180&v=AAAAAAAAAAA' })],
  ['a tracking parameter', withSong({ songLink: 'https://youtu.be/A-_AAAAAAAA?si=x_Y-1&t=3m0s' })],
  ['a live link', withSong({ songLink: 'https://www.youtube.com/live/AAAAAAAAAAA?t=180' })],
  ['a title of 200 characters, counted in code points', withSong({ songName: '𠮷'.repeat(200) })],
  ['a stream name of 200 characters', { ...stream, streamName: '歌'.repeat(200) }],
  ['a link of 200 characters', withSong({ songLink: linkOfLength(200) })],
  ['an emoji of two code points', withSong({ songName: '🐧' })],
  [
    'a live link with a slash',
    withSong({ songLink: 'https://youtube.com/live/AAAAAAAAAAA/?t=180' }),
  ],
  ['the mobile host', withSong({ songLink: 'https://m.youtube.com/watch?v=AAAAAAAAAAA&t=180' })],
]

const refused: [string, unknown][] = [
  ['not an object', 'stream'],
  ['a list', [stream]],
  ['a $schema that is not text', { ...stream, $schema: 5 }],
  ...(['date', 'streamName', 'showList', 'showDate', 'songList'] as const).map(
    (key): [string, unknown] => [`no ${key}`, without(stream, key)],
  ),
  ...(['showDate', 'songName', 'singer', 'songTime', 'songLink'] as const).map(
    (key): [string, unknown] => [
      `a song without ${key}`,
      { ...stream, songList: [without(song, key)] },
    ],
  ),
  ['an unknown stream field', { ...stream, note: 'x' }],
  ['a misspelt song field', withSong({ songname: 'x' })],
  ['a reading, which belongs in songs.json now', withSong({ songKana: 'よるにかける' })],
  ['showList as text', { ...stream, showList: 'yes' }],
  ['showDate as a number', withSong({ showDate: 1 })],
  ['songList as an object', { ...stream, songList: {} }],
  ['a song as text', { ...stream, songList: ['夜に駆ける'] }],
  ['an unknown category', { ...stream, category: 'karaoke' }],
  [
    'a comment source without its author',
    { ...stream, source: { kind: 'comment', commentId: 'x' } },
  ],
  [
    'a comment source with a blank author',
    {
      ...stream,
      source: { kind: 'comment', commentId: 'Ugx1', author: ' ' },
    },
  ],
  [
    'a description source naming a comment',
    {
      ...stream,
      source: { kind: 'description', commentId: 'Ugx1' },
    },
  ],
  ['an unknown source', { ...stream, source: { kind: 'spreadsheet' } }],
  ['a null category', { ...stream, category: null }],
  ['an ISO date', { ...stream, date: '2025-08-04' }],
  ['a two-digit year', { ...stream, date: '25/8/4' }],
  ['month 13', { ...stream, date: '2025/13/1' }],
  ['month 0', { ...stream, date: '2025/0/1' }],
  ['day 32', { ...stream, date: '2025/1/32' }],
  ['an empty title', withSong({ songName: '' })],
  ['a blank stream name', { ...stream, streamName: '   ' }],
  ['a blank singer', withSong({ singer: '\u3000' })],
  ['a tab in a title', withSong({ songName: '夜に\t駆ける' })],
  ['a line break in a stream name', { ...stream, streamName: '歌枠\n2' }],
  ['a carriage return at the end of a singer', withSong({ singer: 'YOASOBI\r' })],
  ['a NUL in a title', withSong({ songName: 'よる\u0000' })],
  ['DEL in a singer', withSong({ singer: 'YOA\u007fSOBI' })],
  ['a C1 control (NEL) in a title', withSong({ songName: '夜\u0085' })],
  ['a title of 201 characters', withSong({ songName: '𠮷'.repeat(201) })],
  ['a singer of 8,000 characters', withSong({ singer: 'YOASOBI'.repeat(1143).slice(0, 8000) })],
  ['a link of 201 characters', withSong({ songLink: linkOfLength(201) })],
  ...[
    ['a right-to-left override', '\u202e'],
    ['a left-to-right mark', '\u200e'],
    ['an Arabic letter mark', '\u061c'],
    ['a directional isolate', '\u2067'],
    ['a zero-width space', '\u200b'],
    ['a zero-width joiner', '\u200d'],
    ['a zero-width joiner after an emoji, before a letter', '🎤\u200d'],
    ['a word joiner', '\u2060'],
    ['a byte order mark', '\ufeff'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udfff'],
  ].map(([what, char]): [string, unknown] => [
    `${what} in a title`,
    withSong({ songName: `夜に${char}駆ける` }),
  ]),
  ['a bidirectional override in a stream name', { ...stream, streamName: '歌枠\u202d' }],
  ['a title as a number', withSong({ songName: 3 })],
  ['m:s', withSong({ songTime: '3:0' })],
  ['an end time as m:s', withSong({ songEndTime: '7:1' })],
  ['an end time as seconds', withSong({ songEndTime: 435 })],
  ['60 minutes as mm:ss', withSong({ songTime: '60:00' })],
  ['60 minutes in h:mm:ss', withSong({ songTime: '1:60:00' })],
  ['three-digit hours', withSong({ songTime: '100:00:00' })],
  ['a space after the time', withSong({ songTime: '3:00 ' })],
  ['full-width digits', withSong({ songTime: '３:００' })],
  ['http', withSong({ songLink: 'http://www.youtube.com/watch?v=AAAAAAAAAAA&t=180s' })],
  ['another site', withSong({ songLink: 'https://vimeo.com/123456789?t=180' })],
  ['a short id', withSong({ songLink: 'https://youtu.be/AAAA?t=180' })],
  ['a 12-character id', withSong({ songLink: 'https://youtube.com/watch?v=AAAAAAAAAAAA&t=180' })],
  ['no offset', withSong({ songLink: 'https://youtu.be/AAAAAAAAAAA' })],
  ['an empty offset', withSong({ songLink: 'https://youtu.be/AAAAAAAAAAA?t=' })],
  ['an unreadable offset', withSong({ songLink: 'https://youtu.be/AAAAAAAAAAA?t=3m0x' })],
  ['an offset in the fragment', withSong({ songLink: 'https://youtu.be/AAAAAAAAAAA#t=180' })],
  ['a fragment', withSong({ songLink: 'https://youtu.be/AAAAAAAAAAA?t=180#x' })],
  ['an upper-case host', withSong({ songLink: 'https://YOUTU.BE/AAAAAAAAAAA?t=180' })],
  ['a port', withSong({ songLink: 'https://youtu.be:443/AAAAAAAAAAA?t=180' })],
  ['a shorts link', withSong({ songLink: 'https://youtube.com/shorts/AAAAAAAAAAA?t=180' })],
  ['a slash after a youtu.be id', withSong({ songLink: 'https://youtu.be/AAAAAAAAAAA/?t=180' })],
  ['a space in the query', withSong({ songLink: 'https://youtu.be/AAAAAAAAAAA?t=180&x=a b' })],
  ['an encoded id', withSong({ songLink: 'https://youtube.com/watch?v=%41AAAAAAAAAA&t=180' })],
  ['a link with spaces around', withSong({ songLink: ' https://youtu.be/AAAAAAAAAAA?t=180' })],
]

// Accepted by the schema, refused by the build's check.
const buildOnly: [string, unknown, RegExp][] = [
  ['February 30th', { ...stream, date: '2025/2/30' }, /date: .*real calendar date/],
  ['February 29th of a common year', { ...stream, date: '2025/2/29' }, /real calendar date/],
  ['April 31st', { ...stream, date: '2025/04/31' }, /real calendar date/],
  [
    'an offset other than the time',
    withSong({ songLink: 'https://youtu.be/AAAAAAAAAAA?t=181' }),
    /t=181s does not match songTime 3:00/,
  ],
  [
    'a repeated id whose first is wrong',
    withSong({ songLink: 'https://youtube.com/watch?v=short&v=AAAAAAAAAAA&t=180' }),
    /not a link this site can read/,
  ],
  [
    'a repeated offset whose first is unreadable',
    withSong({ songLink: 'https://youtu.be/AAAAAAAAAAA?t=x&t=180' }),
    /not a link this site can read/,
  ],
]

describe('the stream schema and the data check agree', () => {
  const schemaAccepts = streamSchemaValidator()
  const newContentDir = tempDirs('stream-schema-')
  /** The data check's problems with `content` written as a content folder's one stream file. */
  const dataCheck = (content: unknown) => {
    const dir = newContentDir()
    const date = (content as { date?: unknown } | null)?.date
    const isoDate = (typeof date === 'string' && parseStreamDate(date)) || '2025-08-04'
    mkdirSync(join(dir, 'streams'))
    writeFileSync(join(dir, 'streams', `${isoDate}.json`), JSON.stringify(content))
    return readStreamFiles(dir).problems
  }

  it.each(valid)('both accept %s', (_, content) => {
    expect(dataCheck(content)).toEqual([])
    expect(schemaAccepts(content), JSON.stringify(schemaAccepts.errors)).toBe(true)
  })

  it.each(refused)('both refuse %s', (_, content) => {
    expect(dataCheck(content)).not.toEqual([])
    expect(schemaAccepts(content)).toBe(false)
  })

  it.each(buildOnly)('only the data check refuses %s', (_, content, message) => {
    expect(schemaAccepts(content), JSON.stringify(schemaAccepts.errors)).toBe(true)
    expect(dataCheck(content)).toEqual([expect.stringMatching(message)])
  })

  it('gives editors a title or a description for every field', () => {
    const described = (schema: { properties: Record<string, { description?: string }> }) =>
      Object.entries(schema.properties).filter(([, field]) => !field.description)
    const defs = streamSchema.$defs as { song: Parameters<typeof described>[0] }
    expect(described(streamSchema as Parameters<typeof described>[0])).toEqual([])
    expect(described(defs.song)).toEqual([])
  })
})
