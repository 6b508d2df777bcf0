import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { use, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { formatLongDate } from '#src/i18n/calendar-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { setNowPlaying } from '#src/shared/playlist/now-playing.ts'
import { usePlayRequest } from '#src/shared/playlist/play-request.ts'
import type { PlaySearch } from '#src/shared/playlist/play-search.ts'
import { playerSkipSlot, playerToggleId } from '#src/shared/playlist/player-anchors.ts'
import { encodeQueue } from '#src/shared/playlist/queue-code.ts'
import { loadSongListData } from '#src/shared/song-data/song-list-data.ts'
import { streamSlug } from '#src/shared/song-model/keys/stream-file-name.ts'
import { shownArtist } from '#src/shared/ui/artist-name.tsx'
import { recordPlay } from '#src/shared/visitor-lists/listening-history.ts'

import { Icon } from './icons.tsx'
import { showOnLockScreen } from './media-session.ts'
import { Playback } from './playback.ts'
import { PlayerNotice } from './player-notice.tsx'
import { PlayerQueue } from './player-queue.tsx'
import { PlayerSeek } from './player-seek.tsx'
import { closedPlayer, playerReducer } from './player-state.ts'
import { indexPerformances, performanceOf, resolveQueue } from './resolve-queue.ts'
import { storedSleepTimer, storeSleepTimer } from './sleep-timer.ts'
import { SleepTimerLeft } from './sleep-timer-control.tsx'
import { TimeStore } from './time-store.ts'
import { usePlayerKeys } from './use-player-keys.ts'
import { useReservedHeight } from './use-reserved-height.ts'
export { PlayerClosed } from './player-closed.tsx'
import './player.css'

const queueId = 'player-queue'

/**
 * The player: a bar fixed at the bottom of every page, with the video, the current performance,
 * the controls and, expanded, the queue. It lives in the layout, so moving between pages or
 * languages keeps it playing; its queue is mirrored into the `play` search parameter.
 */
export function PlayerPanel({
  onClose,
  handledRequest: handledBefore,
}: {
  onClose: (why?: 'closed') => void
  /** A press of play this page's player already opened before it closed: reopened by Back, the
   *  player takes the queue from the link, as it was at closing, and waits for play. */
  handledRequest?: number | undefined
}) {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const data = use(loadSongListData())
  const index = useMemo(() => indexPerformances(data.model), [data])
  const latest = usePlayRequest()
  const request = latest && latest.id !== handledBefore ? latest : null
  const urlPlay = useRouterState({ select: (s) => (s.location.search as PlaySearch).play })
  // Mounted by a press of play, it opens that queue and starts it; by a link, it waits for play.
  const [state, dispatch] = useReducer(playerReducer, undefined, () => {
    const queue = resolveQueue(request?.play ?? urlPlay ?? '', index)
    if (!queue) return closedPlayer
    const opened = playerReducer(closedPlayer, { type: 'open', queue, play: request !== null })
    // A reload keeps the sleep timer this tab set; a press of play starts without one.
    return request ? opened : { ...opened, sleep: storedSleepTimer(Date.now()) }
  })
  const [expanded, setExpanded] = useState(false)
  // YouTube allows no sound from an embed that shows no video: folding the video pauses it.
  const [videoShown, setVideoShown] = useState(true)
  const navigate = useNavigate()
  const handledRequest = useRef(request?.id ?? 0)
  const frame = useRef<HTMLDivElement>(null)
  const playback = useRef<Playback | null>(null)
  const startedAt = useRef(0)
  const mirrored = useRef('')
  const panel = useReservedHeight<HTMLElement>()
  const [times] = useState(() => new TimeStore())
  // The layout's slot outlasts the panel, which mounts in the browser only.
  const [skipSlot] = useState(() => document.getElementById(playerSkipSlot))

  useEffect(() => {
    if (!request || request.id === handledRequest.current) return
    handledRequest.current = request.id
    const queue = resolveQueue(request.play, index)
    if (!queue) return
    // "Play next" and "add to queue" join the queue that plays (with none, they start one).
    if (request.mode === 'replace') dispatch({ type: 'open', queue, play: true })
    else dispatch({ type: 'insert', entries: queue.entries, where: request.mode })
  }, [request, index])

  useEffect(() => {
    if (!state.queue) onClose()
  }, [state.queue, onClose])

  useEffect(() => {
    const host = frame.current
    if (!host) return
    const instance = new Playback(host, {
      status: (status) => dispatch({ type: 'status', status }),
      segmentEnded: () => dispatch({ type: 'ended' }),
      failed: (failure) => dispatch({ type: 'failed', failure }),
      time: (time, duration) => times.set(time, duration),
    })
    playback.current = instance
    return () => instance.destroy()
  }, [times])

  const current = performanceOf(index, state.queue?.entries[state.queue.position])
  useEffect(() => {
    if (state.start === startedAt.current || !current) return
    startedAt.current = state.start
    void playback.current?.play({
      videoId: current.videoId,
      start: current.startSeconds,
      end: current.endSeconds,
    })
  }, [state.start, current])

  // The lists on the page mark the performance in the player.
  const currentKey = current ? `${current.videoId} ${String(current.startSeconds)}` : null
  useEffect(() => {
    setNowPlaying(current ?? null)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `currentKey` stands for `current`
  }, [currentKey])
  useEffect(() => () => setNowPlaying(null), [])

  // マイリスト's history: each start of a performance that actually plays, once.
  const recorded = useRef(0)
  useEffect(() => {
    if (state.status !== 'playing' || !current || recorded.current === state.start) return
    recorded.current = state.start
    recordPlay(current)
  }, [state.status, state.start, current])

  // The end of the queue, a failure or the sleep timer stops it: the video must not play on.
  useEffect(() => {
    if (state.status === 'idle') playback.current?.pause()
  }, [state.status])

  // The sleep timer outlasts a reload of the tab, not the player.
  useEffect(() => storeSleepTimer(state.sleep), [state.sleep])
  useEffect(() => () => storeSleepTimer(null), [])
  const sleepDue = useCallback(() => dispatch({ type: 'sleepDue' }), [])

  // The queue goes into the link, once per change, so the page never chases its own URL.
  const code = state.queue ? encodeQueue(state.queue) : undefined
  useEffect(() => {
    if (code === urlPlay) return
    const attempt = `${code ?? ''} ${urlPlay ?? ''}`
    if (attempt === mirrored.current) return
    mirrored.current = attempt
    void navigate({
      to: '.',
      search: (prev: PlaySearch) => ({ ...prev, play: code }),
      replace: true,
      resetScroll: false,
    })
  }, [code, urlPlay, navigate])

  const { status } = state
  const playing = status === 'playing' || status === 'loading'
  // Paused or blocked, the video goes on where it stopped; idle, the current entry starts over.
  const play = useCallback(() => {
    if (status === 'paused' || status === 'blocked') playback.current?.resume()
    else dispatch({ type: 'play' })
  }, [status])
  const toggle = () => (playing ? playback.current?.pause() : play())
  const foldVideo = () => {
    playback.current?.pause()
    setVideoShown(false)
  }
  // Whatever starts playback again (this bar, a row, the lock screen) shows the video with it.
  const [wasPlaying, setWasPlaying] = useState(playing)
  if (playing !== wasPlaying) {
    setWasPlaying(playing)
    if (playing) setVideoShown(true)
  }

  useEffect(
    () =>
      showOnLockScreen(current, playing, {
        play,
        pause: () => playback.current?.pause(),
        next: () => dispatch({ type: 'next' }),
        previous: () => dispatch({ type: 'previous' }),
      }),
    [current, playing, play],
  )
  usePlayerKeys(panel, {
    times,
    segment: current,
    toggle,
    seek: (seconds) => playback.current?.seek(seconds),
    end: () => dispatch({ type: 'ended' }),
  })

  // A history entry of its own: Back (or the undo the host offers) brings the queue back.
  const close = () => {
    playback.current?.destroy()
    void navigate({
      to: '.',
      search: (prev: PlaySearch) => ({ ...prev, play: undefined }),
      resetScroll: false,
    })
    onClose('closed')
  }

  if (!state.queue) return null
  const { queue } = state
  const songName = current?.songName ?? ''
  const position = String(queue.position + 1)
  const total = String(queue.entries.length)
  const repeatLabel = {
    off: t`リピート: オフ`,
    all: t`リピート: すべて`,
    one: t`リピート: 1曲`,
  }[queue.repeat]

  return (
    <>
      {skipSlot &&
        createPortal(
          // A plain in-page link: the browser focuses the button, and the router leaves it alone.
          <a className="skip-link" href={`#${playerToggleId}`}>
            {t`プレーヤーへ`}
          </a>,
          skipSlot,
        )}
      <aside
        ref={panel}
        className={videoShown ? 'player' : 'player player--folded'}
        aria-label={t`プレーヤー`}
      >
        {expanded && code && (
          <PlayerQueue
            id={queueId}
            queue={queue}
            code={code}
            index={index}
            sleep={state.sleep}
            dispatch={dispatch}
          />
        )}
        <PlayerNotice
          state={state}
          index={index}
          dispatch={dispatch}
          onResume={() => playback.current?.resume()}
        />
        <div className="player__bar">
          <div className="player__video" ref={frame} />
          <div className="player__now">
            {current && (
              <>
                <p className="player__title">
                  <Link
                    to="/{-$locale}/songs/$slug"
                    params={{ locale: prefix, slug: current.songSlug }}
                    lang="ja"
                  >
                    {current.songName}
                  </Link>
                </p>
                <p className="player__meta">
                  <span lang="ja">{shownArtist(current.singer)}</span>
                  {current.dateVisible && (
                    <time dateTime={current.isoDate}>{formatLongDate(current.isoDate)}</time>
                  )}
                  <Link
                    to="/{-$locale}/streams/$stream"
                    params={{ locale: prefix, stream: streamSlug(current.streamFile) }}
                    lang="ja"
                  >
                    {current.streamName}
                  </Link>
                </p>
              </>
            )}
            <p className="player__position">
              {t`${position} / ${total}曲目`}
              {state.sleep && (
                <SleepTimerLeft
                  key={'until' in state.sleep ? state.sleep.until : 'song'}
                  sleep={state.sleep}
                  onDue={sleepDue}
                />
              )}
            </p>
          </div>
          {current && (
            <PlayerSeek
              times={times}
              start={current.startSeconds}
              end={current.endSeconds}
              onSeek={(seconds) => playback.current?.seek(seconds)}
            />
          )}
          <div className="player__controls" role="group" aria-label={t`再生の操作`}>
            <button type="button" onClick={() => dispatch({ type: 'previous' })}>
              <Icon name="previous" />
              <span className="visually-hidden">{t`前の曲`}</span>
            </button>
            <button type="button" id={playerToggleId} className="player__toggle" onClick={toggle}>
              <Icon name={playing ? 'pause' : 'play'} />
              <span className="visually-hidden">
                {playing ? t`「${songName}」を一時停止` : t`「${songName}」を再生`}
              </span>
            </button>
            <button type="button" onClick={() => dispatch({ type: 'next' })}>
              <Icon name="next" />
              <span className="visually-hidden">{t`次の曲`}</span>
            </button>
            <button type="button" onClick={() => dispatch({ type: 'shuffle' })}>
              <Icon name="shuffle" />
              <span className="visually-hidden">{t`キューをシャッフル`}</span>
            </button>
            <button
              type="button"
              className={`player__repeat player__repeat--${queue.repeat}`}
              onClick={() => dispatch({ type: 'repeat' })}
            >
              <Icon name="repeat" />
              <span className="player__repeat-mark" aria-hidden="true">
                {queue.repeat === 'one' ? '1' : ''}
              </span>
              <span className="visually-hidden">{repeatLabel}</span>
            </button>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? queueId : undefined}
              onClick={() => setExpanded(!expanded)}
            >
              <Icon name="queue" />
              <span className="visually-hidden">{t`再生キュー`}</span>
            </button>
            <button type="button" onClick={videoShown ? foldVideo : () => setVideoShown(true)}>
              <Icon name={videoShown ? 'fold' : 'unfold'} />
              <span className="visually-hidden">
                {videoShown ? t`動画をたたむ（一時停止）` : t`動画を表示`}
              </span>
            </button>
            <button type="button" onClick={close}>
              <Icon name="close" />
              <span className="visually-hidden">{t`プレーヤーを閉じる`}</span>
            </button>
          </div>
        </div>
      </aside>
    </>
  )
}
