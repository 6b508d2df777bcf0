import type { PageFrame } from './render-target.ts'

/** What the prerender gives each page worker when it starts it. */
export interface PageWorkerData {
  dist: string
  frame: PageFrame
}

/** A page worker's answer to a batch it wrote: the inline scripts and styles new to it. */
export interface RenderedBatch {
  scripts: string[]
  styles: string[]
}
