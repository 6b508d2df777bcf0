import { embedHost, loadYouTubeApi, playerState, type YouTubePlayer } from './youtube-api.ts'

/** What plays: a video from `start` to `end` (null: to the video's end). */
export interface Segment {
  videoId: string
  start: number
  end: number | null
}

export type PlaybackStatus = 'loading' | 'playing' | 'paused' | 'blocked'

/**
 * Why nothing plays: the video refused (a player error code, or no answer), the API is down, or
 * the browser has no connection (nothing is asked of YouTube then).
 */
export type PlaybackFailure =
  { kind: 'video'; code: number | 'timeout' } | { kind: 'api' } | { kind: 'offline' }

const offline = () => !navigator.onLine

export interface PlaybackEvents {
  status(status: PlaybackStatus): void
  segmentEnded(): void
  failed(failure: PlaybackFailure): void
  /** The video's time (and its length, once known), four times a second while it plays. */
  time?(time: number, duration?: number): void
}

const apiTimeoutMs = 10_000
/** A video that neither plays, errs nor reports a blocked autoplay in this time is skipped. */
const startTimeoutMs = 15_000
/** An `end` parameter is forgotten after a seek, so the end is found by watching the time. */
const pollMs = 250

/**
 * One embedded YouTube player that plays segments. The frame is made on the first segment, so
 * nothing of YouTube is requested before the visitor presses play.
 */
export class Playback {
  private player: Promise<YouTubePlayer> | undefined
  private segment: Segment | undefined
  private loadedVideo: string | undefined
  private poll: number | undefined
  private watchdog: number | undefined
  private ended = false

  constructor(
    private readonly host: HTMLElement,
    private readonly events: PlaybackEvents,
  ) {}

  async play(segment: Segment): Promise<void> {
    this.stopTimers()
    this.segment = segment
    this.ended = false
    this.events.time?.(segment.start)
    if (offline()) {
      // Nothing to play: the pause of what played before (the panel's, on idle) reports nothing.
      this.segment = undefined
      this.events.failed({ kind: 'offline' })
      return
    }
    this.events.status('loading')
    let player: YouTubePlayer
    try {
      player = await this.ensurePlayer()
    } catch {
      this.player = undefined
      if (this.segment === segment) this.events.failed({ kind: offline() ? 'offline' : 'api' })
      return
    }
    // A newer press of play or next has taken over while the API loaded.
    if (this.segment !== segment) return
    if (this.loadedVideo === segment.videoId) {
      player.seekTo(segment.start, true)
      player.playVideo()
    } else {
      this.loadedVideo = segment.videoId
      player.loadVideoById({ videoId: segment.videoId, startSeconds: segment.start })
    }
    this.watchdog = window.setTimeout(() => {
      if (this.segment !== segment) return
      this.stopTimers()
      // A video that went silent because the connection dropped is not skipped.
      this.events.failed(offline() ? { kind: 'offline' } : { kind: 'video', code: 'timeout' })
    }, startTimeoutMs)
  }

  /** A seek inside the segment keeps it; the poll finishes one past its end. */
  seek(seconds: number): void {
    this.events.time?.(seconds)
    void this.player?.then((player) => player.seekTo(seconds, true))
  }

  resume(): void {
    void this.player?.then((player) => player.playVideo())
  }

  pause(): void {
    void this.player?.then((player) => player.pauseVideo())
  }

  destroy(): void {
    this.stopTimers()
    this.segment = undefined
    void this.player?.then((player) => player.destroy())
    this.player = undefined
  }

  private ensurePlayer(): Promise<YouTubePlayer> {
    this.player ??= loadYouTubeApi(apiTimeoutMs).then(
      (api) =>
        new Promise<YouTubePlayer>((resolve, reject) => {
          const timer = window.setTimeout(
            () => reject(new Error('The YouTube player did not get ready')),
            apiTimeoutMs,
          )
          const frame = document.createElement('div')
          this.host.replaceChildren(frame)
          new api.Player(frame, {
            host: embedHost,
            width: '100%',
            height: '100%',
            playerVars: { playsinline: 1, rel: 0 },
            events: {
              onReady: ({ target }) => {
                window.clearTimeout(timer)
                resolve(target)
              },
              onStateChange: ({ data }) => this.stateChanged(data),
              onError: ({ data }) => this.failed(data),
              onAutoplayBlocked: () => this.blocked(),
            },
          })
        }),
    )
    return this.player
  }

  private stateChanged(state: number): void {
    if (!this.segment) return
    if (state === playerState.playing) {
      window.clearTimeout(this.watchdog)
      this.events.status('playing')
      this.poll ??= window.setInterval(() => this.checkTime(), pollMs)
    } else if (state === playerState.paused) {
      this.events.status('paused')
    } else if (state === playerState.buffering) {
      this.events.status('loading')
    } else if (state === playerState.ended) {
      this.finish()
    }
  }

  private checkTime(): void {
    const end = this.segment?.end
    void this.player?.then((player) => {
      const time = player.getCurrentTime()
      this.events.time?.(time, player.getDuration())
      if (end !== null && end !== undefined && time >= end) this.finish()
    })
  }

  private blocked(): void {
    window.clearTimeout(this.watchdog)
    this.events.status('blocked')
  }

  private failed(code: number): void {
    if (!this.segment) return
    this.stopTimers()
    this.events.failed({ kind: 'video', code })
  }

  private finish(): void {
    if (this.ended) return
    this.ended = true
    this.stopTimers()
    this.events.segmentEnded()
  }

  private stopTimers(): void {
    window.clearInterval(this.poll)
    window.clearTimeout(this.watchdog)
    this.poll = undefined
    this.watchdog = undefined
  }
}
