/** Where the video is: what the seek bar shows. */
export interface VideoTime {
  time: number
  /** 0 until the video's length is known. */
  duration: number
}

/**
 * The video's time, kept apart from the player's state so that its four updates a second render
 * the seek bar alone (read with useSyncExternalStore).
 */
export class TimeStore {
  private value: VideoTime = { time: 0, duration: 0 }
  private readonly listeners = new Set<() => void>()

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  readonly snapshot = () => this.value

  set(time: number, duration = this.value.duration): void {
    if (time === this.value.time && duration === this.value.duration) return
    this.value = { time, duration }
    for (const listener of this.listeners) listener()
  }
}
