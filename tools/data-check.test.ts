import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contentDir } from '../build/content-dir'
import { expectConsole } from '../tests/console'
import { slowTest } from '../tests/patience'
import { main } from './data-check'

const root = join(import.meta.dirname, '..')
let content: string
let streams: string

beforeEach(() => {
  content = mkdtempSync(join(tmpdir(), 'data-check-'))
  streams = join(content, 'streams')
  cpSync(contentDir(), content, { recursive: true })
})
afterEach(() => rmSync(content, { recursive: true, force: true }))

/** Replaces `from` with `to` in one stream file of the temporary content folder. */
function edit(name: string, from: string, to: string): string {
  const file = join(streams, name)
  const text = readFileSync(file, 'utf8')
  expect(text).toContain(from)
  writeFileSync(file, text.replace(from, to))
  return file
}

describe('data:check', () => {
  it('passes the shipped content, counting streams and songs', () => {
    const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(main(['--content', content])).toBe(0)
    expect(stdout.mock.calls).toEqual([
      [expect.stringMatching(/: 13 streams, \d+ songs, no problems\.$/)],
    ])
  })

  it('names the file, the song index and the field of each problem, and fails', () => {
    const stderr = expectConsole('error')
    const timeFile = edit('2025-03-09.json', '"songTime": "4:14"', '"songTime": "4:5"')
    const linkFile = edit('2025-02-11.json', 'pepe250211a&t=440s', 'pepe250211a&t=441s')
    expect(main(['--content', content])).toBe(1)
    expect(stderr.mock.calls.map((call) => call.join(' '))).toEqual([
      `${streams}: 2 problem(s) in 13 stream files`,
      `${linkFile} songList[1].songLink: t=441s does not match songTime 07:20 (440s)`,
      `${timeFile} songList[0].songTime: "4:5" is not m:ss, mm:ss, h:mm:ss or hh:mm:ss`,
    ])
  })

  it('names a file that is not valid JSON, with the line and column', () => {
    const stderr = expectConsole('error')
    const file = edit('2025-04-05.json', '"showList": true,', '"showList": true,,')
    expect(main(['--content', content])).toBe(1)
    expect(stderr.mock.calls.slice(1).map((call) => call.join(' '))).toEqual([
      `${file}: not valid JSON: Expected double-quoted property name in JSON at line 5, column 20`,
    ])
  })
})

describe('data:check as npm runs it', slowTest, () => {
  it('exits non-zero with one line per problem on standard error', () => {
    const file = edit('2025-05-03.json', '"singer": "', '"singer": "\\t')
    const result = spawnSync(
      join(root, 'node_modules/.bin/tsx'),
      ['tools/data-check.ts', '--content', content],
      { cwd: root, encoding: 'utf8' },
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(
      `${streams}: 1 problem(s) in 13 stream files\n${file} songList[0].singer: contains a control character (U+0009)\n`,
    )
  })
})
