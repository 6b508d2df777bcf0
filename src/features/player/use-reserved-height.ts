import { useEffect, useRef } from 'react'

/**
 * Keeps `--player-height` on the document equal to the element's height, so the page reserves
 * room for a bar fixed at the bottom and never hides its own last lines behind it.
 */
export function useReservedHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement
    // Rounded up: a bar of 131.8 px must not leave its last 0.8 px over the page.
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height)
      root.style.setProperty('--player-height', `${String(height)}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--player-height')
    }
  }, [])
  return ref
}
