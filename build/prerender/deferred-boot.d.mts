export const CHUNKS_ID: string
export const PRELOADS_PER_TASK: number
export const bootScript: string
export function deferAppBoot(html: string): string
