import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { rawSong } from '#tests/support/test-streams.ts'

import { freeStreamFileName, loadStreams, readStreamFiles } from './stream-files.ts'

let content: string
let folder: string
const stream = (date: string, streamName: string) => ({
  $schema: '../../schemas/stream.schema.json',
  date,
  streamName,
  showList: true,
  showDate: true,
  songList: [rawSong()],
})
const write = (name: string, value: unknown) =>
  writeFileSync(
    join(folder, name),
    typeof value === 'string' || Buffer.isBuffer(value) ? value : JSON.stringify(value),
  )

beforeEach(() => {
  content = mkdtempSync(join(tmpdir(), 'stream-files-'))
  folder = join(content, 'streams')
  mkdirSync(folder)
})
afterEach(() => rmSync(content, { recursive: true, force: true }))

describe('readStreamFiles', () => {
  it('orders the streams by date, then by the number of the day, and drops $schema', () => {
    write('2025-03-09-10.json', stream('2025/3/9', 'tenth'))
    write('2025-03-09-2.json', stream('2025/03/09', 'second'))
    write('2025-03-09.json', stream('2025/3/09', 'first'))
    write('2024-12-31.json', stream('2024/12/31', 'older'))
    write('notes.txt', 'not a stream file')
    const { streams, names, files, problems } = readStreamFiles(content)
    expect(problems).toEqual([])
    expect(streams.map((s) => s.streamName)).toEqual(['older', 'first', 'second', 'tenth'])
    expect(names).toEqual([
      '2024-12-31.json',
      '2025-03-09.json',
      '2025-03-09-2.json',
      '2025-03-09-10.json',
    ])
    expect(streams[0]).not.toHaveProperty('$schema')
    expect(files).toHaveLength(4)
  })

  it('names the file, the song and the field of each problem, and keeps reading', () => {
    write('2025-03-09.json', {
      ...stream('2025/3/9', 's'),
      songList: [rawSong(), rawSong({ songTime: '4:5' })],
    })
    write('2025-03-10.json', { ...stream('2025/3/10', 's'), showList: 'yes', extra: 1 })
    write('2025-03-11.json', stream('2025/3/11', 'fine'))
    const { streams, problems } = readStreamFiles(content)
    expect(problems).toEqual([
      `${folder}/2025-03-09.json songList[1].songTime: "4:5" is not m:ss, mm:ss, h:mm:ss or hh:mm:ss, e.g. 3:00 or 1:02:03`,
      `${folder}/2025-03-10.json showList: must be a boolean`,
      `${folder}/2025-03-10.json extra: is not a known field`,
    ])
    expect(streams.map((s) => s.streamName)).toEqual(['fine'])
  })

  it('names the first line that is not valid UTF-8', () => {
    const bytes = Buffer.from(JSON.stringify(stream('2025/3/9', 'x'), null, 2))
    const at = bytes.indexOf('"x"') + 1
    bytes[at] = 0xff
    write('2025-03-09.json', bytes)
    expect(readStreamFiles(content).problems).toEqual([
      `${folder}/2025-03-09.json: line 4 is not valid UTF-8`,
    ])
  })

  it('gives the line and column of a JSON syntax error', () => {
    write('2025-03-09.json', '{\n  "date": "2025/3/9"\n  "streamName": "s"\n}\n')
    expect(readStreamFiles(content).problems).toEqual([
      `${folder}/2025-03-09.json: not valid JSON: Expected ',' or '}' after property value in JSON at line 3, column 3`,
    ])
  })

  it('refuses a file named for another day, or not named for a day', () => {
    write('2025-03-10.json', stream('2025/3/9', 's'))
    write('2025-3-9.json', stream('2025/3/9', 's'))
    write('2025-03-09-1.json', stream('2025/3/9', 's'))
    expect(readStreamFiles(content).problems).toEqual([
      `${folder}/2025-03-09-1.json: a stream file is named YYYY-MM-DD.json after its date (YYYY-MM-DD-2.json for a second stream that day)`,
      `${folder}/2025-03-10.json date: "2025/3/9" is 2025-03-09, but the file is named for 2025-03-10`,
      `${folder}/2025-3-9.json: a stream file is named YYYY-MM-DD.json after its date (YYYY-MM-DD-2.json for a second stream that day)`,
    ])
  })

  it('reads a content folder without a streams folder as no streams', () => {
    rmSync(folder, { recursive: true })
    expect(readStreamFiles(content)).toEqual({ streams: [], names: [], files: [], problems: [] })
    expect(loadStreams(content)).toEqual([])
  })

  it('reports a streams path that is not a folder', () => {
    rmSync(folder, { recursive: true })
    writeFileSync(folder, '')
    expect(readStreamFiles(content).problems).toEqual([`${folder}: not a folder of stream files`])
    expect(() => loadStreams(content)).toThrow(
      `Invalid stream files:\n${folder}: not a folder of stream files`,
    )
  })
})

describe('freeStreamFileName', () => {
  it('numbers a second and third stream of the day', () => {
    expect(freeStreamFileName('2025-08-16', new Set())).toBe('2025-08-16.json')
    const taken = new Set(['2025-08-16.json', '2025-08-16-2.json'])
    expect(freeStreamFileName('2025-08-16', taken)).toBe('2025-08-16-3.json')
  })
})
