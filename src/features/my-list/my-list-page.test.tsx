// @vitest-environment jsdom
import { setupI18n } from '@lingui/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import * as playRequest from '#src/shared/playlist/play-request.ts'
import { encodeQueue } from '#src/shared/playlist/queue-code.ts'
import { buildSongListData } from '#src/shared/song-data/song-list-build.ts'
import { loadSongListData } from '#src/shared/song-data/song-list-data.ts'
import { favourites } from '#src/shared/visitor-lists/favourites.ts'
import { listeningHistory } from '#src/shared/visitor-lists/listening-history.ts'
import { myListFormat } from '#src/shared/visitor-lists/my-list-file.ts'
import { type SavedPlaylist, savedPlaylists } from '#src/shared/visitor-lists/saved-playlists.ts'
import { renderUnderLocale } from '#tests/render-under-locale.tsx'
import { captureDownloads, type SavedFile } from '#tests/support/jsdom-downloads.ts'
import { testStreams } from '#tests/support/test-streams.ts'

import { MyListPage } from './my-list-page.tsx'

vi.mock('#src/shared/song-data/song-list-data.ts', () => ({ loadSongListData: vi.fn() }))

// The test streams: 夜に駆ける sung twice (newest BBBBBBBBBBB at 1:02:03, then AAAAAAAAAAA at
// 4:05), Lemon once, アイドル once on a hidden date.
const data = buildSongListData(testStreams)
const yoruNewest = { videoId: 'BBBBBBBBBBB', startSeconds: 3723 }
const yoruFirst = { videoId: 'AAAAAAAAAAA', startSeconds: 245 }
const lemon = { videoId: 'AAAAAAAAAAA', startSeconds: 754 }
const idol = { videoId: 'DDDDDDDDDDD', startSeconds: 30 }

// The source messages, without the catalogs (the page's catalog is extracted later).
const i18n = setupI18n({ locale: 'ja', messages: { ja: {} } })

// The page, with a song list to link to.
async function renderPage(url = '/mylist') {
  return renderUnderLocale({
    i18n,
    path: 'mylist',
    component: MyListPage,
    linked: ['songlist'],
    url,
  })
}

const section = (name: RegExp | string) => screen.getByRole('region', { name })
const statusText = () => screen.getByRole('status').textContent?.replace('\u200b', '')
const item = (scope: HTMLElement, text: string) => {
  const found = scope.querySelectorAll('li')
  const li = [...found].find((element) => element.textContent?.includes(text))
  if (!li) throw new Error(`No item with ${text}`)
  return li
}
const playlist = (id: string, name: string, entries = [lemon]): SavedPlaylist => ({
  id,
  name,
  play: encodeQueue({ entries, position: 0, repeat: 'off' }),
  savedAt: '2025-11-20T12:00:00.000Z',
})
const played = (entry: { videoId: string; startSeconds: number }, playedAt: string) => ({
  ...entry,
  playedAt,
})

describe('マイリスト', () => {
  beforeEach(() => {
    vi.mocked(loadSongListData).mockResolvedValue(data)
    favourites.write([])
    savedPlaylists.write([])
    listeningHistory.write([])
  })
  afterEach(() => vi.useRealTimers())

  it('says how to fill each empty list, and loads no song data for them', async () => {
    await renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'マイリスト' })).toBeVisible()
    const favouriteSection = section('お気に入り（0曲）')
    expect(within(favouriteSection).getByText(/まだお気に入りはありません/)).toBeVisible()
    const toSongList = within(favouriteSection).getByRole('link', { name: /☆ボタン/ })
    expect(toSongList.getAttribute('href')).toBe('/songlist')
    expect(
      within(section('保存したプレイリスト')).getByText(/「プレイリストとして保存」/),
    ).toBeVisible()
    expect(within(section('再生履歴')).getByText('まだ再生履歴はありません。')).toBeVisible()
    expect(within(section('再生履歴')).queryByRole('button')).toBeNull()
    expect(loadSongListData).not.toHaveBeenCalled()
  })

  describe('favourites', () => {
    beforeEach(() =>
      favourites.write([
        { title: 'Lemon', artist: '米津玄師' },
        { title: '消えた曲', artist: '誰か' },
        { title: '夜に駆ける', artist: 'YOASOBI' },
      ]),
    )

    it('lists each with how many times it was sung, or that the song list has it no more', async () => {
      await renderPage()
      const list = section('お気に入り（3曲）')
      await within(list).findByRole('button', { name: '「夜に駆ける」を再生' })
      expect(within(item(list, '夜に駆ける')).getByText('2回')).toBeVisible()
      expect(within(item(list, 'YOASOBI')).getByText('夜に駆ける')).toBeVisible()
      expect(within(item(list, 'Lemon')).getByText('1回')).toBeVisible()
      const missing = item(list, '消えた曲')
      expect(within(missing).getByText('歌リストにありません')).toBeVisible()
      expect(
        within(missing)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['「消えた曲」をお気に入りから外す'])
      const onlyFavourites = within(list).getByRole('link', {
        name: '歌リストでお気に入りだけを見る',
      })
      expect(onlyFavourites.getAttribute('href')).toBe('/songlist?fav=only')
    })

    it('plays a song’s performances newest first, and the newest of each favourite in order', async () => {
      const requestPlay = vi.spyOn(playRequest, 'requestPlay')
      const user = userEvent.setup()
      await renderPage()
      await user.click(await screen.findByRole('button', { name: '「夜に駆ける」を再生' }))
      expect(requestPlay).toHaveBeenLastCalledWith([
        expect.objectContaining(yoruNewest),
        expect.objectContaining(yoruFirst),
      ])
      expect(requestPlay.mock.lastCall?.[0]).toHaveLength(2)
      await user.click(screen.getByRole('button', { name: 'お気に入りをすべて再生' }))
      expect(requestPlay.mock.lastCall?.[0]).toEqual([
        expect.objectContaining(lemon),
        expect.objectContaining(yoruNewest),
      ])
    })

    it('removes one, missing from the data or not, and puts it back at its place on undo', async () => {
      const user = userEvent.setup()
      await renderPage()
      await user.click(
        await screen.findByRole('button', { name: '「消えた曲」をお気に入りから外す' }),
      )
      expect(favourites.read().map((f) => f.title)).toEqual(['Lemon', '夜に駆ける'])
      expect(section('お気に入り（2曲）')).toBeVisible()
      expect(screen.queryByText('消えた曲')).toBeNull()
      expect(statusText()).toBe('「消えた曲」をお気に入りから外しました')
      const undo = screen.getByRole('button', { name: '元に戻す' })
      expect(document.activeElement).toBe(undo)
      await user.click(undo)
      expect(favourites.read().map((f) => f.title)).toEqual(['Lemon', '消えた曲', '夜に駆ける'])
      expect(statusText()).toBe('元に戻しました')
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'お気に入り（3曲）' }),
      )
    })
  })

  describe('saved playlists', () => {
    const first = playlist('first', '定番', [yoruFirst, lemon])
    const second = playlist('second', '夜の歌')
    const third = playlist('third', '朝の歌')
    beforeEach(() => savedPlaylists.write([first, second, third]))

    it('shows each with its song count and plays it from its position', async () => {
      const requestPlay = vi.spyOn(playRequest, 'requestPlay')
      savedPlaylists.write([
        {
          ...first,
          play: encodeQueue({ entries: [yoruFirst, lemon], position: 1, repeat: 'all' }),
        },
      ])
      const user = userEvent.setup()
      await renderPage()
      const saved = screen.getByRole('article', { name: '定番' })
      expect(within(saved).getByText('2曲')).toBeVisible()
      await user.click(within(saved).getByRole('button', { name: '「定番」を再生' }))
      expect(requestPlay).toHaveBeenCalledWith([yoruFirst, lemon], 1)
    })

    it('renames in place: Escape leaves the name, 保存 changes it, focus back on the button', async () => {
      const user = userEvent.setup()
      await renderPage()
      const rename = () => screen.getByRole('button', { name: '「夜の歌」の名前を変える' })
      await user.click(rename())
      const field = screen.getByRole('textbox', { name: '「夜の歌」の新しい名前' })
      expect(document.activeElement).toBe(field)
      expect(field.getAttribute('maxlength')).toBe('80')
      await user.clear(field)
      await user.type(field, '捨てる名前{Escape}')
      expect(screen.queryByRole('textbox')).toBeNull()
      expect(savedPlaylists.read()[1]?.name).toBe('夜の歌')
      expect(document.activeElement).toBe(rename())

      await user.click(rename())
      const again = screen.getByRole('textbox', { name: '「夜の歌」の新しい名前' })
      await user.clear(again)
      await user.type(again, '真夜中の歌')
      await user.click(screen.getByRole('button', { name: '保存' }))
      expect(savedPlaylists.read().map((p) => p.name)).toEqual(['定番', '真夜中の歌', '朝の歌'])
      expect(screen.getByRole('heading', { level: 3, name: '真夜中の歌' })).toBeVisible()
      expect(statusText()).toBe('名前を「真夜中の歌」に変えました')
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: '「真夜中の歌」の名前を変える' }),
      )
    })

    it('deletes at once, and undo puts it back in its place', async () => {
      const user = userEvent.setup()
      await renderPage()
      await user.click(screen.getByRole('button', { name: '「夜の歌」を削除' }))
      expect(savedPlaylists.read().map((p) => p.id)).toEqual(['first', 'third'])
      expect(screen.queryByRole('heading', { name: '夜の歌' })).toBeNull()
      expect(statusText()).toBe('「夜の歌」を削除しました')
      await user.click(screen.getByRole('button', { name: '元に戻す' }))
      expect(savedPlaylists.read()).toEqual([first, second, third])
      expect(
        within(section('保存したプレイリスト'))
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['定番', '夜の歌', '朝の歌'])
    })

    it('offers the undo for 10 seconds only', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      await renderPage()
      await user.click(screen.getByRole('button', { name: '「定番」を削除' }))
      await act(() => vi.advanceTimersByTimeAsync(9_000))
      expect(screen.getByRole('button', { name: '元に戻す' })).toBeVisible()
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      expect(screen.queryByRole('button', { name: '元に戻す' })).toBeNull()
      expect(statusText()).toBe('')
      // Focus was on the undo button: it goes to the section rather than to nowhere.
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: '保存したプレイリスト' }),
      )
      expect(savedPlaylists.read().map((p) => p.id)).toEqual(['second', 'third'])
    })

    it.each([
      ['/mylist', ''],
      ['/zh/mylist', '/zh'],
    ])('copies a link that plays it on the song list (%s)', async (url, prefix) => {
      const user = userEvent.setup()
      await renderPage(url)
      await user.click(screen.getByRole('button', { name: '「定番」のリンクをコピー' }))
      await vi.waitFor(() => expect(statusText()).toBe('「定番」のリンクをコピーしました'))
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}${prefix}/songlist?play=${first.play}`,
      )
    })

    it('says so when the link cannot be copied', async () => {
      const user = userEvent.setup()
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
      await renderPage()
      await user.click(screen.getByRole('button', { name: '「定番」のリンクをコピー' }))
      await vi.waitFor(() => expect(statusText()).toBe('「定番」のリンクをコピーできませんでした'))
    })
  })

  describe('listening history', () => {
    const history = [
      played(idol, '2025-11-25T12:30:00.000Z'),
      played({ videoId: 'ZZZZZZZZZZZ', startSeconds: 10 }, '2025-11-24T12:00:00.000Z'),
      played(yoruNewest, '2025-11-23T08:05:00.000Z'),
    ]
    beforeEach(() => listeningHistory.write(history))

    it('lists the plays newest first, with the stream date and when each was played', async () => {
      const requestPlay = vi.spyOn(playRequest, 'requestPlay')
      const user = userEvent.setup()
      await renderPage()
      const list = section('再生履歴')
      await within(list).findByRole('button', { name: '「夜に駆ける」を再生' })
      const items = within(list).getAllByRole('listitem')
      expect(items.map((li) => li.querySelector('.mylist-item__title')?.textContent)).toEqual([
        'アイドル',
        '歌リストにありません',
        '夜に駆ける',
      ])
      const yoru = items[2]!
      expect(within(yoru).getByText('YOASOBI')).toBeVisible()
      expect(within(yoru).getByText('2025年3月9日')).toBeVisible()
      const playedAt = new Intl.DateTimeFormat('ja', { dateStyle: 'long', timeStyle: 'short' })
      expect(within(yoru).getByText(playedAt.format(new Date(history[2]!.playedAt)))).toBeVisible()
      expect(within(items[0]!).getByText('日付非公開')).toBeVisible()
      expect(within(items[1]!).queryByRole('button')).toBeNull()
      await user.click(within(yoru).getByRole('button', { name: '「夜に駆ける」を再生' }))
      expect(requestPlay).toHaveBeenCalledWith([expect.objectContaining(yoruNewest)])
    })

    it('clears at once, and undo brings the plays back', async () => {
      const user = userEvent.setup()
      await renderPage()
      await user.click(screen.getByRole('button', { name: '履歴を消す' }))
      expect(listeningHistory.read()).toEqual([])
      expect(within(section('再生履歴')).getByText('まだ再生履歴はありません。')).toBeVisible()
      expect(statusText()).toBe('再生履歴を消しました')
      await user.click(screen.getByRole('button', { name: '元に戻す' }))
      expect(listeningHistory.read()).toEqual(history)
      expect(await within(section('再生履歴')).findAllByRole('listitem')).toHaveLength(3)
    })
  })

  describe('moving to another device', () => {
    let saved: SavedFile[] = []
    beforeEach(() => {
      saved = captureDownloads()
    })

    it('writes the lists to a JSON file named for the day', async () => {
      vi.useFakeTimers({ now: new Date(2025, 10, 25, 21, 30), shouldAdvanceTime: true })
      favourites.write([{ title: 'Lemon', artist: '米津玄師' }])
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      await renderPage()
      await user.click(screen.getByRole('button', { name: 'ファイルに書き出す' }))
      // The file's code loads on the press.
      await waitFor(() =>
        expect(saved.map((file) => file.name)).toEqual(['mylist-2025-11-25.json']),
      )
      const [file] = saved
      expect(file?.blob.type).toBe('application/json')
      const written = JSON.parse((await file?.blob.text()) ?? '') as Record<string, unknown>
      expect(written).toMatchObject({
        format: myListFormat,
        favourites: [{ title: 'Lemon', artist: '米津玄師' }],
        playlists: [],
        history: [],
      })
      expect(statusText()).toBe('「mylist-2025-11-25.json」を書き出しました')
    })

    const upload = async (text: string) => {
      const user = userEvent.setup()
      await renderPage()
      const input = screen.getByLabelText('ファイルから読み込む')
      expect(input.getAttribute('accept')).toBe('.json,application/json')
      await user.upload(input, new File([text], 'mylist.json', { type: 'application/json' }))
    }
    const myListFile = (sections: object) =>
      JSON.stringify({ format: myListFormat, version: 1, ...sections })

    it('reads a my-list file and says how much it added', async () => {
      await upload(
        myListFile({
          favourites: [{ title: 'Lemon', artist: '米津玄師' }],
          playlists: [playlist('imported', '取り込んだ')],
          history: [
            played(lemon, '2025-11-01T00:00:00.000Z'),
            played(idol, '2025-11-02T00:00:00.000Z'),
          ],
        }),
      )
      await vi.waitFor(() =>
        expect(statusText()).toBe(
          '読み込みました。お気に入り1曲、プレイリスト1件、再生履歴2件を加えました。',
        ),
      )
      expect(favourites.read()).toEqual([{ title: 'Lemon', artist: '米津玄師' }])
      expect(await screen.findByRole('heading', { level: 3, name: '取り込んだ' })).toBeVisible()
    })

    it('says when a file adds nothing new', async () => {
      await upload(myListFile({}))
      await vi.waitFor(() =>
        expect(statusText()).toBe('読み込みました。新しく加わったものはありませんでした。'),
      )
    })

    it.each([
      ['some other JSON', '{"songs": []}', /マイリストのファイルではありません/],
      ['not JSON at all', 'date,title', /マイリストのファイルではありません/],
      ['a newer version', JSON.stringify({ format: myListFormat, version: 2 }), /新しい版のサイト/],
    ])('explains why it cannot read %s', async (_, text, message) => {
      await upload(text)
      await vi.waitFor(() => expect(statusText()).toMatch(message))
      expect(favourites.read()).toEqual([])
    })

    it('says when the browser would not store what was read', async () => {
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError')
      })
      await upload(myListFile({ favourites: [{ title: 'Lemon', artist: '米津玄師' }] }))
      await vi.waitFor(() => expect(statusText()).toMatch(/ブラウザーに保存できませんでした/))
    })

    it('skips a playlist whose queue code is hostile, adds the rest, and the page stays', async () => {
      const hostile = {
        ...playlist('hostile', '長すぎる'),
        play: `1.0.n*AAAAAAAAAAA0${'.0'.repeat(600_000)}`,
      }
      await upload(
        myListFile({ favourites: [{ title: 'Lemon', artist: '米津玄師' }], playlists: [hostile] }),
      )
      await vi.waitFor(() =>
        expect(statusText()).toBe(
          '読み込みました。お気に入り1曲、プレイリスト0件、再生履歴0件を加えました。',
        ),
      )
      expect(savedPlaylists.read()).toEqual([])
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible()
    })

    it('refuses a file over 2 MB without reading it', async () => {
      const text = vi.spyOn(File.prototype, 'text')
      await upload(' '.repeat(2_000_001))
      expect(statusText()).toMatch(/大きすぎます/)
      expect(text).not.toHaveBeenCalled()
    })
  })
})
