import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import type { RawSong, RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

import { buildStreamEntry } from './build-entry.ts'
import { type CommentNotice, parseComment, type SkippedLine } from './parse-comment.ts'

const streamUrl = 'https://www.youtube.com/watch?v=pepe250816a'
const options = { date: '2025/8/16', streamName: '【歌枠】夏の歌枠', request: false }

function fixture(name: string): string {
  return readFileSync(
    join(import.meta.dirname, '../../../tests/fixtures/setlist-comments', `${name}.txt`),
    'utf8',
  )
}

function song(
  songName: string,
  singer: string,
  songTime: string,
  seconds: number,
  videoId = 'pepe250816a',
): RawSong {
  const songLink = `https://www.youtube.com/watch?v=${videoId}&t=${seconds}s`
  return { showDate: true, songName, singer, songTime, songLink }
}

function entry(songList: RawSong[]): RawStream {
  return {
    date: '2025/8/16',
    streamName: '【歌枠】夏の歌枠',
    showList: true,
    showDate: true,
    songList,
  }
}

interface Case {
  name: string
  songs: RawSong[]
  skipped: Pick<SkippedLine, 'line' | 'reason'>[]
  notices?: Pick<CommentNotice, 'line' | 'kind' | 'earlier'>[]
  notes?: [line: number, notes: string[]][]
}

const noTime = (line: number) => ({ line, reason: 'no-time' as const })

const cases: Case[] = [
  {
    name: 'ja-hmmss-slash',
    songs: [
      song('夜に駆ける', 'YOASOBI', '3:12', 192),
      song('マリーゴールド', 'あいみょん', '9:45', 585),
      song('Lemon', '米津玄師', '16:03', 963),
      song('アイドル', 'YOASOBI', '23:58', 1438),
      song('残酷な天使のテーゼ', '高橋洋子', '31:20', 1880),
      song('紅蓮華', 'LiSA', '38:07', 2287),
      song('God knows...', '涼宮ハルヒ(CV.平野綾)', '45:30', 2730),
      song('シャルル', 'バルーン', '52:14', 3134),
      song('春よ、来い', '松任谷由実', '1:01:09', 3669),
      song('ただ君に晴れ', 'ヨルシカ', '1:08:40', 4120),
    ],
    skipped: [noTime(1), noTime(2), noTime(15)],
  },
  {
    name: 'ja-numbered-mmss',
    songs: [
      song('ハルジオン', 'YOASOBI', '4:05', 245),
      song('ドライフラワー', '優里', '9:31', 571),
      song('Pretender', 'Official髭男dism', '14:50', 890),
      song('白日', 'King Gnu', '21:07', 1267),
      song('Butter-Fly', '和田光司', '27:44', 1664),
      song('群青', 'YOASOBI', '33:18', 1998),
      song('丸の内サディスティック', '椎名林檎', '40:02', 2402),
      song('炎', 'LiSA', '46:39', 2799),
    ],
    skipped: [noTime(1)],
  },
  {
    name: 'ja-circled-fullwidth',
    songs: [
      song('廻廻奇譚', 'Eve', '2:40', 160),
      song('うっせぇわ', 'Ado', '8:15', 495),
      song('ヒトリゴト', 'ClariS', '14:52', 892),
      song('only my railgun', 'fripSide', '21:33', 1293),
      song('コネクト', 'ClariS', '28:09', 1689),
      song('unravel', 'TK from 凛として時雨', '35:41', 2141),
      song('新時代', 'Ado', '43:20', 2600),
      song('インフェルノ', 'Mrs. GREEN APPLE', '50:05', 3005),
    ],
    skipped: [noTime(1)],
  },
  {
    name: 'ja-notes-by',
    songs: [
      song('夜に駆ける', 'YOASOBI', '4:20', 260),
      song('うっせぇわ', 'Ado', '10:02', 602),
      song('ひまわりの約束', '秦基博', '15:48', 948),
      song('残響散歌', 'Aimer', '19:30', 1170),
      song('Stand by Me', 'Ben E. King', '26:11', 1571),
      song('シル・ヴ・プレジデント', 'P丸様。', '31:57', 1917),
      song('ギラギラ', 'Ado', '36:40', 2200),
      song('さよならエレジー', '菅田将暉', '42:05', 2525),
    ],
    skipped: [noTime(1)],
    notes: [
      [2, ['アカペラ']],
      [4, ['short']],
      [5, ['リクエスト']],
      [7, ['short']],
      [8, ['1番のみ']],
    ],
  },
  {
    name: 'ja-two-videos',
    songs: [
      song('アイドル', 'YOASOBI', '5:10', 310),
      song('ベテルギウス', '優里', '11:42', 702),
      song('ヒロイン', 'back number', '18:25', 1105),
      song('怪獣の花唄', 'Vaundy', '1:30', 90, 'pepe250816b'),
      song('水平線', 'back number', '7:55', 475, 'pepe250816b'),
      song('Subtitle', 'Official髭男dism', '14:20', 860, 'pepe250816b'),
      song('裸の心', 'あいみょん', '20:48', 1248, 'pepe250816b'),
      song('花に亡霊', 'ヨルシカ', '27:03', 1623, 'pepe250816b'),
    ],
    skipped: [noTime(1), noTime(6)],
  },
  {
    name: 'zh-pipe',
    songs: [
      song('小幸運', '田馥甄', '3:25', 205),
      song('告白氣球', '周杰倫', '9:10', 550),
      song('夜に駆ける', 'YOASOBI', '15:47', 947),
      song('演員', '薛之謙', '22:30', 1350),
      song('紅蓮華', 'LiSA', '29:05', 1745),
      song('說好不哭', '周杰倫', '35:52', 2152),
      song('那些年', '胡夏', '42:18', 2538),
      song('Lemon', '米津玄師', '48:40', 2920),
    ],
    skipped: [noTime(1), noTime(10)],
  },
  {
    name: 'zh-duplicates',
    songs: [
      song('夜に駆ける', 'YOASOBI', '5:02', 302),
      song('告白氣球', '周杰倫', '11:36', 696),
      song('晴天', '周杰倫', '17:20', 1040),
      song('千本桜', '黒うさP', '23:45', 1425),
      song('メルト', 'supercell', '23:45', 1425),
      song('如果可以', '韋禮安', '30:18', 1818),
      song('後來', '劉若英', '36:02', 2162),
      song('愛にできることはまだあるかい', 'RADWIMPS', '41:59', 2519),
    ],
    skipped: [noTime(1)],
    notices: [
      { line: 4, kind: 'repeat', earlier: 3 },
      { line: 7, kind: 'same-time', earlier: 6 },
    ],
  },
  {
    name: 'ja-bullets-ranges',
    songs: [
      { ...song('恋愛サーキュレーション', '花澤香菜', '2:15', 135), songEndTime: '6:30' },
      {
        ...song('ハレ晴レユカイ', '平野綾・茅原実里・後藤邑子', '8:02', 482),
        songEndTime: '12:10',
      },
      song('君の知らない物語', 'supercell', '14:40', 880),
      song('ロキ', 'みきとP', '20:05', 1205),
      song('可愛くてごめん', 'HoneyWorks', '25:33', 1533),
      song('KING', 'Kanaria', '31:08', 1868),
      song('ヴァンパイア', 'DECO*27', '37:52', 2272),
      song('打上花火', 'DAOKO × 米津玄師', '44:16', 2656),
    ],
    skipped: [noTime(1), { line: 10, reason: 'no-artist' }],
  },
  {
    name: 'zh-fullwidth-circled',
    songs: [
      song('青花瓷', '周杰倫', '3:00', 180),
      song('小情歌', '蘇打綠', '9:27', 567),
      song('Plastic Love', '竹内まりや', '15:55', 955),
      song('光年之外', 'G.E.M.鄧紫棋', '22:10', 1330),
      song('うっせぇわ', 'Ado', '28:42', 1722),
      song('打上花火', 'DAOKO × 米津玄師', '35:19', 2119),
      song('以後別做朋友', '周興哲', '41:06', 2466),
      song('稻香', '周杰倫', '1:02:30', 3750),
    ],
    skipped: [noTime(1)],
    notes: [
      [3, ['清唱']],
      [6, ['short ver.']],
    ],
  },
]

describe('realistic setlist comments', () => {
  it.each(cases)('$name becomes the expected entry', ({ name, songs, skipped, notices }) => {
    const parsed = parseComment(fixture(name), streamUrl)
    expect(parsed.errors).toEqual([])
    expect(buildStreamEntry(parsed.songs, options)).toEqual(entry(songs))
    expect(parsed.skipped.map(({ line, reason }) => ({ line, reason }))).toEqual(skipped)
    expect(parsed.notices.map(({ line, kind, earlier }) => ({ line, kind, earlier }))).toEqual(
      notices ?? [],
    )
  })

  it.each(cases.filter((c) => c.notes))('$name keeps bracketed notes out of the data', (c) => {
    const parsed = parseComment(fixture(c.name), streamUrl)
    const withNotes = parsed.songs.filter((s) => s.notes.length > 0).map((s) => [s.line, s.notes])
    expect(withNotes).toEqual(c.notes)
  })

  it('reports each skipped line with its text', () => {
    const parsed = parseComment(fixture('zh-pipe'), streamUrl)
    expect(parsed.skipped).toEqual([
      { line: 1, text: '【歌單】感謝佩佩今天的歌回🐧', reason: 'no-time' },
      { line: 10, text: '辛苦了！下次見～', reason: 'no-time' },
    ])
  })
})
