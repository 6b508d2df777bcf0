import { useLingui } from '@lingui/react/macro'
import { useEffect, useSyncExternalStore } from 'react'

import { applyThemeColour, currentTheme, setTheme, subscribeTheme } from './theme-store.ts'

// The server cannot know the theme; the prerendered button says "not pressed" and the client
// corrects it right after hydration, while CSS already shows the right icon from `data-theme`.
const serverTheme = () => null

/** A real button: pressed means dark mode is on. The choice is remembered across visits. */
export function ThemeToggle() {
  const { t } = useLingui()
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, serverTheme)
  const dark = theme === 'dark'
  useEffect(() => {
    if (theme) applyThemeColour(theme)
  }, [theme])
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <svg className="theme-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path className="theme-toggle__moon" d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
        <g className="theme-toggle__sun">
          <circle cx="12" cy="12" r="4.2" />
          <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
        </g>
      </svg>
      <span className="theme-toggle__label">{t`ダークモード`}</span>
    </button>
  )
}
