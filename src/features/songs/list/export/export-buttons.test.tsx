// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { filterDefaults } from '#src/features/songs/list/filters/song-list-filters.ts'
import { activateLocale, i18n } from '#src/i18n/catalog.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { rawSong } from '#tests/support/test-streams.ts'

import { ExportButtons } from './export-buttons.tsx'

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
)

const model = buildSongModel([
  {
    date: '2025/3/9',
    streamName: '【歌枠】夏, "秋"',
    showList: true,
    showDate: true,
    songList: [
      rawSong(),
      rawSong({
        songName: 'Lemon',
        singer: '米津玄師',
        songTime: '1:02:03',
        songLink: 'https://www.youtube.com/watch?v=AAAAAAAAAAA&t=3723s',
      }),
    ],
  },
])
const performances = model.streams[0]?.performances ?? []
const filters = { ...filterDefaults, q: '千本桜', type: 'request' as const }

// What the page's anchor was asked to save, and the file behind it.
const saved: { name: string; href: string; blob: Blob }[] = []
const blobs = new Map<string, Blob>()
const revoked: string[] = []

describe('ExportButtons', () => {
  beforeAll(() => activateLocale('ja', ['songs']))
  beforeEach(() => {
    saved.length = 0
    revoked.length = 0
    // jsdom has no object URLs and does not download: the browser's side is played here.
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        const url = `blob:songlist/${blobs.size}`
        blobs.set(url, blob)
        return url
      },
    })
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      value: (url: string) => revoked.push(url),
    })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href, blob: blobs.get(this.href)! })
    })
    vi.useFakeTimers({ now: new Date(2025, 10, 25, 21, 30), shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('saves the performances as CSV named after the filters, and frees the file later', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const asked = vi.fn(() => performances)
    render(<ExportButtons performances={asked} filters={filters} />, { wrapper })
    expect(asked).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'CSVで保存' }))
    await vi.waitFor(() => expect(saved).toHaveLength(1))
    const [file] = saved
    expect(file?.name).toBe('songlist-q-千本桜-type-request-2025-11-25.csv')
    expect(file?.blob.type).toBe('text/csv;charset=utf-8')
    const bytes = new Uint8Array(await file!.blob.arrayBuffer())
    // UTF-8's byte order mark, then the header.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).split('\r\n')
    expect(lines).toEqual([
      'date,stream,title,artist,start,link',
      '2025-03-09,"【歌枠】夏, ""秋""",夜に駆ける,YOASOBI,0:04:05,https://www.youtube.com/watch?v=AAAAAAAAAAA&t=245s',
      '2025-03-09,"【歌枠】夏, ""秋""",Lemon,米津玄師,1:02:03,https://www.youtube.com/watch?v=AAAAAAAAAAA&t=3723s',
      '',
    ])
    expect(revoked).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(revoked).toEqual([file?.href])
  })

  it('saves the same records as JSON', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<ExportButtons performances={() => performances} filters={filterDefaults} />, {
      wrapper,
    })
    await user.click(screen.getByRole('button', { name: 'JSONで保存' }))
    await vi.waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.name).toBe('songlist-2025-11-25.json')
    expect(saved[0]?.blob.type).toBe('application/json')
    const records = JSON.parse(await saved[0]!.blob.text()) as Record<string, unknown>[]
    expect(records.map((r) => [r.title, r.start, r.date])).toEqual([
      ['夜に駆ける', '0:04:05', '2025-03-09'],
      ['Lemon', '1:02:03', '2025-03-09'],
    ])
  })
})
