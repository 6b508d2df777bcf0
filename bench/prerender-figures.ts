export interface PrerenderFigures {
  pages: number
  seconds: number
  pagesPerSecond: number
  workers: number
}

const summary = /prerendered (\d+) pages into .* in ([\d.]+) s \((\d+) pages\/s, (\d+) workers[,)]/

/** The figures of the summary line build-src/prerender.ts prints, from a build's output. */
export function prerenderFigures(output: string): PrerenderFigures | null {
  const m = summary.exec(output)
  if (!m) return null
  const [pages, seconds, pagesPerSecond, workers] = m.slice(1).map(Number)
  return {
    pages: pages ?? 0,
    seconds: seconds ?? 0,
    pagesPerSecond: pagesPerSecond ?? 0,
    workers: workers ?? 0,
  }
}

export interface ShareCardFigures {
  drawn: number
  reused: number
  seconds: number
}

const cardSummary = /share cards: (\d+) drawn, (\d+) unchanged from the cache, in ([\d.]+) s/

/** The share cards' line of build-src/prerender.ts: how many were drawn and how many cached. */
export function shareCardFigures(output: string): ShareCardFigures | null {
  const m = cardSummary.exec(output)
  if (!m) return null
  const [drawn, reused, seconds] = m.slice(1).map(Number)
  return { drawn: drawn ?? 0, reused: reused ?? 0, seconds: seconds ?? 0 }
}
