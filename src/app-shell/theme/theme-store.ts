/** The colour theme: an explicit choice stored by the toggle wins over the system preference. */
export type Theme = 'light' | 'dark'

/** Also read by the inline script in `index.html`, which applies the choice before first paint. */
export const themeStorageKey = 'theme'
const darkQuery = '(prefers-color-scheme: dark)'

export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null
}

// Storage can throw (privacy modes, blocked storage); the choice then lasts for this page only.
function store(theme: Theme): void {
  try {
    window.localStorage.setItem(themeStorageKey, theme)
  } catch {
    return
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches
}

/** The theme the page shows now: `data-theme` on `<html>` when set, else the system's. */
export function currentTheme(): Theme {
  return (
    parseTheme(document.documentElement.dataset.theme) ?? (systemPrefersDark() ? 'dark' : 'light')
  )
}

/**
 * Points the browser's bar at the page's theme: each `theme-color` meta (one per system theme, so
 * the first paint is right) names both colours, and a visitor's own choice outranks the system's.
 */
export function applyThemeColour(theme: Theme, doc: Document = document): void {
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const colour = meta.dataset[theme]
    if (colour) meta.content = colour
  }
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

export function setTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme
  store(theme)
  notify()
}

// A choice made in another tab applies here too.
function onStorage(event: StorageEvent): void {
  if (event.key !== themeStorageKey) return
  const theme = parseTheme(event.newValue)
  if (theme) document.documentElement.dataset.theme = theme
  else delete document.documentElement.dataset.theme
  notify()
}

/** For `useSyncExternalStore`: fires on a toggle, a system change or another tab's choice. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener)
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null
  media?.addEventListener('change', listener)
  if (listeners.size === 1) window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    media?.removeEventListener('change', listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}
