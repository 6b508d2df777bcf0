/** Runs `work` once the browser has painted what is on screen now. */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0))
}
