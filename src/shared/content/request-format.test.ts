import { describe, expect, it } from 'vitest'

import { aliasIn, fillRequest } from './request-format.ts'

const senbonzakura = { title: '千本桜', artist: '黒うさP', aliases: ['Senbonzakura', '千本櫻'] }
const lemon = { title: 'Lemon', artist: '米津玄師', aliases: [] }

describe('fillRequest', () => {
  it('writes the title and the artist where the format puts them, in each language', () => {
    expect(fillRequest('{title} / {artist}', lemon, 'ja')).toBe('Lemon / 米津玄師')
    expect(fillRequest('點歌 {title}', lemon, 'zh')).toBe('點歌 Lemon')
    expect(fillRequest('#リクエスト「{title}」{artist}', senbonzakura, 'ja')).toBe(
      '#リクエスト「千本桜」黒うさP',
    )
  })

  it("writes the song's other name in the visitor's language, else its title", () => {
    expect(fillRequest('點歌 {alias}', senbonzakura, 'zh')).toBe('點歌 千本櫻')
    expect(fillRequest('{alias}', senbonzakura, 'ja')).toBe('千本桜')
    const withKana = { title: 'Idol', artist: 'YOASOBI', aliases: ['アイドル', '偶像'] }
    expect(aliasIn('ja', withKana)).toBe('アイドル')
    expect(aliasIn('zh', withKana)).toBe('偶像')
    expect(aliasIn('zh', lemon)).toBe('Lemon')
  })

  it('leaves out a missing artist with what joined it', () => {
    const noArtist = { ...lemon, artist: '' }
    expect(fillRequest('{title} / {artist}', noArtist, 'ja')).toBe('Lemon')
    expect(fillRequest('{artist} - {title}', noArtist, 'ja')).toBe('Lemon')
    expect(fillRequest('{title}（{artist}）', noArtist, 'ja')).toBe('Lemon')
    expect(fillRequest('{title} / {artist} / {alias}', noArtist, 'zh')).toBe('Lemon / Lemon')
    expect(fillRequest('#リクエスト {title} {artist}', noArtist, 'ja')).toBe('#リクエスト Lemon')
  })

  it('gives one chat line: line breaks and runs of spaces become one space', () => {
    expect(fillRequest('{title}\n/\t{artist}  ', lemon, 'ja')).toBe('Lemon / 米津玄師')
    const spaced = { title: 'A  B', artist: 'C\u3000D', aliases: [] }
    expect(fillRequest('{title} / {artist}', spaced, 'ja')).toBe('A B / C D')
  })
})
