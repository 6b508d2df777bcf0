// 24-unit outline paths for the player's buttons; each button carries its own text label.
const paths = {
  play: 'M8 5v14l11-7z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  previous: 'M6 5h2v14H6zM20 5v14L9 12z',
  next: 'M16 5h2v14h-2zM4 5v14l11-7z',
  shuffle:
    'M15 4h5v5l-1.8-1.8L5.4 20 4 18.6 16.8 5.8zM4 5.4 5.4 4l5.2 5.2-1.4 1.4zM14.8 13.4l1.4-1.4 2 2L20 12.2V20h-5l1.8-1.8z',
  repeat: 'M7 7h10v3l4-4-4-4v3H5v6h2zM17 17H7v-3l-4 4 4 4v-3h12v-6h-2z',
  queue: 'M3 6h12v2H3zM3 11h12v2H3zM3 16h8v2H3zM17 13v8l5-4z',
  fold: 'M7 10l5 5 5-5z',
  unfold: 'M7 14l5-5 5 5z',
  close:
    'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
} as const

export type IconName = keyof typeof paths

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="player-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  )
}
