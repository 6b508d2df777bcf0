import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsole } from '../tests/console'
import { slowTest } from '../tests/patience'
import { main } from './setlist-add'
import { songDataFile } from './song-data-file'

const root = join(import.meta.dirname, '..')
// Inside the project: Vitest's module loader does not import files from outside its root.
const scratch = join(root, 'node_modules', '.cache')
const original = readFileSync(songDataFile, 'utf8')
const fixtures = join(import.meta.dirname, '../src/features/songs/setlist/fixtures')
const url = 'https://www.youtube.com/watch?v=pepe250816a'
let dir: string
let data: string

beforeEach(() => {
  mkdirSync(scratch, { recursive: true })
  dir = mkdtempSync(join(scratch, 'setlist-add-'))
  data = join(dir, 'streams.ts')
  copyFileSync(songDataFile, data)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Runs the command in-process against the temporary copy; returns the exit code and output. */
async function run(args: string[], comment: string) {
  const file = join(dir, 'comment.txt')
  writeFileSync(file, comment)
  const stderr = expectConsole('error')
  const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
  const code = await main([...args, '--file', file, '--data', data], load)
  const lines = (spy: typeof stderr) => spy.mock.calls.map((call) => call.join(' '))
  return { code, stderr: lines(stderr), stdout: lines(stdout) }
}

const load = (path: string) => import(/* @vite-ignore */ path)

const base = ['--date', '2025/8/16', '--name', '【歌枠】夏の歌枠', '--url', url]

describe('setlist:add', () => {
  it('adds the entry to the data module, suggests existing spellings, and reports skipped lines', async () => {
    const comment = readFileSync(join(fixtures, 'ja-hmmss-slash.txt'), 'utf8')
    const { code, stderr, stdout } = await run([...base, '--request'], comment)
    expect(code).toBe(0)
    expect(stderr).toEqual([
      'note: line 1 skipped (no time): 白鳥ぺぺ 夏の歌枠 セトリ',
      'note: line 2 skipped (no time): いつも素敵な歌をありがとう！',
      'note: line 15 skipped (no time): お疲れさまでした🐧',
      'warning: line 11: "シャルル" is credited to "バルーン", but the data spells its artist "作詞・作曲: バルーン"; use that spelling if it is the same artist',
    ])
    expect(stdout).toEqual([`Added 10 songs, 2025/8/16 【歌枠】夏の歌枠 to ${data}.`])
    const written = readFileSync(data, 'utf8')
    const end = original.lastIndexOf('\n]') + 1
    expect(written.slice(0, end)).toBe(original.slice(0, end))
    expect(written.slice(written.length - (original.length - end))).toBe(original.slice(end))
    const added = written.slice(end, written.length - (original.length - end))
    expect(added).toContain("    date: '2025/8/16',\n    streamName: '【歌枠】夏の歌枠',\n")
    expect(added).toContain("    category: 'request',\n")
    expect(added).toContain(
      "        songName: '春よ、来い',\n        singer: '松任谷由実',\n        songKana: 'はるよこい',\n        songTime: '1:01:09',\n        songLink: 'https://www.youtube.com/watch?v=pepe250816a&t=3669s',\n",
    )
  })

  it('prints the entry and leaves the file alone with --dry-run', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const { code, stdout } = await run([...base, '--dry-run'], '0:01:05 Lemon / 米津玄師\n')
    expect(code).toBe(0)
    expect(write.mock.calls.map((call) => call[0])).toEqual([
      `{
  date: '2025/8/16',
  streamName: '【歌枠】夏の歌枠',
  showList: true,
  showDate: true,
  songList: [
    {
      showDate: true,
      songName: 'Lemon',
      singer: '米津玄師',
      songTime: '1:05',
      songLink: 'https://www.youtube.com/watch?v=pepe250816a&t=65s',
    },
  ],
},
`,
    ])
    expect(stdout).toEqual([
      `Dry run: 1 songs, 2025/8/16 【歌枠】夏の歌枠; ${data} was not changed.`,
    ])
    expect(readFileSync(data, 'utf8')).toBe(original)
  })

  it.each([
    {
      why: 'a date the schema refuses',
      args: ['--date', '2025/2/30', '--name', '歌枠', '--url', url],
      comment: '0:01:05 Lemon / 米津玄師',
      errors: ['error: --date: "2025/2/30" is not a real calendar date in YYYY/M/D form'],
    },
    {
      why: 'times going backwards',
      args: base,
      comment: 'セトリ\n12:00 Lemon / 米津玄師\n11:59 紅蓮華 / LiSA',
      errors: [
        'error: line 3: 11:59 comes before 12:00 on line 2; times must go forward within a video',
      ],
    },
    {
      why: 'a stream URL that is not YouTube',
      args: ['--date', '2025/8/16', '--name', '歌枠', '--url', 'https://vimeo.com/123456789'],
      comment: '0:01:05 Lemon / 米津玄師',
      errors: ['error: "https://vimeo.com/123456789" is not a YouTube video link'],
    },
    {
      why: 'a video that is already in the data',
      args: ['--date', '2025/8/16', '--name', '歌枠', '--url', 'https://youtu.be/pepe250804a'],
      comment: '0:01:05 Lemon / 米津玄師',
      errors: [
        'error: video pepe250804a is already in the data (stream 2025/8/4); was it added before?',
      ],
    },
  ])('refuses $why and writes nothing', async ({ args, comment, errors }) => {
    const { code, stderr } = await run(args, comment)
    expect(code).toBe(1)
    expect(stderr.filter((line) => line.startsWith('error:'))).toEqual(errors)
    expect(stderr.at(-1)).toBe('Nothing was written.')
    expect(readFileSync(data, 'utf8')).toBe(original)
  })

  it('refuses to add to data that already fails the schema', async () => {
    writeFileSync(data, original.replace("songTime: '3:00'", "songTime: '3:0'"))
    const { code, stderr } = await run(base, '0:01:05 Lemon / 米津玄師')
    expect(code).toBe(1)
    expect(stderr.slice(0, 2)).toEqual([
      'error: the data module already fails its schema; fix it first (npm run data:check):',
      'error:   stream 2025/2/11 (streams[0]) songList[0].songTime: "3:0" is not m:ss, mm:ss, h:mm:ss or hh:mm:ss',
    ])
  })

  it('explains a missing option', async () => {
    const stderr = expectConsole('error')
    expect(await main(['--date', '2025/8/16'], load)).toBe(2)
    expect(String(stderr.mock.calls[0]?.[0])).toMatch(/^error: missing --name, --url\nusage: /)
  })
})

// Each test starts Node, Vite's runner, TypeScript and prettier: slow on a busy machine.
describe('the npm scripts on plain Node', slowTest, () => {
  it('setlist:add reads the comment from standard input', () => {
    const result = spawnSync(
      'node',
      ['tools/run-ts.mjs', 'tools/setlist-add.ts', ...base, '--data', data],
      { cwd: root, input: '1:02:03 夜に駆ける / YOASOBI\n', encoding: 'utf8' },
    )
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(readFileSync(data, 'utf8')).toContain(
      "songLink: 'https://www.youtube.com/watch?v=pepe250816a&t=3723s'",
    )
  })

  it('data:check names stream, song and field, and exits non-zero', () => {
    writeFileSync(
      data,
      original.replace(
        "songLink: 'https://www.youtube.com/watch?v=pepe250211a&t=440s'",
        "songLink: 'https://www.youtube.com/watch?v=pepe250211a&t=441s'",
      ),
    )
    const result = spawnSync('node', ['tools/run-ts.mjs', 'tools/data-check.ts', '--data', data], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(
      `${data}: 1 problem(s)\n  stream 2025/2/11 (streams[0]) songList[1].songLink: t=441s does not match songTime 07:20 (440s)\n`,
    )
    const clean = execFileSync('node', ['tools/run-ts.mjs', 'tools/data-check.ts'], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(clean).toMatch(/streams\.ts: 13 streams, \d+ songs, no problems\.\n$/)
  })
})
