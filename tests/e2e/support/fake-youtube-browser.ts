// The browser half of the fake YouTube IFrame Player API (see fake-youtube.ts). `fakeYouTubeApi`
// is sent to the page as its own source text, so it must not use anything outside its body but
// types: no imports, no module constants.

/** What the Node side puts into the served script. */
export interface BrowserConfig {
  rate: number
  defaultDuration: number
  durations: Record<string, number>
  errors: Record<string, number>
  autoplayBlocked: boolean
  neverReady: boolean
  bufferMs: number
}

/** A command the page called on a player (getters are not recorded). */
export interface FakeCall {
  player: number
  method: string
  args: unknown[]
}

/** The newest player the page created, plus what the page asked of all players. */
export interface FakeState {
  /** Counts from 1 in creation order, like the real API's widgetid. */
  player: number
  videoId: string | null
  time: number
  /** What getDuration() would answer: 0 until the video has played, as on YouTube. */
  duration: number
  state: number
  ready: boolean
  destroyed: boolean
  muted: boolean
  volume: number
  /** How often the iframe loaded its page; above 1 means it was reloaded (moved in the DOM). */
  iframeLoads: number
  /** All players the page created, destroyed ones included. */
  players: number
  calls: FakeCall[]
}

/** The test-only global the script sets: `window.__fakeYouTube`. */
export interface FakeYouTubeControl {
  state(): FakeState | null
  /** The viewer drags YouTube's own seek bar: time jumps without the page calling seekTo. */
  seek(seconds: number): void
  setRate(rate: number): void
}

export function fakeYouTubeApi(config: BrowserConfig): void {
  const State = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const
  type EventName = 'onReady' | 'onStateChange' | 'onError' | 'onAutoplayBlocked'
  type Handler = (event: { target: object; data?: unknown }) => void
  interface Options {
    width?: number | string
    height?: number | string
    videoId?: string
    host?: string
    playerVars?: Record<string, string | number | undefined>
    events?: Partial<Record<EventName, Handler>>
  }
  interface LoadArgs {
    videoId: string
    startSeconds?: number
    endSeconds?: number
  }

  const calls: FakeCall[] = []
  const players: Player[] = []
  let rate = config.rate
  let gestureAt = -1
  for (const type of ['pointerdown', 'keydown']) {
    const note = (event: Event) => {
      if (event.isTrusted) gestureAt = performance.now()
    }
    window.addEventListener(type, note, { capture: true })
  }

  // Loads take an id or the object form, as both overloads of the real API do.
  const loadArgs = (idOrArgs: string | LoadArgs, startSeconds?: number): LoadArgs =>
    typeof idOrArgs === 'string' ? { videoId: idOrArgs, startSeconds } : idOrArgs

  class Player {
    readonly widgetId = players.length + 1
    private readonly original: HTMLElement
    private readonly iframe: HTMLIFrameElement
    private readonly handlers = new Map<string, Set<Handler>>()
    private readonly initial: LoadArgs | null
    private readonly autoplayInitial: boolean
    videoId: string | null = null
    state: number = State.UNSTARTED
    ready = false
    destroyed = false
    muted = false
    volume = 100
    iframeLoads = 0
    private referred = true
    private position = 0
    private since = 0
    private endSeconds = Infinity
    private durationKnown = false
    private timer = 0
    private blockedAt = 0

    constructor(target: string | HTMLElement, options: Options = {}) {
      const element = typeof target === 'string' ? document.getElementById(target) : target
      if (!element) throw new Error(`YT.Player: no element ${String(target)}`)
      this.original = element
      for (const [name, handler] of Object.entries(options.events ?? {})) {
        if (handler) this.addEventListener(name, handler)
      }
      const vars = options.playerVars ?? {}
      this.initial = options.videoId
        ? { videoId: options.videoId, startSeconds: Number(vars.start ?? 0) }
        : null
      if (this.initial && vars.end !== undefined) this.initial.endSeconds = Number(vars.end)
      this.autoplayInitial = Number(vars.autoplay) === 1
      this.iframe = this.makeIframe(element, options)
      window.addEventListener('message', this.onMessage)
      element.replaceWith(this.iframe)
      players.push(this)
    }

    private makeIframe(element: HTMLElement, options: Options): HTMLIFrameElement {
      const host = options.host ?? 'https://www.youtube.com'
      const query = new URLSearchParams()
      for (const [key, value] of Object.entries(options.playerVars ?? {})) {
        if (value !== undefined) query.set(key, String(value))
      }
      query.set('enablejsapi', '1')
      query.set('origin', location.origin)
      query.set('widgetid', String(this.widgetId))
      const iframe = document.createElement('iframe')
      if (element.id) iframe.id = element.id
      iframe.title = 'YouTube video player'
      iframe.width = String(options.width ?? 640)
      iframe.height = String(options.height ?? 360)
      iframe.setAttribute('frameborder', '0')
      iframe.allowFullscreen = true
      iframe.allow =
        'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share'
      iframe.src = `${host}/embed/${encodeURIComponent(options.videoId ?? '')}?${query}`
      return iframe
    }

    // The embed page posts one message per load: the real player's handshake is postMessage too,
    // so a frame the page's CSP blocks never becomes ready.
    private readonly onMessage = (event: MessageEvent) => {
      const data = event.data as { fakeYouTube?: string; referred?: boolean } | null
      if (event.source !== this.iframe.contentWindow || data?.fakeYouTube !== 'embed-loaded') return
      this.iframeLoads += 1
      this.referred = data.referred === true
      if (this.iframeLoads > 1) this.reset()
      else if (!config.neverReady) this.becomeReady()
    }

    // A moved iframe reloads and YouTube's player starts over from nothing.
    private reset() {
      window.clearTimeout(this.timer)
      this.videoId = this.initial?.videoId ?? null
      this.position = 0
      this.durationKnown = false
      this.state = State.UNSTARTED
    }

    private becomeReady() {
      this.ready = true
      Object.assign(this, this.api())
      this.emit('onReady')
      if (this.initial) this.load(this.initial, this.autoplayInitial)
    }

    // The media methods appear only once the player is ready, as on the real API: calling one
    // earlier is a TypeError there too.
    private api() {
      const command =
        <A extends unknown[]>(method: string, run: (...args: A) => void) =>
        (...args: A) => {
          calls.push({ player: this.widgetId, method, args })
          if (!this.destroyed) run(...args)
        }
      return {
        loadVideoById: command('loadVideoById', (id: string | LoadArgs, start?: number) =>
          this.load(loadArgs(id, start), true),
        ),
        cueVideoById: command('cueVideoById', (id: string | LoadArgs, start?: number) =>
          this.load(loadArgs(id, start), false),
        ),
        playVideo: command('playVideo', () => this.play()),
        pauseVideo: command('pauseVideo', () => this.pause()),
        stopVideo: command('stopVideo', () => this.stop()),
        seekTo: command('seekTo', (seconds: number) => this.seek(seconds, true)),
        mute: command('mute', () => (this.muted = true)),
        unMute: command('unMute', () => (this.muted = false)),
        setVolume: command('setVolume', (volume: number) => (this.volume = volume)),
        setSize: command('setSize', (width: number, height: number) => {
          this.iframe.width = String(width)
          this.iframe.height = String(height)
        }),
        getCurrentTime: () => this.time(),
        getDuration: () => this.reportedDuration(),
        getPlayerState: () => this.state,
        isMuted: () => this.muted,
        getVolume: () => this.volume,
        getVideoUrl: () => `https://www.youtube.com/watch?v=${this.videoId ?? ''}`,
        getVideoData: () => ({
          video_id: this.videoId ?? '',
          author: '',
          title: this.videoId ? `Fake video ${this.videoId}` : '',
        }),
      }
    }

    addEventListener(name: string, handler: Handler) {
      const set = this.handlers.get(name) ?? new Set<Handler>()
      set.add(handler)
      this.handlers.set(name, set)
    }

    removeEventListener(name: string, handler: Handler) {
      this.handlers.get(name)?.delete(handler)
    }

    getIframe() {
      return this.iframe
    }

    destroy() {
      calls.push({ player: this.widgetId, method: 'destroy', args: [] })
      window.clearTimeout(this.timer)
      window.removeEventListener('message', this.onMessage)
      this.destroyed = true
      this.iframe.replaceWith(this.original)
    }

    // Events arrive after the call that caused them returns, as the real ones do by postMessage.
    private emit(name: EventName, data?: unknown) {
      window.setTimeout(() => {
        if (this.destroyed) return
        for (const handler of this.handlers.get(name) ?? []) handler({ target: this, data })
      })
    }

    private setState(state: number) {
      this.state = state
      this.emit('onStateChange', state)
    }

    private duration() {
      return this.videoId ? (config.durations[this.videoId] ?? config.defaultDuration) : 0
    }

    private end() {
      return Math.min(this.duration(), this.endSeconds)
    }

    time() {
      if (this.state !== State.PLAYING) return this.position
      const elapsed = ((performance.now() - this.since) / 1000) * rate
      return Math.min(this.end(), this.position + elapsed)
    }

    private moveTo(seconds: number) {
      this.position = Math.max(0, Math.min(this.end(), seconds))
      this.since = performance.now()
    }

    // Called whenever the clock's speed or origin changes while playing.
    scheduleEnd() {
      window.clearTimeout(this.timer)
      if (this.state !== State.PLAYING || rate <= 0) return
      const ms = ((this.end() - this.position) / rate) * 1000
      this.timer = window.setTimeout(() => {
        this.position = this.end()
        this.setState(State.ENDED)
      }, ms)
    }

    // The clock's origin moves to now, so that a change of rate applies from now on.
    freeze() {
      this.moveTo(this.time())
    }

    reportedDuration() {
      return this.durationKnown ? this.duration() : 0
    }

    private load(args: LoadArgs, autoplay: boolean) {
      window.clearTimeout(this.timer)
      this.videoId = args.videoId
      this.endSeconds = args.endSeconds ?? Infinity
      this.durationKnown = false
      this.moveTo(args.startSeconds ?? 0)
      this.setState(autoplay ? State.UNSTARTED : State.CUED)
      if (autoplay) this.start(true)
    }

    // YouTube answers 153 to an embed request without a Referer and 2 to a malformed id.
    private error(videoId: string): number | undefined {
      if (!this.referred) return 153
      return /^[\w-]{11}$/.test(videoId) ? config.errors[videoId] : 2
    }

    private buffer() {
      window.clearTimeout(this.timer)
      this.setState(State.BUFFERING)
      this.timer = window.setTimeout(() => {
        this.durationKnown = true
        this.moveTo(this.position)
        this.setState(State.PLAYING)
        this.scheduleEnd()
      }, config.bufferMs)
    }

    // When autoplay is blocked, a load never starts playing, and playVideo or seekTo start it only
    // inside a gesture the visitor made after the last refusal (page.evaluate counts as a
    // gesture in Chromium, so transient activation alone cannot tell).
    private start(loading = false) {
      if (this.videoId === null) return
      if (this.state === State.PLAYING || this.state === State.BUFFERING) return
      const error = this.error(this.videoId)
      const allowed = gestureAt > this.blockedAt && navigator.userActivation.isActive
      if (error !== undefined) {
        if (this.state !== State.UNSTARTED) this.setState(State.UNSTARTED)
        this.emit('onError', error)
      } else if (config.autoplayBlocked && (loading || !allowed)) {
        this.blockedAt = performance.now()
        this.emit('onAutoplayBlocked')
      } else {
        this.buffer()
      }
    }

    private play() {
      if (this.state === State.ENDED) this.moveTo(0)
      this.start()
    }

    private pause() {
      if (this.state !== State.PLAYING && this.state !== State.BUFFERING) return
      this.moveTo(this.time())
      window.clearTimeout(this.timer)
      this.setState(State.PAUSED)
    }

    // The real stopVideo may leave any not-playing state; the fake picks CUED at 0.
    private stop() {
      window.clearTimeout(this.timer)
      this.moveTo(0)
      this.setState(State.CUED)
    }

    // As documented: a paused player stays paused, any other state starts playing.
    seek(seconds: number, fromPage: boolean) {
      this.moveTo(seconds)
      if (this.state === State.PLAYING) this.buffer()
      else if (fromPage && this.state !== State.PAUSED) this.start()
    }
  }

  const control: FakeYouTubeControl = {
    state() {
      const live = players.filter((p) => !p.destroyed)
      const player = live[live.length - 1] ?? players[players.length - 1]
      if (!player) return null
      return {
        player: player.widgetId,
        videoId: player.videoId,
        time: player.time(),
        duration: player.reportedDuration(),
        state: player.state,
        ready: player.ready,
        destroyed: player.destroyed,
        muted: player.muted,
        volume: player.volume,
        iframeLoads: player.iframeLoads,
        players: players.length,
        calls: structuredClone(calls),
      }
    },
    seek(seconds) {
      for (const player of players) if (!player.destroyed) player.seek(seconds, false)
    },
    setRate(newRate) {
      for (const player of players) player.freeze()
      rate = newRate
      for (const player of players) player.scheduleEnd()
    },
  }

  const w = window as unknown as Record<string, unknown>
  w.__fakeYouTube = control
  w.YT = {
    Player,
    PlayerState: State,
    loaded: 1,
    ready: (callback: () => void) => window.setTimeout(callback),
  }
  // The real script also calls the page back only after it has loaded its player code.
  window.setTimeout(() => {
    const ready = w.onYouTubeIframeAPIReady
    if (typeof ready === 'function') ready()
  })
}
