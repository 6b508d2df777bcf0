// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { MyListPage } from '#src/features/my-list/my-list-page.tsx'
import { activateLocale, i18n } from '#src/i18n/catalog.ts'
import { encodeQueue } from '#src/shared/playlist/queue-code.ts'
import { buildSongListData } from '#src/shared/song-data/song-list-build.ts'
import { loadSongListData } from '#src/shared/song-data/song-list-data.ts'
import { favourites } from '#src/shared/visitor-lists/favourites.ts'
import { listeningHistory } from '#src/shared/visitor-lists/listening-history.ts'
import { savedPlaylists } from '#src/shared/visitor-lists/saved-playlists.ts'
import { renderUnderLocale } from '#tests/render-under-locale.tsx'
import { captureDownloads, type SavedFile } from '#tests/support/jsdom-downloads.ts'
import { testStreams } from '#tests/support/test-streams.ts'

import { drawPicture } from './draw-picture.ts'

vi.mock('#src/shared/song-data/song-list-data.ts', () => ({ loadSongListData: vi.fn() }))
// jsdom has no canvas: the drawing is checked in the browser (tests/e2e), its layout in unit tests.
vi.mock('./draw-picture.ts', () => ({ drawPicture: vi.fn() }))

const renderPage = () =>
  renderUnderLocale({ i18n, path: 'mylist', component: MyListPage, linked: ['songlist'] })
const statusText = () => screen.getByRole('status').textContent?.replace('\u200b', '')
const png = new Blob(['png'], { type: 'image/png' })
const favouriteSongs = Array.from({ length: 11 }, (_, i) => ({
  title: `曲${String(i + 1)}`,
  artist: i === 0 ? '' : `歌手${String(i + 1)}`,
}))

describe('画像で共有', () => {
  // The app's own instance and catalogs, as the page has them: an unknown artist is named through it.
  beforeAll(() => activateLocale('ja', ['mylist']))
  let saved: SavedFile[] = []
  beforeEach(() => {
    vi.mocked(loadSongListData).mockResolvedValue(buildSongListData(testStreams))
    vi.mocked(drawPicture).mockReset().mockResolvedValue(png)
    favourites.write(favouriteSongs)
    savedPlaylists.write([])
    listeningHistory.write([])
    saved = captureDownloads()
  })
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(navigator, 'canShare')
    Reflect.deleteProperty(navigator, 'share')
  })

  const openPicture = async (name = '「お気に入り」を画像で共有') => {
    const user = userEvent.setup()
    await renderPage()
    await user.click(await screen.findByRole('button', { name }))
    return { user, figure: await screen.findByRole('figure') }
  }

  it('draws the first nine favourites and shows the picture with their titles as its text', async () => {
    const { figure } = await openPicture()
    expect(drawPicture).toHaveBeenCalledWith(
      expect.objectContaining({
        heading: 'お気に入り',
        address: window.location.host,
        songs: favouriteSongs.slice(0, 9).map((song) => ({
          title: song.title,
          artist: song.artist || 'アーティスト不明',
        })),
      }),
    )
    const picture = within(figure).getByRole('img')
    expect(picture.getAttribute('alt')).toBe(
      '「お気に入り」の画像：1. 曲1 / アーティスト不明、2. 曲2 / 歌手2、3. 曲3 / 歌手3、4. 曲4 / 歌手4、5. 曲5 / 歌手5、6. 曲6 / 歌手6、7. 曲7 / 歌手7、8. 曲8 / 歌手8、9. 曲9 / 歌手9',
    )
    expect(figure).toHaveFocus()
  })

  it('saves the picture as a PNG named for the list and the day where no share sheet takes files', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 28, 9, 0), shouldAdvanceTime: true })
    const { user, figure } = await openPicture()
    await user.click(within(figure).getByRole('button', { name: '画像を保存' }))
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(['お気に入り-2026-11-28.png']),
    )
    expect(saved[0]?.blob.type).toBe('image/png')
    expect(statusText()).toBe('画像を保存しました')
  })

  it('hands the picture to the share sheet where there is one, and saves nothing when closed', async () => {
    const share = vi.fn().mockResolvedValueOnce(undefined)
    Object.assign(navigator, { canShare: () => true, share })
    const { user, figure } = await openPicture()
    await user.click(within(figure).getByRole('button', { name: '共有する' }))
    await waitFor(() => expect(statusText()).toBe('画像を共有しました'))
    const [[shared]] = share.mock.calls as [[{ files: File[]; title: string }]]
    expect(shared.title).toBe('お気に入り')
    expect(shared.files.map((file) => [file.name.endsWith('.png'), file.type])).toEqual([
      [true, 'image/png'],
    ])

    share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
    await user.click(within(figure).getByRole('button', { name: '共有する' }))
    await waitFor(() => expect(share).toHaveBeenCalledTimes(2))
    expect(saved).toEqual([])
  })

  it('saves the picture when the share sheet refuses it', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'))
    Object.assign(navigator, { canShare: () => true, share })
    const { user, figure } = await openPicture()
    await user.click(within(figure).getByRole('button', { name: '共有する' }))
    await waitFor(() => expect(statusText()).toBe('画像を保存しました'))
    expect(saved).toHaveLength(1)
  })

  it('closes the picture and puts focus back on its button', async () => {
    const { user, figure } = await openPicture()
    await user.click(within(figure).getByRole('button', { name: '閉じる' }))
    expect(screen.queryByRole('figure')).toBeNull()
    expect(screen.getByRole('button', { name: '「お気に入り」を画像で共有' })).toHaveFocus()
  })

  it('pictures a saved playlist with each of its songs once, in playing order', async () => {
    favourites.write([])
    const entries = [
      { videoId: 'BBBBBBBBBBB', startSeconds: 3723 },
      { videoId: 'AAAAAAAAAAA', startSeconds: 754 },
      { videoId: 'AAAAAAAAAAA', startSeconds: 245 },
      { videoId: 'ZZZZZZZZZZZ', startSeconds: 1 },
    ]
    savedPlaylists.write([
      {
        id: 'p',
        name: '夜の歌',
        play: encodeQueue({ entries, position: 0, repeat: 'off' }),
        savedAt: '2026-11-20T12:00:00.000Z',
      },
    ])
    await openPicture('「夜の歌」を画像で共有')
    expect(drawPicture).toHaveBeenCalledWith(
      expect.objectContaining({
        heading: '夜の歌',
        songs: [
          { title: '夜に駆ける', artist: 'YOASOBI' },
          { title: 'Lemon', artist: '米津玄師' },
        ],
      }),
    )
  })

  it('says so when the picture cannot be drawn, and shows none', async () => {
    vi.mocked(drawPicture).mockRejectedValue(new Error('no canvas'))
    const user = userEvent.setup()
    await renderPage()
    await user.click(await screen.findByRole('button', { name: '「お気に入り」を画像で共有' }))
    await waitFor(() => expect(statusText()).toBe('画像を作れませんでした'))
    expect(screen.queryByRole('figure')).toBeNull()
  })
})
