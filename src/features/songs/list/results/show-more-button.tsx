import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'

/**
 * "Show more" at the end of a long list; it presses itself when the reader scrolls near it
 * (`onShowMore(false)`), and a press of the button itself says so (`onShowMore(true)`).
 * `end` (where the shown part of the list ends) renews the watch: a new observer reports where the button is
 * at once, so a batch too short to push the button out of reach is followed by the next one,
 * instead of leaving the reader stopped at the end.
 */
export function ShowMoreButton({
  onShowMore,
  end,
}: {
  onShowMore: (pressed: boolean) => void
  end: number
}) {
  const { t } = useLingui()
  const button = useRef<HTMLButtonElement>(null)
  const latest = useRef(onShowMore)
  useEffect(() => {
    latest.current = onShowMore
  })
  useEffect(() => {
    const target = button.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current(false)
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [end])
  return (
    <button type="button" ref={button} className="song-more" onClick={() => onShowMore(true)}>
      {t`もっと見る`}
    </button>
  )
}
