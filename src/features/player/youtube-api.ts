/** The part of the YouTube IFrame Player API the player uses. */
export interface YouTubePlayer {
  loadVideoById(options: { videoId: string; startSeconds?: number }): void
  playVideo(): void
  pauseVideo(): void
  seekTo(seconds: number, allowSeekAhead: boolean): void
  getCurrentTime(): number
  /** 0 until the video's length is known. */
  getDuration(): number
  destroy(): void
}

export interface YouTubePlayerEvents {
  onReady?: (event: { target: YouTubePlayer }) => void
  onStateChange?: (event: { target: YouTubePlayer; data: number }) => void
  onError?: (event: { target: YouTubePlayer; data: number }) => void
  onAutoplayBlocked?: (event: { target: YouTubePlayer }) => void
}

interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      host: string
      width?: number | string
      height?: number | string
      playerVars?: Record<string, string | number>
      events: YouTubePlayerEvents
    },
  ) => YouTubePlayer
}

declare global {
  interface Window {
    YT?: YouTubeNamespace
    onYouTubeIframeAPIReady?: () => void
  }
}

/** The player states the player acts on (the API also reports -1 unstarted and 5 cued). */
export const playerState = {
  ended: 0,
  playing: 1,
  paused: 2,
  buffering: 3,
} as const

/** The frame's host: the privacy-enhanced one, which sets no cookies until the video plays. */
export const embedHost = 'https://www.youtube-nocookie.com'
const apiScript = 'https://www.youtube.com/iframe_api'

let loading: Promise<YouTubeNamespace> | undefined

/**
 * Loads the IFrame API once. Rejects when the script fails or does not announce itself within
 * `timeoutMs`; a later call tries again.
 */
export function loadYouTubeApi(timeoutMs: number): Promise<YouTubeNamespace> {
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    if (window.YT?.Player) {
      resolve(window.YT)
      return
    }
    const script = document.createElement('script')
    const fail = (reason: string) => {
      window.clearTimeout(timer)
      script.remove()
      reject(new Error(reason))
    }
    const timer = window.setTimeout(() => fail('The YouTube player API did not answer'), timeoutMs)
    window.onYouTubeIframeAPIReady = () => {
      window.clearTimeout(timer)
      if (window.YT?.Player) resolve(window.YT)
      else fail('The YouTube player API is incomplete')
    }
    script.src = apiScript
    script.async = true
    script.onerror = () => fail('The YouTube player API could not be loaded')
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
