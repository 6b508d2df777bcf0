import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'

import { useAnnounce } from '#src/features/songs/announcer.tsx'
import { useOpenReport } from '#src/features/songs/report/report-host.tsx'
import { useCopyRequest } from '#src/features/songs/request-host.tsx'
import { writeClipboard } from '#src/lib/write-clipboard.ts'
import { requestPlay } from '#src/shared/playlist/play-request.ts'
import {
  toggleFavouriteSong,
  useIsFavouriteSong,
} from '#src/shared/visitor-lists/favourite-marks.ts'

import type { RowMenuTarget } from './row-menu-target.ts'
import { SetlistCopy } from './setlist-copy.tsx'

import './row-menu.css'

const gap = 4
const margin = 8

/** Below the button, or above it when the screen ends first; never past the screen's sides. */
function place(opener: HTMLElement, menu: HTMLElement): { top: number; left: number } {
  const anchor = opener.getBoundingClientRect()
  const { width, height } = menu.getBoundingClientRect()
  const below = anchor.bottom + gap
  const top =
    below + height <= window.innerHeight ? below : Math.max(margin, anchor.top - gap - height)
  const left = Math.min(Math.max(margin, anchor.right - width), window.innerWidth - width - margin)
  return { top, left }
}

const noSong = { songName: '', singer: '' }

/**
 * A row's or a card's actions beyond play, as a menu, or the setlist copy it opens in its place
 * (straight away for a stream page's own button).
 */
export function RowMenu({ target, onClose }: { target: RowMenuTarget; onClose: () => void }) {
  const [copying, setCopying] = useState(target.opens === 'setlist-copy')
  const { stream, opener } = target
  if (copying && stream) {
    const close = () => {
      onClose()
      opener.focus()
    }
    return <SetlistCopy stream={stream} onClose={close} />
  }
  return <MenuItems target={target} onClose={onClose} onCopySetlist={() => setCopying(true)} />
}

/**
 * The menu (WAI-ARIA menu button): the arrow keys, Home and End move between the items, Escape and
 * Tab close it and give focus back to the button, and a press outside closes it.
 */
function MenuItems({
  target,
  onClose,
  onCopySetlist,
}: {
  target: RowMenuTarget
  onClose: () => void
  onCopySetlist: () => void
}) {
  const { t } = useLingui()
  const announce = useAnnounce()
  const openReport = useOpenReport()
  const copyRequest = useCopyRequest()
  const menu = useRef<HTMLDivElement>(null)
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null)
  const { opener, performances, name, row, song, stream } = target
  const favourite = useIsFavouriteSong(song ?? noSong)
  const count = String(performances.length)

  useLayoutEffect(() => {
    if (menu.current) setPosition(place(opener, menu.current))
  }, [opener])

  useEffect(() => {
    opener.setAttribute('aria-expanded', 'true')
    menu.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus({ preventScroll: true })
    const outside = (event: PointerEvent) => {
      const node = event.target as Node
      if (!menu.current?.contains(node) && !opener.contains(node)) onClose()
    }
    // The menu follows its button as the page scrolls (a fling's last frames often come after the
    // tap), and closes once the button has left the screen.
    const follow = () => {
      const anchor = opener.getBoundingClientRect()
      if (anchor.bottom < 0 || anchor.top > window.innerHeight) onClose()
      else if (menu.current) setPosition(place(opener, menu.current))
    }
    document.addEventListener('pointerdown', outside)
    window.addEventListener('scroll', follow, { passive: true })
    window.addEventListener('resize', follow)
    return () => {
      opener.setAttribute('aria-expanded', 'false')
      document.removeEventListener('pointerdown', outside)
      window.removeEventListener('scroll', follow)
      window.removeEventListener('resize', follow)
    }
  }, [opener, onClose])

  const closeToOpener = () => {
    onClose()
    opener.focus()
  }
  const act = (action: () => void) => () => {
    closeToOpener()
    action()
  }
  const queued = (mode: 'next' | 'end') => () => {
    requestPlay(performances, 0, mode)
    if (performances.length > 1)
      announce(
        mode === 'next' ? t`${count}曲を次に再生します` : t`${count}曲をキューに追加しました`,
      )
    else
      announce(
        mode === 'next' ? t`「${name}」を次に再生します` : t`「${name}」をキューに追加しました`,
      )
  }
  const copy = async (link: string) => {
    announce(
      (await writeClipboard(link))
        ? t`「${name}」のリンクをコピーしました`
        : t`コピーできませんでした。リンクを右クリックか長押ししてコピーしてください`,
    )
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])]
    const at = items.indexOf(document.activeElement as HTMLElement)
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus()
    if (event.key === 'ArrowDown') focusAt(at + 1)
    else if (event.key === 'ArrowUp') focusAt(at - 1)
    else if (event.key === 'Home') focusAt(0)
    else if (event.key === 'End') focusAt(items.length - 1)
    else if (event.key === 'Escape' || event.key === 'Tab') closeToOpener()
    else return
    event.preventDefault()
  }

  return (
    <div
      ref={menu}
      role="menu"
      aria-label={t`「${name}」の操作`}
      className="row-menu"
      // Unplaced for one layout: see-through, but focusable, and inside the screen.
      style={position ?? { top: 0, left: 0, opacity: 0 }}
      onKeyDown={onKeyDown}
    >
      <button type="button" role="menuitem" tabIndex={-1} onClick={act(queued('next'))}>
        {t`次に再生`}
      </button>
      <button type="button" role="menuitem" tabIndex={-1} onClick={act(queued('end'))}>
        {t`キューに追加`}
      </button>
      {song && (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={act(() => {
            const { songName } = song
            toggleFavouriteSong(song).then(
              (added) =>
                announce(
                  added
                    ? t`「${songName}」をお気に入りに入れました`
                    : t`「${songName}」をお気に入りから外しました`,
                ),
              () => announce(t`お気に入りを読み込めませんでした。もう一度お試しください`),
            )
          })}
        >
          {favourite ? t`お気に入りから外す` : t`お気に入りに入れる`}
        </button>
      )}
      {stream && (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-haspopup="dialog"
          onClick={onCopySetlist}
        >
          {t`セットリストをコピー`}
        </button>
      )}
      {row && (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={act(() => void copy(row.performance.link))}
        >
          {t`リンクをコピー`}
        </button>
      )}
      {row && copyRequest && (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={act(() => copyRequest(row.performance))}
        >
          {t`リクエストをコピー`}
        </button>
      )}
      {row?.reportable && (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-haspopup="dialog"
          onClick={act(() =>
            openReport({ kind: 'performance', performance: row.performance }, opener),
          )}
        >
          {t`誤りを報告`}
        </button>
      )}
    </div>
  )
}
