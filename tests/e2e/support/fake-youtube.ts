import type { BrowserContext, Page, Route } from '@playwright/test'

import {
  type BrowserConfig,
  type FakeState,
  fakeYouTubeApi,
  type FakeYouTubeControl,
} from './fake-youtube-browser.ts'

// A fake of the YouTube IFrame Player API for browser tests on a machine without internet: the
// page's requests for the API script and the embed page are answered here, every other request
// to a YouTube or Google host is recorded and refused.

export type { FakeCall, FakeState } from './fake-youtube-browser.ts'

export interface FakeYouTubeOptions {
  /** Video seconds per real second while playing (default 1): 20 plays 3 minutes in 9 s. */
  rate?: number
  /** Length of a video not listed in `durations`, in seconds (default 3600). */
  defaultDuration?: number
  durations?: Record<string, number>
  /** An error code per video id (2, 5, 100, 101, 150, 153...), delivered by onError when it starts. */
  errors?: Record<string, number>
  /** Loads never start playing; playVideo() or seekTo() start only from a user gesture. */
  autoplayBlocked?: boolean
  /** The script loads and players are created, but onReady never fires. */
  neverReady?: boolean
  /** The API script's request fails (the network refuses it). */
  apiUnreachable?: boolean
  /** The API script's request never answers. */
  apiStalls?: boolean
  /** How long BUFFERING lasts before PLAYING, in real milliseconds (default 50). */
  bufferMs?: number
}

export interface FakeYouTube {
  /** Every request to a YouTube or Google host so far, in order, whatever was answered. */
  requests(): string[]
  /** The page's newest player and every command it sent, or null before the first player. */
  state(page: Page): Promise<FakeState | null>
  /** The viewer drags YouTube's seek bar: every live player jumps, the page calls nothing. */
  seek(page: Page, seconds: number): Promise<void>
  /** Changes the clock's speed for every player of the page from now on. */
  setRate(page: Page, rate: number): Promise<void>
}

export const apiScriptUrl = 'https://www.youtube.com/iframe_api'

/** Hosts a YouTube embed talks to; any request to them or their subdomains is recorded. */
export const videoHosts = [
  'youtube.com',
  'youtube-nocookie.com',
  'youtu.be',
  'ytimg.com',
  'googlevideo.com',
  'ggpht.com',
  'doubleclick.net',
  'googlesyndication.com',
  'googleapis.com',
  'gstatic.com',
  'google.com',
]

const isVideoHost = (url: URL) =>
  videoHosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))

const isEmbed = (url: URL) =>
  (url.hostname === 'www.youtube-nocookie.com' || url.hostname === 'www.youtube.com') &&
  url.pathname.startsWith('/embed/')

// The embed's only job is the ready handshake; it tells whether the request carried a Referer.
const embedPage = `<!doctype html><html lang="en"><title>YouTube</title>
<body style="margin:0;background:#000">
<script>parent.postMessage({ fakeYouTube: 'embed-loaded', referred: document.referrer !== '' }, '*')</script>`

export async function installFakeYouTube(
  target: BrowserContext | Page,
  options: FakeYouTubeOptions = {},
): Promise<FakeYouTube> {
  const config: BrowserConfig = {
    rate: options.rate ?? 1,
    defaultDuration: options.defaultDuration ?? 3600,
    durations: options.durations ?? {},
    errors: options.errors ?? {},
    autoplayBlocked: options.autoplayBlocked ?? false,
    neverReady: options.neverReady ?? false,
    bufferMs: options.bufferMs ?? 50,
  }
  // A plain external script: no eval, so it runs under the site's own CSP.
  const script = `(${String(fakeYouTubeApi)})(${JSON.stringify(config)});\n`
  const requests: string[] = []

  const answer = async (route: Route) => {
    const url = new URL(route.request().url())
    requests.push(url.href)
    if (url.href === apiScriptUrl) {
      if (options.apiStalls) return
      if (options.apiUnreachable) return route.abort('internetdisconnected')
      return route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: script })
    }
    if (isEmbed(url))
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body: embedPage })
    return route.abort('blockedbyclient')
  }
  await target.route(isVideoHost, answer)

  return {
    requests: () => [...requests],
    state: (page) =>
      page.evaluate(() => {
        const control = (window as { __fakeYouTube?: FakeYouTubeControl }).__fakeYouTube
        return control?.state() ?? null
      }),
    seek: (page, seconds) =>
      page.evaluate((s) => {
        ;(window as { __fakeYouTube?: FakeYouTubeControl }).__fakeYouTube?.seek(s)
      }, seconds),
    setRate: (page, rate) =>
      page.evaluate((r) => {
        ;(window as { __fakeYouTube?: FakeYouTubeControl }).__fakeYouTube?.setRate(r)
      }, rate),
  }
}
